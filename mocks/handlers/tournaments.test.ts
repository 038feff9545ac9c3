// @vitest-environment node
import Decimal from 'decimal.js';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { advanceClock, nowSeconds, resetClock } from '../lib/clock.ts';
import { mainBalance } from '../lib/payments-ledger.ts';
import { recordPlay } from '../lib/play.ts';
import { fakeText } from '../lib/fake-texts.ts';
import { sharesTotal } from '../lib/tournaments.ts';
import { type Envelope, installFakeBackend, type Page } from '../test-utils.ts';

const backend = installFakeBackend();
afterEach(() => resetClock());

const DEMO = 10001;
type Prize = { from_place: number; to_place: number; share: string; amount: string };
type Tournament = {
  id: number;
  title: string;
  period: string;
  status: 'upcoming' | 'running' | 'settled';
  start_time: number;
  end_time: number;
  settled_at?: number;
  prize_pool: string;
  rollover_multiplier: number;
  min_stake: string;
  prizes: Prize[];
  entrants: number;
};
type Place = { place: number; name: string; points: number; prize?: string };
type Board = { status: string; entrants: number; places: Place[] };
type Standing = { place?: number; points: number; prize?: string; points_to_next?: number };

const tournaments = async (status?: string) =>
  (
    await backend.call<{ data: { list: Tournament[] } }>('GET', '/member/tournament/list', {
      query: status ? { status } : {},
    })
  ).body.data.list;
const daily = async () => (await tournaments('running')).find((t) => t.period === 'daily')!;
const board = async (id: number) =>
  (await backend.call<{ data: Board }>('GET', `/member/tournament/${id}/leaderboard`)).body.data;
const standing = async (id: number, token: string) =>
  (await backend.call<{ data: Standing }>('GET', `/member/tournament/${id}/standing`, { token }))
    .body.data;
/** A slot game of the seed, and a live casino game. */
const gameOf = (type: 2 | 3) =>
  backend.fake().ctx.db.games.findFirst((q) => q.where({ game_type: type }))!.id;
const play = (stake: string, gameId = gameOf(2)) =>
  recordPlay(backend.fake().ctx, { stake, payout: '0', game_id: gameId }, DEMO);

describe('fake backend: slot tournaments (issue 31)', () => {
  it('tournament points and prize shares add up to the pool', async () => {
    const list = await tournaments();
    expect(new Set(list.map((t) => t.status))).toEqual(new Set(['running', 'upcoming', 'settled']));
    for (const tournament of list) {
      const places = (range: Prize) => range.to_place - range.from_place + 1;
      expect(sharesTotal(tournament).toFixed(2), tournament.title).toBe('100.00');
      const paid = tournament.prizes.reduce(
        (total, range) => total.plus(new Decimal(range.amount).times(places(range))),
        new Decimal(0),
      );
      expect(paid.toFixed(2), tournament.title).toBe(new Decimal(tournament.prize_pool).toFixed(2));
      // The board's points go down the places, and each prize place shows its range's prize.
      const { places: lines } = await board(tournament.id);
      for (const [index, line] of lines.entries()) {
        expect(line.place).toBe(index + 1);
        if (index > 0) expect(line.points).toBeLessThanOrEqual(lines[index - 1]!.points);
        const range = tournament.prizes.find(
          (r) => r.from_place <= line.place && line.place <= r.to_place,
        );
        expect(line.prize).toBe(range?.amount);
      }
    }
  });

  it('a qualifying slot bet scores one point per whole 1.00 of valid bet; other bets do not', async () => {
    const token = await backend.signIn();
    const tournament = await daily();
    // The seed's slot bets of today have scored already.
    const { points } = await standing(tournament.id, token);
    await play('125.75');
    await play('0.50'); // under the minimum stake
    await play('500.00', gameOf(3)); // live casino, not slots
    expect(await standing(tournament.id, token)).toMatchObject({ points: points + 125 });
  });

  it('a member climbs the leaderboard: their place, prize and the points to the next place', async () => {
    // The rivals score as the clock runs (the fastest a point every 20-odd seconds): the board
    // stands still while the test reads it.
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    // Two hours before today's end, at any hour of a run: early in the day the demo member's
    // seeded slot play (1,250 points) is ahead of every rival.
    const lead = (await daily()).end_time - 2 * 3600 - nowSeconds();
    if (lead > 0) advanceClock(lead * 1000);
    const token = await backend.signIn();
    const tournament = await daily();
    const before = await board(tournament.id);
    const start = await standing(tournament.id, token);
    const [first, second] = before.places;
    // One point more than the second place (equal points go to whoever reached them first).
    await play(String(second!.points - start.points + 1));
    const mine = await standing(tournament.id, token);
    expect(mine.place).toBe(2);
    expect(mine.points_to_next).toBe(first!.points - (second!.points + 1) + 1);
    expect(mine.prize).toBe(tournament.prizes.find((r) => r.from_place === 2)!.amount);
    const after = await board(tournament.id);
    expect(after.places[1]).toMatchObject({ name: 'de****01', points: second!.points + 1 });
    expect(after.places[2]).toMatchObject({ name: second!.name });
    await play(String(mine.points_to_next));
    expect(await standing(tournament.id, token)).toMatchObject({ place: 1 });
    expect((await standing(tournament.id, token)).points_to_next).toBeUndefined();
  });

  it('settlement credits once and its bonus carries a rollover', async () => {
    const token = await backend.signIn();
    const { ctx } = backend.fake();
    const tournament = await daily();
    // Only this one: on a week's or month's last day the weekly or monthly one ends with it, and
    // the same play would win its first place too.
    backend.withoutTournaments(tournament.id);
    const { points } = await standing(tournament.id, token);
    await play('100000.00');
    const balanceBefore = mainBalance(ctx, DEMO);
    advanceClock((tournament.end_time - nowSeconds() + 60) * 1000);
    // Several requests at once, after the end: the tournament is settled and paid once.
    const again = await backend.signIn();
    await Promise.all([
      board(tournament.id),
      standing(tournament.id, again),
      tournaments(),
      backend.call('GET', '/member/records/trade', { token: again }),
    ]);
    const first = tournament.prizes.find((r) => r.from_place === 1)!.amount;
    expect(mainBalance(ctx, DEMO).minus(balanceBefore).toFixed(2)).toBe(first);
    const settled = (await tournaments('settled')).find((t) => t.id === tournament.id)!;
    expect(settled.settled_at).toBeGreaterThanOrEqual(tournament.end_time);
    expect(await standing(tournament.id, again)).toEqual({
      tournament_id: tournament.id,
      place: 1,
      points: points + 100000,
      prize: first,
    });
    const trades = await backend.call<Envelope<Page<{ amount: string; remark: string }>>>(
      'GET',
      '/member/records/trade',
      { token: again, query: { page_size: 30 } },
    );
    const prizes = trades.body.data.list.filter((trade) =>
      trade.remark.startsWith('Tournament prize'),
    );
    expect(prizes).toHaveLength(1);
    expect(prizes[0]).toMatchObject({ amount: first });
    const applications = await backend.call<
      Envelope<
        Page<{
          tournament_id?: number;
          bonus: string;
          promotion_title: string;
          rollover: { required: string };
        }>
      >
    >('GET', '/member/promotion/my', { token: again });
    const prize = applications.body.data.list.find((a) => a.tournament_id === tournament.id)!;
    expect(prize).toMatchObject({ bonus: first, promotion_title: tournament.title });
    expect(prize.rollover.required).toBe(
      new Decimal(first).times(tournament.rollover_multiplier).toFixed(2),
    );
    const inbox = await backend.call<Envelope<Page<{ title: string }>>>(
      'GET',
      '/member/message/inbox',
      {
        token: again,
      },
    );
    expect(
      inbox.body.data.list.filter((m) => m.title === `Your prize in ${tournament.title}`),
    ).toHaveLength(1);
    // The next day's tournament runs now.
    const next = await daily();
    expect(next.start_time).toBe(tournament.end_time);
    // Later requests pay nothing more.
    await tournaments();
    expect(mainBalance(ctx, DEMO).minus(balanceBefore).toFixed(2)).toBe(first);
  });

  it('a bet after the end does not score, and the board is kept as it settled', async () => {
    const tournament = await daily();
    await backend.signIn();
    advanceClock((tournament.end_time - nowSeconds() + 60) * 1000);
    const final = await board(tournament.id);
    expect(final.status).toBe('settled');
    await play('999999.00');
    expect(await board(tournament.id)).toEqual(final);
  });

  it('the board is public; the standing is a member’s: a guest 401, an agent 403, unknown 404', async () => {
    const tournament = await daily();
    expect(
      (await backend.call('GET', `/member/tournament/${tournament.id}/leaderboard`)).status,
    ).toBe(200);
    expect(await backend.statusOf('GET', `/member/tournament/${tournament.id}/standing`)).toBe(401);
    const agent = await backend.signInAgent();
    expect(
      await backend.statusOf('GET', `/member/tournament/${tournament.id}/standing`, {
        token: agent,
      }),
    ).toBe(403);
    expect(await backend.statusOf('GET', '/member/tournament/9999')).toBe(404);
    expect(await backend.statusOf('GET', '/member/tournament/9999/leaderboard')).toBe(404);
  });

  it('an upcoming tournament has nobody on its board yet', async () => {
    const [upcoming] = await tournaments('upcoming');
    expect(upcoming).toBeDefined();
    expect(await board(upcoming!.id)).toMatchObject({
      status: 'upcoming',
      entrants: 0,
      places: [],
    });
  });

  it('a prize’s trade record reads in the member’s language', () => {
    expect(fakeText('Tournament prize: Daily Slot Sprint, place 1', 'th')).toBe(
      'รางวัลทัวร์นาเมนต์: สล็อตสปรินต์รายวัน อันดับที่ 1',
    );
    expect(fakeText('Predictor prize: round 12, place 2', 'zh-CN')).toBe(
      '赛事竞猜奖金：第 12 轮，第 2 名',
    );
  });
});
