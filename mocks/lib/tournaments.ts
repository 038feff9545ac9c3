import Decimal from 'decimal.js';
import type { TournamentRecord } from '../collections/engage.ts';
import type { FakeContext } from '../context.ts';
import fixture from '../seed/fixtures/tournaments.json' with { type: 'json' };
import { nowSeconds } from './clock.ts';
import { maskUsername } from './engage-rules.ts';
import type { Locale, LocalizedText } from './i18n.ts';
import { nextId } from './ids.ts';
import { exclusive } from './lock.ts';
import { filledText, payPrize } from './prize-payout.ts';
import { periodEnd } from './site-time.ts';

/**
 * Slot tournaments (issue 31): who scored what from the bets the fake has recorded, the prize of
 * each place, and the settlement that pays the prizes once, as soon as the fake's clock passes a
 * tournament's end.
 */

/** A tournament's prize promotion id (PromotionApplication.promotion_id): this plus its id. */
export const TOURNAMENT_PROMOTION_OFFSET = 900_000;
/** Bet status Settled (contract BetStatus). */
const BET_SETTLED = 2;
/** The board shows every prize place, and at least this many. */
export const BOARD_MIN_PLACES = 10;
/** A settled tournament is listed this long after its end. */
export const SETTLED_LISTED_SECONDS = 30 * 86400;

type Status = 'upcoming' | 'running' | 'settled';

/** Upcoming before its start, running until it is settled (also between its end and then). */
export function tournamentStatus(tournament: TournamentRecord, now: number): Status {
  if (tournament.settled_at !== null) return 'settled';
  return now < tournament.start_time ? 'upcoming' : 'running';
}

/** Points of one qualifying bet: one per whole 1.00 of its valid bet. */
export const betPoints = (validBet: Decimal.Value): number =>
  new Decimal(validBet).floor().toNumber();

/** A line of the board before it is numbered. */
export interface Entry {
  account_id: number | null;
  name: string;
  points: number;
  /** When the entry reached its points: equal points go to whoever reached them first. */
  reached_at: number;
}

/** What each rival has scored at a moment (nothing before the start, nothing more after the end). */
function rivalEntries(tournament: TournamentRecord, at: number): Entry[] {
  const until = Math.min(at, tournament.end_time);
  if (until < tournament.start_time) return [];
  const hours = (until - tournament.start_time) / 3600;
  return tournament.rivals.map((rival) => {
    const points = Math.floor(rival.base + rival.rate * hours);
    // When the rival's score reached its last whole point (rate 0: at the start).
    const since = rival.rate > 0 ? ((points - rival.base) / rival.rate) * 3600 : 0;
    return {
      account_id: null,
      name: rival.name,
      points,
      reached_at: tournament.start_time + Math.max(0, Math.ceil(since)),
    };
  });
}

/** Each member's points from their qualifying bets settled in [start, min(at, end)). */
function memberEntries(ctx: FakeContext, tournament: TournamentRecord, at: number): Entry[] {
  const minStake = new Decimal(tournament.min_stake);
  const byAccount = new Map<number, { points: number; reached_at: number }>();
  for (const bet of ctx.db.betRecords.findMany((q) =>
    q.where({ status: BET_SETTLED, game_type: tournament.game_type }),
  )) {
    const settledAt = bet.settled_at;
    if (settledAt === undefined || settledAt === null) continue;
    if (settledAt < tournament.start_time || settledAt >= tournament.end_time || settledAt > at)
      continue;
    if (new Decimal(bet.valid_bet).lt(minStake)) continue;
    const points = betPoints(bet.valid_bet);
    if (points <= 0) continue;
    const entry = byAccount.get(bet.account_id) ?? { points: 0, reached_at: 0 };
    entry.points += points;
    entry.reached_at = Math.max(entry.reached_at, settledAt);
    byAccount.set(bet.account_id, entry);
  }
  return [...byAccount].flatMap(([accountId, entry]) => {
    const account = ctx.db.accounts.findFirst((q) => q.where({ id: accountId }));
    return account && account.type === 2
      ? [{ account_id: accountId, name: maskUsername(account.username), ...entry }]
      : [];
  });
}

/** A numbered line of the board, with the prize of its place (null below the prize places). */
export interface Standing {
  place: number;
  account_id: number | null;
  name: string;
  points: number;
  prize: string | null;
}

/**
 * The prize each place wins: its range's share of the pool, rounded down to the cent (so the
 * prizes never add up to more than the pool).
 */
export function prizeOfPlace(tournament: TournamentRecord, place: number): string | null {
  const range = tournament.prizes.find(
    (prize) => prize.from_place <= place && place <= prize.to_place,
  );
  return range ? prizeAmount(tournament.prize_pool, range.share) : null;
}

export const prizeAmount = (pool: Decimal.Value, share: Decimal.Value): string =>
  new Decimal(pool).times(share).dividedBy(100).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2);

/** The shares of every place, added up (100 for a valid prize table). */
export const sharesTotal = (tournament: Pick<TournamentRecord, 'prizes'>): Decimal =>
  tournament.prizes.reduce(
    (total, range) =>
      total.plus(new Decimal(range.share).times(range.to_place - range.from_place + 1)),
    new Decimal(0),
  );

/** The last place that wins a prize. */
export const prizePlaces = (tournament: Pick<TournamentRecord, 'prizes'>): number =>
  Math.max(0, ...tournament.prizes.map((range) => range.to_place));

/**
 * The board at a moment: everyone with points, most points first, equal points by who reached
 * them first, then by name. A settled tournament's board is the one kept at its settlement.
 */
export function standings(ctx: FakeContext, tournament: TournamentRecord, at: number): Standing[] {
  if (tournament.results) return tournament.results;
  return [...rivalEntries(tournament, at), ...memberEntries(ctx, tournament, at)]
    .filter((entry) => entry.points > 0)
    .sort(
      (a, b) => b.points - a.points || a.reached_at - b.reached_at || a.name.localeCompare(b.name),
    )
    .map((entry, index) => ({
      place: index + 1,
      account_id: entry.account_id,
      name: entry.name,
      points: entry.points,
      prize: prizeOfPlace(tournament, index + 1),
    }));
}

/** A member's line: place, points, prize, and the points that lift them above the place ahead. */
export function standingOf(
  board: readonly Standing[],
  accountId: number,
  settled: boolean,
): { place?: number; points: number; prize?: string; points_to_next?: number } {
  const index = board.findIndex((line) => line.account_id === accountId);
  const mine = board[index];
  if (!mine) {
    const leader = board[0];
    return { points: 0, ...(!settled && leader ? { points_to_next: leader.points + 1 } : {}) };
  }
  const ahead = board[index - 1];
  return {
    place: mine.place,
    points: mine.points,
    ...(mine.prize !== null ? { prize: mine.prize } : {}),
    ...(!settled && ahead ? { points_to_next: ahead.points - mine.points + 1 } : {}),
  };
}

const PRIZE_MESSAGE: { title: LocalizedText; content: LocalizedText } = fixture.prizeMessage;

/** The prize message in every locale, with the tournament's title in each. */
function prizeMessage(tournament: TournamentRecord, line: Standing) {
  const values = (locale: Locale) => ({
    tournament:
      locale === 'en' ? tournament.title : (tournament.i18n[locale]?.title ?? tournament.title),
    place: String(line.place),
    points: new Intl.NumberFormat('en-US').format(line.points),
    amount: line.prize ?? '0.00',
    rollover: String(tournament.rollover_multiplier),
  });
  return {
    title: filledText(PRIZE_MESSAGE.title, values),
    content: filledText(PRIZE_MESSAGE.content, values),
  };
}

/** The tournament of the same period after one that ends (periodic tournaments follow on). */
async function followOn(ctx: FakeContext, ended: TournamentRecord): Promise<void> {
  if (ended.period === 'campaign') return;
  const { db } = ctx;
  if (
    db.tournaments.findFirst((q) => q.where({ period: ended.period, start_time: ended.end_time }))
  )
    return;
  const recurrence = ended.period === 'daily' ? 2 : ended.period === 'weekly' ? 3 : 4;
  const last = periodEnd(recurrence, ended.end_time);
  if (last === null) return;
  await db.tournaments.create({
    ...ended,
    id: nextId(db.tournaments.findMany().map((entry) => entry.id)),
    start_time: ended.end_time,
    end_time: last + 1,
    settled_at: null,
    results: null,
  });
}

/** Pays a settled tournament's prizes to the members among its prize places (payPrize). */
async function payPrizes(ctx: FakeContext, tournament: TournamentRecord, board: Standing[]) {
  for (const line of board) {
    if (line.account_id === null || line.prize === null) continue;
    await payPrize(ctx, {
      accountId: line.account_id,
      amount: line.prize,
      remark: `Tournament prize: ${tournament.title}, place ${line.place}`,
      order: ['TP', tournament.id * 100 + line.place],
      promotionId: TOURNAMENT_PROMOTION_OFFSET + tournament.id,
      tournamentId: tournament.id,
      rollover: tournament.rollover_multiplier,
      message: prizeMessage(tournament, line),
    });
  }
}

/**
 * Settles every tournament whose end has passed and that is not settled yet: keeps its final
 * board, pays its prizes and opens the next one of its period. Runs before every request of
 * the fake (lib/route.ts), alone (`exclusive`), and settles a tournament once.
 */
export async function settleDueTournaments(ctx: FakeContext): Promise<void> {
  const now = nowSeconds();
  const due = () =>
    ctx.db.tournaments.findMany((q) =>
      q.where((entry) => entry.settled_at === null && entry.end_time <= now),
    );
  if (due().length === 0) return;
  await exclusive(async () => {
    for (const tournament of due()) {
      const board = standings(ctx, tournament, tournament.end_time);
      // Marked first: whatever happens next, a tournament is never paid twice.
      const settled = await ctx.db.tournaments.update((q) => q.where({ id: tournament.id }), {
        data(record) {
          record.settled_at = now;
          record.results = board;
        },
      });
      if (!settled) continue;
      await payPrizes(ctx, settled, board);
      await followOn(ctx, settled);
    }
  });
}
