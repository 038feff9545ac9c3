import Decimal from 'decimal.js';
import type { FakeContext } from '../context.ts';
import type { BetRecordRow } from '../collections/payments.ts';
import { nowSeconds } from './clock.ts';

/** A bet as a game provider reports it: its valid bet, and optionally its stake, result and settlement. */
export interface ReportedBet {
  validBet: string;
  betAmount?: string;
  winLoss?: string;
  settled?: boolean;
  /** The game played (its provider, name and family); a live baccarat table when absent. */
  game?: {
    channel_id: number;
    channel_name: string;
    game_name: string;
    game_type: BetRecordRow['game_type'];
  };
}

/**
 * Records a bet a game provider reports for a member, settled now unless said otherwise. The
 * fake has no games to play: providers report bets, and missions, VIP progress, rollover, the
 * agents' figures, loss limits and the reality check are counted from these records.
 */
export async function recordBet(
  ctx: FakeContext,
  accountId: number,
  { validBet, betAmount = validBet, winLoss = '0.00', settled = true, game }: ReportedBet,
) {
  const { db } = ctx;
  const id = Math.max(0, ...db.betRecords.findMany().map((bet) => bet.id)) + 1;
  const now = nowSeconds();
  return db.betRecords.create({
    id,
    account_id: accountId,
    bet_no: `TEST-${id}`,
    channel_id: game?.channel_id ?? 1,
    channel_name: game?.channel_name ?? 'Evolution',
    game_name: game?.game_name ?? 'Baccarat',
    game_type: game?.game_type ?? 3,
    bet_amount: betAmount,
    valid_bet: validBet,
    win_loss: winLoss,
    status: settled ? 2 : 1,
    result: settled ? (winLoss.startsWith('-') ? 2 : 1) : 0,
    device: 2,
    bet_at: now - 60,
    ...(settled ? { settled_at: now } : {}),
  });
}

/** What a demo or journey plays: the stake and what the game paid back (0 for a lost bet). */
export interface Play {
  stake: string | number;
  payout: string | number;
  /**
   * The game played: the bet is recorded on it (its family decides what it counts for: a slot
   * game's bets score in the slot tournaments). A live baccarat table when absent.
   */
  game_id?: number;
}

/**
 * The member of the latest signed-in session (the one the site is using), or null: demos and
 * journeys record play for whoever is signed in without knowing the site's token.
 */
export function signedInMemberId(ctx: FakeContext): number | null {
  const sessions = ctx.db.sessions
    .findMany()
    .filter(
      (session) =>
        ctx.db.accounts.findFirst((q) => q.where({ id: session.account_id }))?.type === 2,
    )
    .sort((a, b) => b.last_seen_at - a.last_seen_at || b.created_at - a.created_at);
  return sessions[0]?.account_id ?? null;
}

/**
 * Records a settled bet now for a member (default: the signed-in one) from its stake and
 * payout, so the reality check and the loss limits have play to count (window.__fortunaFake
 * recordPlay, the standalone server's /__fake/play). Null when nobody is signed in, the
 * amounts are not money or the game is unknown.
 */
export async function recordPlay(
  ctx: FakeContext,
  { stake, payout, game_id }: Play,
  accountId: number | null = signedInMemberId(ctx),
): Promise<{ bet_id: number; account_id: number } | null> {
  if (accountId === null) return null;
  const game =
    game_id === undefined ? null : ctx.db.games.findFirst((q) => q.where({ id: game_id }));
  const channel = game ? ctx.db.channels.findFirst((q) => q.where({ id: game.channel_id })) : null;
  if (game_id !== undefined && (!game || !channel)) return null;
  let staked: Decimal;
  let paid: Decimal;
  try {
    staked = new Decimal(stake);
    paid = new Decimal(payout);
  } catch {
    return null;
  }
  if (!staked.isFinite() || !paid.isFinite() || staked.lte(0) || paid.lt(0)) return null;
  const bet = await recordBet(ctx, accountId, {
    validBet: staked.toFixed(2),
    betAmount: staked.toFixed(2),
    winLoss: paid.minus(staked).toFixed(2),
    ...(game && channel
      ? {
          game: {
            channel_id: channel.id,
            channel_name: channel.name,
            game_name: game.name,
            game_type: game.game_type,
          },
        }
      : {}),
  });
  return { bet_id: bet.id, account_id: accountId };
}
