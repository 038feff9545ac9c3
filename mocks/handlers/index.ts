import type { HttpHandler } from 'msw';
import type { FakeContext } from '../context.ts';
import { artHandlers } from './art.ts';
import { authHandlers } from './auth.ts';
import { contentHandlers } from './content.ts';
import { helpHandlers } from './help.ts';
import { promotionsHandlers } from './promotions.ts';
import { messagesHandlers } from './messages.ts';
import { referralHandlers } from './referral.ts';
import { affiliateHandlers } from './affiliate.ts';
import { vipHandlers } from './vip.ts';
import { kycHandlers } from './kyc.ts';
import { protectionHandlers } from './protection.ts';
import { gamesHandlers } from './games.ts';
import { walletHandlers } from './wallet.ts';
import { depositsHandlers } from './deposits.ts';
import { withdrawalsHandlers } from './withdrawals.ts';
import { banksHandlers } from './banks.ts';
import { recordsHandlers } from './records.ts';
import { memberTransferHandlers } from './member-transfer.ts';
import { type DictionaryLoader, i18nHandlers } from './i18n.ts';
import { profileHandlers } from './profile.ts';
import { systemHandlers } from './system.ts';
import { predictorHandlers } from './predictor.ts';
import { tournamentsHandlers } from './tournaments.ts';
import { http } from 'msw';
import { fail } from '../lib/respond.ts';
import { currentBases } from '../lib/route.ts';

export interface HandlerOptions {
  loadDictionary: DictionaryLoader;
}

/** Every handler of the fake, by tag, then a catch-all that answers unknown API paths 404. */
export function createHandlers(ctx: FakeContext, options: HandlerOptions): HttpHandler[] {
  return [
    ...authHandlers(ctx),
    ...systemHandlers(ctx),
    ...contentHandlers(ctx),
    ...helpHandlers(ctx),
    ...profileHandlers(ctx),
    ...gamesHandlers(ctx),
    ...walletHandlers(ctx),
    ...depositsHandlers(ctx),
    ...withdrawalsHandlers(ctx),
    ...banksHandlers(ctx),
    ...recordsHandlers(ctx),
    ...memberTransferHandlers(ctx),
    ...promotionsHandlers(ctx),
    ...messagesHandlers(ctx),
    ...referralHandlers(ctx),
    ...affiliateHandlers(ctx),
    ...vipHandlers(ctx),
    ...kycHandlers(ctx),
    ...protectionHandlers(ctx),
    ...tournamentsHandlers(ctx),
    ...predictorHandlers(ctx),
    ...artHandlers(),
    ...i18nHandlers(ctx, options.loadDictionary),
    http.all(`${currentBases().api}/*`, ({ request }) => {
      console.error(`[fake] no operation for ${request.method} ${new URL(request.url).pathname}`);
      return fail(404, 'No such operation', { code: 'NOT_FOUND' });
    }),
  ];
}
