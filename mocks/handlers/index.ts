import type { HttpHandler } from 'msw';
import type { FakeContext } from '../context.ts';
import { artHandlers } from './art.ts';
import { authHandlers } from './auth.ts';
import { contentHandlers } from './content.ts';
import { engageHandlers } from './engage.ts';
import { moneyHandlers } from './money.ts';
import { paymentsHandlers } from './payments.ts';
import { type DictionaryLoader, i18nHandlers } from './i18n.ts';
import { profileHandlers } from './profile.ts';
import { systemHandlers } from './system.ts';
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
    ...profileHandlers(ctx),
    ...moneyHandlers(ctx),
    ...paymentsHandlers(ctx),
    ...engageHandlers(ctx),
    ...artHandlers(),
    ...i18nHandlers(ctx, options.loadDictionary),
    http.all(`${currentBases().api}/*`, ({ request }) => {
      console.error(`[fake] no operation for ${request.method} ${new URL(request.url).pathname}`);
      return fail(404, 'No such operation', { code: 'NOT_FOUND' });
    }),
  ];
}
