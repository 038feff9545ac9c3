import type {
  PredictorMatchRecord,
  PredictorPickRecord,
  PredictorRoundRecord,
} from '../collections/engage.ts';
import type { FakeContext } from '../context.ts';
import fixture from '../seed/fixtures/tournaments.json' with { type: 'json' };
import { nowSeconds } from './clock.ts';
import { maskUsername } from './engage-rules.ts';
import type { LocalizedText } from './i18n.ts';
import { exclusive } from './lock.ts';
import { filledText, payPrize } from './prize-payout.ts';

/**
 * The match predictor (issue 31, free to play): a match takes picks until its kick-off, is
 * locked until its result is in (`settles_at`), then settled: each pick scores the round's
 * points for the right 1 / X / 2 and more for the right exact score. When every match of a
 * round is settled the round is settled once and its leaderboard's prizes are paid.
 */

/** A round prize's promotion id (PromotionApplication.promotion_id): this plus the round's id. */
export const PREDICTOR_PROMOTION_OFFSET = 910_000;
/** The board shows the top ten. */
const BOARD_PLACES = 10;

export type Outcome = PredictorPickRecord['outcome'];
type MatchStatus = 'open' | 'locked' | 'settled';

export function matchStatus(match: PredictorMatchRecord, now: number): MatchStatus {
  if (now < match.kick_off) return 'open';
  return now < match.settles_at ? 'locked' : 'settled';
}

/** The outcome a score makes: 1 the home side won, 2 the away side, X a draw. */
export const outcomeOf = (home: number, away: number): Outcome =>
  home > away ? '1' : home < away ? '2' : 'X';

/** The picks a match takes: no draw in basketball. */
export const outcomesOf = (match: Pick<PredictorMatchRecord, 'sport'>): Outcome[] =>
  match.sport === 'basketball' ? ['1', '2'] : ['1', 'X', '2'];

/** A pick's points on a settled match: the right outcome, and the right exact score on top. */
export function pickPoints(
  round: Pick<PredictorRoundRecord, 'points_outcome' | 'points_exact'>,
  match: PredictorMatchRecord,
  pick: Pick<PredictorPickRecord, 'outcome' | 'home_score' | 'away_score'>,
): number {
  if (pick.outcome !== outcomeOf(match.result_home, match.result_away)) return 0;
  const exact =
    match.exact_score &&
    pick.home_score === match.result_home &&
    pick.away_score === match.result_away;
  return round.points_outcome + (exact ? round.points_exact : 0);
}

export const matchesOf = (ctx: FakeContext, roundId: number): PredictorMatchRecord[] =>
  ctx.db.predictorMatches
    .findMany((q) => q.where({ round_id: roundId }))
    .sort((a, b) => a.kick_off - b.kick_off || a.id - b.id);

/** The round the predictor shows: the first not settled, else the last settled. */
export function currentRound(ctx: FakeContext): PredictorRoundRecord | null {
  const rounds = ctx.db.predictorRounds.findMany().sort((a, b) => a.number - b.number);
  return rounds.find((round) => round.settled_at === null) ?? rounds.at(-1) ?? null;
}

/** Each member's points in a round at a moment, from their picks on the settled matches. */
export function memberPoints(
  ctx: FakeContext,
  round: PredictorRoundRecord,
  now: number,
): Map<number, number> {
  const settled = new Map(
    matchesOf(ctx, round.id)
      .filter((match) => matchStatus(match, now) === 'settled')
      .map((match) => [match.id, match]),
  );
  const points = new Map<number, number>();
  for (const pick of ctx.db.predictorPicks.findMany()) {
    const match = settled.get(pick.match_id);
    if (!match) continue;
    points.set(
      pick.account_id,
      (points.get(pick.account_id) ?? 0) + pickPoints(round, match, pick),
    );
  }
  return points;
}

export interface BoardLine {
  place: number;
  account_id: number | null;
  name: string;
  points: number;
  prize: string | null;
}

/**
 * The round's board at a moment: the house's players score their share of their final points
 * as the matches settle; members by their picks; most points first, then by name.
 */
export function predictorBoard(
  ctx: FakeContext,
  round: PredictorRoundRecord,
  now: number,
): BoardLine[] {
  if (round.results) return round.results;
  const matches = matchesOf(ctx, round.id);
  const settledShare =
    matches.length === 0
      ? 0
      : matches.filter((match) => matchStatus(match, now) === 'settled').length / matches.length;
  const rivals = round.rivals.map((rival) => ({
    account_id: null,
    name: rival.name,
    points: Math.floor(rival.points * settledShare),
  }));
  const members = [...memberPoints(ctx, round, now)].flatMap(([accountId, points]) => {
    const account = ctx.db.accounts.findFirst((q) => q.where({ id: accountId }));
    return account ? [{ account_id: accountId, name: maskUsername(account.username), points }] : [];
  });
  return [...rivals, ...members]
    .filter((entry) => entry.points > 0)
    .sort((a, b) => b.points - a.points || a.name.localeCompare(b.name))
    .map((entry, index) => ({
      place: index + 1,
      ...entry,
      prize: round.prizes[index] ?? null,
    }));
}

export const topOfBoard = (board: readonly BoardLine[]) => board.slice(0, BOARD_PLACES);

const TITLE: LocalizedText = fixture.predictorTitle;
const PRIZE_MESSAGE: { title: LocalizedText; content: LocalizedText } = fixture.prizeMessage;

/** The round's name in every locale ('Match Predictor, round 12'). */
export const roundTitle = (round: Pick<PredictorRoundRecord, 'number'>): LocalizedText =>
  filledText(TITLE, () => ({ number: String(round.number) }));

/**
 * Settles every round whose matches are all settled and that is not settled yet: keeps its
 * final board and pays its prizes, once. Runs before every request of the fake (lib/route.ts).
 */
export async function settleDuePredictorRounds(ctx: FakeContext): Promise<void> {
  const now = nowSeconds();
  const due = () =>
    ctx.db.predictorRounds.findMany().filter((round) => {
      if (round.settled_at !== null) return false;
      const matches = matchesOf(ctx, round.id);
      return matches.length > 0 && matches.every((match) => now >= match.settles_at);
    });
  if (due().length === 0) return;
  await exclusive(async () => {
    for (const round of due()) {
      const board = predictorBoard(ctx, round, now);
      const settled = await ctx.db.predictorRounds.update((q) => q.where({ id: round.id }), {
        data(record) {
          record.settled_at = now;
          record.results = board;
        },
      });
      if (!settled) continue;
      const title = roundTitle(round);
      for (const line of board) {
        if (line.account_id === null || line.prize === null) continue;
        const values = (locale: Parameters<Parameters<typeof filledText>[1]>[0]) => ({
          tournament: typeof title === 'string' ? title : (title[locale] ?? title.en),
          place: String(line.place),
          points: String(line.points),
          amount: line.prize ?? '0.00',
          rollover: String(round.rollover_multiplier),
        });
        await payPrize(ctx, {
          accountId: line.account_id,
          amount: line.prize,
          remark: `Predictor prize: round ${round.number}, place ${line.place}`,
          order: ['PP', round.id * 100 + line.place],
          promotionId: PREDICTOR_PROMOTION_OFFSET + round.id,
          rollover: round.rollover_multiplier,
          message: {
            title: filledText(PRIZE_MESSAGE.title, values),
            content: filledText(PRIZE_MESSAGE.content, values),
          },
        });
      }
    }
  });
}
