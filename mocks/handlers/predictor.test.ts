// @vitest-environment node
import Decimal from 'decimal.js';
import { afterEach, describe, expect, it } from 'vitest';
import { advanceClock, nowSeconds, resetClock } from '../lib/clock.ts';
import { mainBalance } from '../lib/payments-ledger.ts';
import { outcomeOf } from '../lib/predictor.ts';
import { type Envelope, installFakeBackend, type Page } from '../test-utils.ts';

const backend = installFakeBackend();
afterEach(() => resetClock());

const DEMO = 10001;
type Match = {
  id: number;
  sport: string;
  kick_off: number;
  status: 'open' | 'locked' | 'settled';
  outcomes: string[];
  exact_score: boolean;
  result?: { home_score: number; away_score: number; outcome: string };
};
type Round = { id: number; prizes: string[]; rollover_multiplier: number; matches: Match[] };
type Pick = { match_id: number; outcome: string; points?: number };
type Picks = { points: number; place?: number; list: Pick[] };

const round = async () =>
  (await backend.call<{ data: { round: Round } }>('GET', '/member/predictor/round')).body.data
    .round;
const picks = async (token: string) =>
  (await backend.call<{ data: Picks }>('GET', '/member/predictor/picks', { token })).body.data;
const pick = (token: string, body: Record<string, unknown>, key = backend.key()) =>
  backend.call<{ data: Pick; code?: string; message?: string; errors?: Record<string, string[]> }>(
    'POST',
    '/member/predictor/picks',
    { token, body, headers: { 'Idempotency-Key': key } },
  );
/** The result of a match as the seed has it (hidden until settled). */
const resultOf = (id: number) =>
  backend.fake().ctx.db.predictorMatches.findFirst((q) => q.where({ id }))!;
/** A match that takes picks now: the first open one, the clock moved to an hour before it if none is. */
async function openMatch(which: (match: Match) => boolean = () => true): Promise<Match> {
  const future = (await round()).matches.filter((m) => m.status === 'open' && which(m));
  expect(future.length).toBeGreaterThan(0);
  return future[0]!;
}

describe('fake backend: the match predictor (issue 31)', () => {
  it('a pick after kick-off is refused, and so is one for a settled match', async () => {
    const token = await backend.signIn();
    const match = await openMatch();
    expect((await pick(token, { match_id: match.id, outcome: '1' })).status).toBe(200);
    advanceClock((match.kick_off - nowSeconds() + 1) * 1000);
    const again = await backend.signIn();
    const late = await pick(again, { match_id: match.id, outcome: '2' });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      code: 'MATCH_LOCKED',
      message: 'This match has kicked off. Picks are closed.',
    });
    // The pick made before kick-off stands.
    expect((await picks(again)).list.find((p) => p.match_id === match.id)).toMatchObject({
      outcome: '1',
    });
    const settled = (await round()).matches.find((m) => m.status === 'settled')!;
    expect((await pick(again, { match_id: settled.id, outcome: '1' })).body).toMatchObject({
      code: 'MATCH_SETTLED',
      message: 'This match is over. Picks are closed.',
    });
  });

  it('a twice-pressed pick counts once; a new pick replaces the last', async () => {
    const token = await backend.signIn();
    const match = await openMatch();
    const key = backend.key();
    const first = await pick(token, { match_id: match.id, outcome: '1' }, key);
    const twice = await pick(token, { match_id: match.id, outcome: '1' }, key);
    expect(twice.status).toBe(200);
    expect(twice.headers.get('Idempotent-Replayed')).toBe('true');
    expect(twice.body).toEqual(first.body);
    await pick(token, { match_id: match.id, outcome: '2' });
    const mine = (await picks(token)).list.filter((p) => p.match_id === match.id);
    expect(mine).toEqual([expect.objectContaining({ outcome: '2' })]);
  });

  it('an unknown match is refused; a draw, a score or a score that contradicts the pick where the match takes none', async () => {
    const token = await backend.signIn();
    expect((await pick(token, { match_id: 9999, outcome: '1' })).body).toMatchObject({
      code: 'MATCH_NOT_FOUND',
      message: 'This match is not in the predictor.',
    });
    const all = (await round()).matches;
    // Every sport is in the round, basketball without a draw.
    expect(new Set(all.map((m) => m.sport))).toEqual(
      new Set(['football', 'basketball', 'esports']),
    );
    expect(all.find((m) => m.sport === 'basketball')!.outcomes).toEqual(['1', '2']);
    const basketball = all.find((m) => m.sport === 'basketball' && m.status === 'open');
    if (basketball)
      expect((await pick(token, { match_id: basketball.id, outcome: 'X' })).body.errors).toEqual({
        outcome: ['This match cannot end in a draw.'],
      });
    const exact = await openMatch((m) => m.exact_score);
    expect(
      (await pick(token, { match_id: exact.id, outcome: '1', home_score: 0, away_score: 2 })).body
        .errors,
    ).toEqual({ home_score: ['The exact score does not match the result you picked.'] });
    const plain = all.find((m) => !m.exact_score && m.status === 'open');
    if (plain)
      expect(
        (await pick(token, { match_id: plain.id, outcome: '1', home_score: 1, away_score: 0 })).body
          .errors,
      ).toEqual({ home_score: ['This match takes no exact score.'] });
  });

  it('a settled match scores the right outcome, and the exact score on top', async () => {
    const token = await backend.signIn();
    const before = (await picks(token)).points;
    const match = await openMatch((m) => m.exact_score);
    const { result_home: home, result_away: away, settles_at } = resultOf(match.id);
    await pick(token, {
      match_id: match.id,
      outcome: outcomeOf(home, away),
      home_score: home,
      away_score: away,
    });
    advanceClock((settles_at - nowSeconds() + 1) * 1000);
    const again = await backend.signIn();
    const mine = await picks(again);
    expect(mine.list.find((p) => p.match_id === match.id)).toMatchObject({ points: 3 + 5 });
    expect(mine.points).toBe(before + 8);
    expect((await round()).matches.find((m) => m.id === match.id)).toMatchObject({
      status: 'settled',
      result: { home_score: home, away_score: away },
    });
  });

  it('the round settles once when every match is over, and its prize carries a rollover', async () => {
    await backend.signIn();
    const { ctx } = backend.fake();
    const current = await round();
    // The demo member picked every match right (set in the world: not every match is open now).
    for (const match of current.matches) {
      const record = resultOf(match.id);
      const id = `${DEMO}:${match.id}`;
      await ctx.db.predictorPicks.delete((q) => q.where({ id }));
      await ctx.db.predictorPicks.create({
        id,
        account_id: DEMO,
        match_id: match.id,
        outcome: outcomeOf(record.result_home, record.result_away),
        home_score: record.exact_score ? record.result_home : null,
        away_score: record.exact_score ? record.result_away : null,
        updated_at: nowSeconds(),
      });
    }
    // Only the round pays: the slot tournaments that end meanwhile would pay into the same wallet.
    backend.withoutTournaments();
    const before = mainBalance(ctx, DEMO);
    const last = Math.max(...current.matches.map((m) => resultOf(m.id).settles_at));
    advanceClock((last - nowSeconds() + 60) * 1000);
    const token = await backend.signIn();
    await Promise.all([
      round(),
      picks(token),
      backend.call('GET', '/member/predictor/leaderboard'),
    ]);
    const mine = await picks(token);
    expect(mine.place).toBeDefined();
    const prize = current.prizes[mine.place! - 1]!;
    expect(mine.place).toBeLessThanOrEqual(current.prizes.length);
    expect(mainBalance(ctx, DEMO).minus(before).toFixed(2)).toBe(prize);
    const applications = await backend.call<
      Envelope<Page<{ bonus: string; promotion_title: string; rollover: { required: string } }>>
    >('GET', '/member/promotion/my', { token });
    const application = applications.body.data.list.find(
      (entry) => entry.promotion_title === 'Match Predictor, round 12',
    )!;
    expect(application.bonus).toBe(prize);
    expect(application.rollover.required).toBe(
      new Decimal(prize).times(current.rollover_multiplier).toFixed(2),
    );
    expect((await round()).matches.every((m) => m.status === 'settled')).toBe(true);
    await round();
    expect(mainBalance(ctx, DEMO).minus(before).toFixed(2)).toBe(prize);
  });

  it('the leaderboard is public; picks are a member’s: a guest 401, an agent 403', async () => {
    const board = await backend.call<{ data: { places: { place: number; points: number }[] } }>(
      'GET',
      '/member/predictor/leaderboard',
    );
    expect(board.status).toBe(200);
    expect(await backend.statusOf('GET', '/member/predictor/picks')).toBe(401);
    const agent = await backend.signInAgent();
    expect(await backend.statusOf('GET', '/member/predictor/picks', { token: agent })).toBe(403);
    expect(
      await backend.statusOf('POST', '/member/predictor/picks', {
        token: agent,
        body: { match_id: 1, outcome: '1' },
        headers: { 'Idempotency-Key': backend.key() },
      }),
    ).toBe(403);
  });
});
