import Decimal from 'decimal.js';
import type { FakeContext, SignedIn } from '../context.ts';
import { nowSeconds } from './clock.ts';
import { unavailable } from './game-wallets.ts';
import { DEFAULT_LOCALE, isLocale } from './i18n.ts';
import { settleRound } from './ledger.ts';
import { exclusive } from './lock.ts';
import { lossRefusal, protectionRefusal } from './protection.ts';
import type {
  DemoRound,
  DemoRoundAnswer,
  DemoRoundCode,
} from '../../src/features/games/model/rules.ts';

/**
 * The demo provider's side of a round (docs/decisions/0026): the game page the fake's launch
 * address opens (/play/{id}) plays a round here, as a real provider's game would on its own
 * server, which then reports the bet to the operator. It is no operation of the contract: the
 * in-browser fake's handle (`playDemoRound`) and the standalone server's `POST /__fake/round`
 * call it.
 */

/** What the page sends: the launch's session token, the game, the stake and the device. */
export interface DemoRoundRequest {
  token: string;
  game_id: number;
  stake: string | number;
  mobile?: boolean;
  locale?: string;
}

export type { DemoRound, DemoRoundAnswer, DemoRoundCode };

/**
 * What the demo game pays back, as a multiple of the stake, round after round for a member:
 * a fixed cycle (87.5 % returned over a cycle), so demos and journeys know what comes next.
 */
export const DEMO_PAYOUTS = ['0', '2', '0', '0.5', '3', '0', '1.5', '0'] as const;

/** The bet number prefix of the demo provider's rounds. */
export const DEMO_BET_PREFIX = 'DEMO-';

/** The payout of a member's n-th demo round (0-based), rounded down to the cent. */
export function demoPayout(stake: Decimal.Value, round: number): Decimal {
  const multiple = DEMO_PAYOUTS[round % DEMO_PAYOUTS.length] ?? '0';
  return new Decimal(stake).times(multiple).toDecimalPlaces(2, Decimal.ROUND_DOWN);
}

/**
 * The member a launch token belongs to, without touching the session (no sliding expiry, no
 * token refresh: the site's own calls do that): the current token, or the replaced one within
 * its grace, of a session not expired, of a member account.
 */
function memberOf(ctx: FakeContext, token: string): SignedIn | null {
  if (!token) return null;
  const now = nowSeconds();
  const session = ctx.db.sessions.findFirst((q) =>
    q.where(
      (record) =>
        record.token === token || (record.previous_token === token && record.previous_until > now),
    ),
  );
  if (!session || session.expires_at <= now) return null;
  const account = ctx.db.accounts.findFirst((q) => q.where({ id: session.account_id }));
  if (!account || account.type !== 2) return null;
  return { account, session, refreshed: false };
}

async function refusalOf(response: Response): Promise<string> {
  const body = (await response.json()) as { message?: unknown };
  return typeof body.message === 'string' ? body.message : '';
}

/**
 * Plays one demo round for the member of `token`: checks the session and player protection as
 * a member call would, takes the stake from the game's wallet and pays back the cycle's payout,
 * and records the settled bet (the reality check, loss limits, rollover, missions and the
 * member's bet records count it). Runs alone, as every money move does (`exclusive`).
 */
export function playDemoRound(
  ctx: FakeContext,
  request: DemoRoundRequest,
): Promise<DemoRoundAnswer> {
  return exclusive(() => play(ctx, request));
}

async function play(ctx: FakeContext, request: DemoRoundRequest): Promise<DemoRoundAnswer> {
  const { db } = ctx;
  const locale = isLocale(request.locale) ? request.locale : DEFAULT_LOCALE;
  const caller = memberOf(ctx, request.token);
  if (!caller) return { ok: false, code: 'SIGNED_OUT', message: 'Please Sign In' };
  const protection = protectionRefusal(ctx, caller, 'playDemoRound', locale);
  if (protection) return { ok: false, code: 'PROTECTION', message: await refusalOf(protection) };
  const game = db.games.findFirst((q) => q.where({ id: request.game_id }));
  const channel = game ? db.channels.findFirst((q) => q.where({ id: game.channel_id })) : null;
  if (!game || !channel) return { ok: false, code: 'NO_SUCH_GAME', message: 'No such game' };
  if (unavailable(channel) || game.status === 0)
    return {
      ok: false,
      code: 'CHANNEL_MAINTAIN',
      message: `(${channel.name}) Under Maintain`,
    };
  let stake: Decimal;
  try {
    stake = new Decimal(request.stake);
  } catch {
    return { ok: false, code: 'STAKE_INVALID', message: 'The stake is not an amount' };
  }
  if (!stake.isFinite() || stake.lte(0) || stake.decimalPlaces() > 2)
    return { ok: false, code: 'STAKE_INVALID', message: 'The stake is not an amount' };
  const loss = lossRefusal(ctx, caller.account.id, locale);
  if (loss) return { ok: false, code: 'LOSS_LIMIT_REACHED', message: await refusalOf(loss) };
  const played = db.betRecords.findMany((q) =>
    q.where(
      (bet) => bet.account_id === caller.account.id && bet.bet_no.startsWith(DEMO_BET_PREFIX),
    ),
  ).length;
  const payout = demoPayout(stake, played);
  const settled = await settleRound(
    ctx,
    { accountId: caller.account.id, walletId: channel.id },
    stake,
    payout,
  );
  if (!settled.ok)
    return settled.reason === 'insufficient'
      ? {
          ok: false,
          code: 'INSUFFICIENT_BALANCE',
          message: `Not enough in the ${channel.name} wallet`,
        }
      : { ok: false, code: 'STAKE_INVALID', message: 'The stake is not an amount' };
  const id = Math.max(0, ...db.betRecords.findMany().map((bet) => bet.id)) + 1;
  const now = nowSeconds();
  const winLoss = payout.minus(stake);
  const bet = await db.betRecords.create({
    id,
    account_id: caller.account.id,
    bet_no: `${DEMO_BET_PREFIX}${id}`,
    channel_id: channel.id,
    channel_name: channel.name,
    game_name: game.name,
    game_type: game.game_type,
    bet_amount: stake.toFixed(2),
    valid_bet: stake.toFixed(2),
    win_loss: winLoss.toFixed(2),
    status: 2,
    result: winLoss.gt(0) ? 1 : winLoss.lt(0) ? 2 : 3,
    device: request.mobile ? 2 : 1,
    bet_at: now,
    settled_at: now,
  });
  return {
    ok: true,
    round: {
      bet_id: bet.id,
      bet_no: bet.bet_no,
      game_id: game.id,
      game_name: game.name,
      channel_id: channel.id,
      channel_name: channel.name,
      stake: stake.toFixed(2),
      payout: payout.toFixed(2),
      win_loss: winLoss.toFixed(2),
      balance: settled.balance.toFixed(2),
    },
  };
}
