// @vitest-environment node
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { advanceClock, nowSeconds } from '../lib/clock.ts';
import {
  drawRoll,
  pickPrize,
  PROBABILITY_UNITS,
  probabilitiesAddUp,
  PROMOTION_FUND,
} from '../lib/engage-rules.ts';
import { balanceOf, totalMoney } from '../lib/ledger.ts';
import { TRADE_TYPE } from '../lib/payments-ledger.ts';
import { startOfToday } from '../lib/site-time.ts';
import { PROMO } from '../seed/engage.ts';
import { type Envelope, installFakeBackend, type Page } from '../test-utils.ts';

const backend = installFakeBackend();
const DAY_MS = 86_400_000;

type Application = {
  id: number;
  promotion_id: number;
  type: number;
  amount: string;
  bonus: string;
  status: number;
};

type CheckInCycle = {
  checked_today: boolean;
  streak: number;
  today_reward: string;
  days: { day: number; checked: boolean; is_today: boolean }[];
};

const ctx = () => backend.fake().ctx;
/** Applies for a promotion with an amount, under a fresh idempotency key. */
const applyTo = <T = null>(token: string, promotionId: number, amount: string) =>
  backend.call<Envelope<T>>('POST', `/member/promotion/${promotionId}/apply`, {
    token,
    body: { amount },
    headers: { 'Idempotency-Key': backend.key() },
  });
/** A member registered just now who made one deposit (a first-deposit bonus is theirs to claim). */
async function newcomerWithDeposit(amount: string, username = 'newcomer1'): Promise<string> {
  const token = await backend.register(username);
  await backend.depositMade(token, amount);
  return token;
}
const moneyOf = (id: number) =>
  new Decimal(ctx().db.accounts.findFirst((q) => q.where({ id }))?.money ?? '0');

describe('fake backend: promotion list and detail', () => {
  it('lists promotions of every type, paged and filterable by type', async () => {
    const all = await backend.call<
      Envelope<
        Page<{
          id: number;
          type: number;
          recurrence: number;
          can_apply: boolean;
          banner_url: string;
        }>
      >
    >('GET', '/member/promotion/list', { query: { page_size: 30 } });
    expect(all.status).toBe(200);
    expect(new Set(all.body.data.list.map((p) => p.type))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
    expect(new Set(all.body.data.list.map((p) => p.recurrence))).toEqual(new Set([1, 2, 3, 4]));
    // Guests never may apply; banners live under /storage/promotions/<id>.svg.
    expect(
      all.body.data.list.every(
        (p) => !p.can_apply && p.banner_url.includes(`/storage/promotions/${p.id}.svg?title=`),
      ),
    ).toBe(true);
    const roulette = await backend.call<Envelope<Page<{ type: number }>>>(
      'GET',
      '/member/promotion/list',
      { query: { type: 5 } },
    );
    expect(roulette.body.data.list.map((p) => p.type)).toEqual([5]);
    const paged = await backend.call<Envelope<Page<unknown>>>('GET', '/member/promotion/list', {
      query: { page: 2, page_size: 15 },
    });
    expect(paged.body.data.meta).toMatchObject({ page: 2, page_size: 15 });
    const bad = await backend.call('GET', '/member/promotion/list', { query: { type: 9 } });
    expect(bad.status).toBe(422);
  });

  it('shows can_apply per member and 404 for an unknown promotion', async () => {
    const token = await newcomerWithDeposit('500.00');
    const detail = await backend.call<
      Envelope<{ can_apply: boolean; content: string; rules: string[] }>
    >('GET', `/member/promotion/${PROMO.WELCOME}`, { token });
    expect(detail.status).toBe(200);
    expect(detail.body.data.can_apply).toBe(true);
    // The first-deposit bonus is not offered to a member with many deposits.
    const regular = await backend.call<Envelope<{ can_apply: boolean }>>(
      'GET',
      `/member/promotion/${PROMO.WELCOME}`,
      { token: await backend.signIn() },
    );
    expect(regular.body.data.can_apply).toBe(false);
    expect(detail.body.data.content).toContain('<h2>');
    expect(await backend.statusOf('GET', '/member/promotion/999', { token })).toBe(404);
  });
});

describe('fake backend: a first-deposit bonus is for a first deposit only (issue 34)', () => {
  type Summary = { id: number; can_apply: boolean; not_eligible?: string };
  const welcomeFor = async (token: string) => {
    const list = await backend.call<Envelope<Page<Summary>>>('GET', '/member/promotion/list', {
      token,
      query: { page_size: 30 },
    });
    return list.body.data.list.find((promotion) => promotion.id === PROMO.WELCOME);
  };

  it('is not offered to a member with deposits since the first, and applying is refused with FIRST_DEPOSIT_MADE', async () => {
    const demo = await backend.signIn();
    expect(await welcomeFor(demo)).toMatchObject({
      can_apply: false,
      not_eligible: 'FIRST_DEPOSIT_MADE',
    });
    const detail = await backend.call<Envelope<Summary>>(
      'GET',
      `/member/promotion/${PROMO.WELCOME}`,
      { token: demo },
    );
    expect(detail.body.data.not_eligible).toBe('FIRST_DEPOSIT_MADE');
    const before = moneyOf(10001);
    const refused = await applyTo(demo, PROMO.WELCOME, '500.00');
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('FIRST_DEPOSIT_MADE');
    expect(refused.body.errors?.amount).toHaveLength(1);
    expect(moneyOf(10001)).toEqual(before);
  });

  it('a newcomer may claim it on the first deposit; before any deposit it asks for one', async () => {
    const none = await backend.register('newcomer7');
    expect((await welcomeFor(none))?.not_eligible).toBeUndefined();
    const early = await applyTo(none, PROMO.WELCOME, '500.00');
    expect(early.body.code).toBe('DEPOSIT_REQUIRED');
    const first = await newcomerWithDeposit('500.00', 'newcomer8');
    expect(await welcomeFor(first)).toMatchObject({ can_apply: true });
    expect((await welcomeFor(first))?.not_eligible).toBeUndefined();
  });
});

describe('fake backend: applyPromotion', () => {
  it('applyPromotion: amount within the apply min/max else 422 errors.amount', async () => {
    const token = await newcomerWithDeposit('5000.00');
    for (const amount of ['99.99', '5000.01', '-5.00']) {
      const result = await backend.call<Envelope<null>>(
        'POST',
        `/member/promotion/${PROMO.WELCOME}/apply`,
        { token, body: { amount }, headers: { 'Idempotency-Key': backend.key() } },
      );
      expect(result.status).toBe(422);
      expect(result.body.errors?.amount?.[0]).toBe('The amount must be between 100.00 and 5000.00');
    }
    const within = await applyTo<Application>(token, PROMO.WELCOME, '5000.00');
    expect(within.status).toBe(200);
    expect(within.body.data).toMatchObject({
      promotion_id: PROMO.WELCOME,
      amount: '5000.00',
      bonus: '5000.00',
      status: 1,
    });
  });

  it('applyPromotion: idempotent (a retried key applies once and answers the same)', async () => {
    const token = await backend.signIn();
    await backend.depositMade(token, '1000.00');
    const before = moneyOf(10001);
    const total = totalMoney(ctx());
    const key = backend.key();
    const call = () =>
      backend.call<Envelope<Application>>(
        'POST',
        `/member/promotion/${PROMO.WEEKEND_RELOAD}/apply`,
        { token, body: { amount: '1000.00' }, headers: { 'Idempotency-Key': key } },
      );
    const first = await call();
    const second = await call();
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.data.id).toBe(first.body.data.id);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    // 50% of 1000.00, credited once from the promotion fund; money is conserved.
    expect(first.body.data).toMatchObject({ bonus: '500.00', status: 2 });
    expect(moneyOf(10001).minus(before).toFixed(2)).toBe('500.00');
    expect(totalMoney(ctx()).equals(total)).toBe(true);
    const mine = await backend.call<Envelope<Page<Application>>>('GET', '/member/promotion/my', {
      token,
    });
    expect(mine.body.data.list.filter((a) => a.id === first.body.data.id)).toHaveLength(1);
    // One trade record (Bonus) for the credit, none for the replay.
    const trades = ctx()
      .db.tradeRecords.findMany((q) => q.where({ account_id: 10001, type: TRADE_TYPE.BONUS }))
      .filter((t) => t.remark === 'Weekend Reload 50% bonus');
    expect(trades.map((t) => t.amount)).toEqual(['500.00']);
  });

  it('applyPromotion: one-time promotions cannot be applied twice (422)', async () => {
    const token = await newcomerWithDeposit('500.00');
    const first = await applyTo(token, PROMO.WELCOME, '500.00');
    expect(first.status).toBe(200);
    const again = await applyTo(token, PROMO.WELCOME, '500.00');
    expect(again.status).toBe(422);
    expect(again.body.errors?.amount?.[0]).toMatch(/already applied/);
    const detail = await backend.call<Envelope<{ can_apply: boolean }>>(
      'GET',
      `/member/promotion/${PROMO.WELCOME}`,
      { token },
    );
    expect(detail.body.data.can_apply).toBe(false);
  });

  it('applyPromotion: a daily promotion can be applied again the next day', async () => {
    const token = await backend.signIn();
    await backend.depositMade(token, '200.00');
    const apply = () => applyTo(token, PROMO.DAILY_RELOAD, '200.00');
    expect((await apply()).status).toBe(200);
    expect((await apply()).status).toBe(422);
    advanceClock(DAY_MS);
    const signedInAgain = await backend.signIn();
    await backend.depositMade(signedInAgain, '200.00');
    const next = await applyTo(signedInAgain, PROMO.DAILY_RELOAD, '200.00');
    expect(next.status).toBe(200);
  });

  it('applyPromotion: a weekly promotion is refused again within the week, on the fake clock, and open the next week', async () => {
    const token = await backend.signIn();
    await backend.depositMade(token, '300.00');
    expect((await applyTo(token, PROMO.WEEKEND_RELOAD, '300.00')).status).toBe(200);
    const again = await applyTo(token, PROMO.WEEKEND_RELOAD, '300.00');
    expect(again.status).toBe(422);
    expect(again.body.errors?.amount?.[0]).toBe(
      'You have already applied for this promotion in the current period.',
    );
    advanceClock(7 * DAY_MS);
    const nextWeek = await backend.signIn();
    await backend.depositMade(nextWeek, '300.00');
    expect((await applyTo(nextWeek, PROMO.WEEKEND_RELOAD, '300.00')).status).toBe(200);
  });

  it('applyPromotion: a monthly promotion is refused again within the month and open the next month', async () => {
    const token = await backend.signIn();
    const first = await applyTo(token, PROMO.MONTHLY_CASHBACK, '600.00');
    // The seed's application of this month (Pending) may already hold the month's claim.
    if (first.status === 200)
      expect((await applyTo(token, PROMO.MONTHLY_CASHBACK, '600.00')).status).toBe(422);
    else expect(first.status).toBe(422);
    advanceClock(32 * DAY_MS);
    expect((await applyTo(await backend.signIn(), PROMO.MONTHLY_CASHBACK, '600.00')).status).toBe(
      200,
    );
  });

  it('the listed apply terms give the rollover the application requires: (amount + bonus) x multiplier', async () => {
    const token = await backend.signIn();
    const list = await backend.call<
      Envelope<
        Page<{
          id: number;
          bonus_percent?: string;
          bonus_cap?: string;
          rollover_multiplier?: number;
        }>
      >
    >('GET', '/member/promotion/list', { token, query: { page_size: 30 } });
    await backend.depositMade(token, '1000.00');
    const weekend = list.body.data.list.find((p) => p.id === PROMO.WEEKEND_RELOAD);
    expect(weekend).toMatchObject({
      bonus_percent: '50',
      bonus_cap: '2000.00',
      rollover_multiplier: 8,
    });
    const applied = await applyTo<{ bonus: string; rollover: { required: string } }>(
      token,
      PROMO.WEEKEND_RELOAD,
      '1000.00',
    );
    expect(applied.body.data.bonus).toBe('500.00');
    expect(applied.body.data.rollover.required).toBe('12000.00');
  });

  it('applyPromotion: promotions without an apply amount, ended ones, missing keys and unknown ids are refused', async () => {
    const token = await backend.signIn();
    const roulette = await applyTo(token, PROMO.ROULETTE, '100.00');
    expect(roulette.status).toBe(422);
    expect(roulette.body.errors?.amount).toBeDefined();
    const ended = await applyTo(token, PROMO.ENDED, '888.00');
    expect(ended.status).toBe(422);
    const noKey = await backend.call<Envelope<null>>(
      'POST',
      `/member/promotion/${PROMO.WELCOME}/apply`,
      { token, body: { amount: '500.00' } },
    );
    expect(noKey.status).toBe(400);
    expect(noKey.body.errors?.['Idempotency-Key']).toBeDefined();
    const missing = await backend.call('POST', '/member/promotion/999/apply', {
      token,
      body: { amount: '500.00' },
      headers: { 'Idempotency-Key': backend.key() },
    });
    expect(missing.status).toBe(404);
    const badBody = await backend.call<Envelope<null>>(
      'POST',
      `/member/promotion/${PROMO.WELCOME}/apply`,
      { token, body: { amount: 500 }, headers: { 'Idempotency-Key': backend.key() } },
    );
    expect(badBody.status).toBe(422);
    expect(badBody.body.errors?.amount).toBeDefined();
  });

  it('lists my applications in several statuses, newest first, filterable by status', async () => {
    const token = await backend.signIn();
    const mine = await backend.call<Envelope<Page<Application & { created_at: number }>>>(
      'GET',
      '/member/promotion/my',
      { token },
    );
    expect(new Set(mine.body.data.list.map((a) => a.status))).toEqual(new Set([1, 2, 3, 4, 5]));
    const times = mine.body.data.list.map((a) => a.created_at);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const approved = await backend.call<Envelope<Page<Application>>>(
      'GET',
      '/member/promotion/my',
      { token, query: { status: 2 } },
    );
    expect(approved.body.data.list.every((a) => a.status === 2)).toBe(true);
    const filtered = await backend.call<Envelope<Page<Application>>>(
      'GET',
      '/member/promotion/my',
      { token, query: { q: JSON.stringify({ bonus: { gte: 500 } }) } },
    );
    expect(filtered.body.data.list.every((a) => Number(a.bonus) >= 500)).toBe(true);
    expect(
      await backend.statusOf('GET', '/member/promotion/my', { token, query: { q: '{oops' } }),
    ).toBe(422);
  });
});

describe('fake backend: an application’s rollover is counted from recorded bets', () => {
  type Mine = Application & { rollover: { current: string; required: string } };
  const mine = async (token: string, id: number) =>
    (
      await backend.call<Envelope<Page<Mine>>>('GET', '/member/promotion/my', { token })
    ).body.data.list.find((application) => application.id === id);
  const holds = async (token: string) =>
    (
      await backend.call<Envelope<{ rollover_holds: { application_id: number }[] }>>(
        'GET',
        '/member/withdraw/info',
        { token },
      )
    ).body.data.rollover_holds.map((hold) => hold.application_id);

  it('rollover: the valid bets settled after approval count, the oldest running bonus first, each capped at its requirement; reaching it completes the application and frees its bonus', async () => {
    // A tournament ending meanwhile would pay a prize that is a bonus with a rollover of its own.
    backend.withoutTournaments();
    const token = await backend.signIn();
    await backend.depositMade(token, '1000.00');
    const applied = await applyTo<Mine>(token, PROMO.WEEKEND_RELOAD, '1000.00');
    expect(applied.status).toBe(200);
    const { id } = applied.body.data;
    const required = new Decimal(applied.body.data.rollover.required);
    // The member's 161 seeded bets were settled before it: none counts.
    expect(await mine(token, id)).toMatchObject({ status: 2, rollover: { current: '0.00' } });
    expect(await holds(token)).toContain(id);
    const list = (
      await backend.call<Envelope<Page<Mine>>>('GET', '/member/promotion/my', { token })
    ).body.data.list;
    const older = list.filter((application) => application.status === 2 && application.id !== id);
    expect(older.length).toBeGreaterThan(0);
    const olderLeft = older.reduce(
      (sum, application) =>
        sum.plus(application.rollover.required).minus(application.rollover.current),
      new Decimal(0),
    );
    advanceClock(60_000);

    // An open bet does not count, nor another member's bet.
    await backend.recordBet(10001, { validBet: '800.00', settled: false });
    await backend.recordBet(10003, { validBet: '90000.00' });
    expect((await mine(token, id))?.rollover.current).toBe('0.00');
    // A settled bet counts its valid bet (not its stake): the older bonuses are wagered first,
    // what is left of the bet goes to this one.
    await backend.recordBet(10001, {
      validBet: olderLeft.plus(1000).toFixed(2),
      betAmount: olderLeft.plus(1200).toFixed(2),
    });
    for (const application of older)
      expect(await mine(token, application.id)).toMatchObject({
        status: 4,
        rollover: { current: application.rollover.required },
      });
    expect(await mine(token, id)).toMatchObject({ status: 2, rollover: { current: '1000.00' } });

    // The rest of its requirement and more: capped at it, Completed, no longer held back.
    await backend.recordBet(10001, { validBet: required.toFixed(2) });
    expect(await mine(token, id)).toMatchObject({
      status: 4,
      rollover: { current: required.toFixed(2), required: required.toFixed(2) },
    });
    expect(await holds(token)).toEqual([]);
  });
});

describe('fake backend: promo codes', () => {
  it('redeemPromoCode: a valid code credits its bonus once; used, expired and unknown codes answer 422 errors.code', async () => {
    const token = await backend.signIn();
    const before = moneyOf(10001);
    const key = backend.key();
    const redeemed = await backend.call<Envelope<Application>>('POST', '/member/promotion/code', {
      token,
      body: { code: 'welcome100' },
      headers: { 'Idempotency-Key': key },
    });
    expect(redeemed.status).toBe(200);
    expect(redeemed.body.data).toMatchObject({ type: 7, bonus: '100.00', status: 2 });
    const replay = await backend.call<Envelope<Application>>('POST', '/member/promotion/code', {
      token,
      body: { code: 'welcome100' },
      headers: { 'Idempotency-Key': key },
    });
    expect(replay.body.data.id).toBe(redeemed.body.data.id);
    expect(moneyOf(10001).minus(before).toFixed(2)).toBe('100.00');
    for (const code of ['WELCOME100', 'LUCKY88', 'MOONCAKE2025', 'NOSUCHCODE']) {
      const refused = await backend.call<Envelope<null>>('POST', '/member/promotion/code', {
        token,
        body: { code },
        headers: { 'Idempotency-Key': backend.key() },
      });
      expect(refused.status).toBe(422);
      expect(refused.body.errors?.code).toEqual([
        'This promo code is invalid or has already been used',
      ]);
    }
    const malformed = await backend.call<Envelope<null>>('POST', '/member/promotion/code', {
      token,
      body: { code: 'has spaces!' },
      headers: { 'Idempotency-Key': backend.key() },
    });
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors?.code).toBeDefined();
  });
});

describe('fake backend: check-in', () => {
  it('checkInPromotion once per day by the fake clock (409 when already checked in today)', async () => {
    const token = await backend.signIn();
    const cycle = await backend.get<CheckInCycle>('/member/promotion/checkin', token);
    expect(cycle.status).toBe(200);
    expect(cycle.body.data).toMatchObject({
      checked_today: false,
      streak: 2,
      today_reward: '10.00',
    });
    expect(cycle.body.data.days.find((d) => d.is_today)?.day).toBe(3);
    const before = moneyOf(10001);
    const first = await backend.call<Envelope<{ day: number; reward: string; streak: number }>>(
      'POST',
      '/member/promotion/checkin',
      { token, headers: { 'Idempotency-Key': backend.key() } },
    );
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ day: 3, reward: '10.00', streak: 3 });
    expect(moneyOf(10001).minus(before).toFixed(2)).toBe('10.00');
    const second = await backend.call<Envelope<null>>('POST', '/member/promotion/checkin', {
      token,
      headers: { 'Idempotency-Key': backend.key() },
    });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('ALREADY_CHECKED_IN');
    const after = await backend.call<Envelope<{ checked_today: boolean; streak: number }>>(
      'GET',
      '/member/promotion/checkin',
      { token },
    );
    expect(after.body.data).toMatchObject({ checked_today: true, streak: 3 });
    advanceClock(DAY_MS);
    const nextDay = await backend.signIn();
    const tomorrow = await backend.call<Envelope<{ day: number; streak: number }>>(
      'POST',
      '/member/promotion/checkin',
      { token: nextDay, headers: { 'Idempotency-Key': backend.key() } },
    );
    expect(tomorrow.status).toBe(200);
    expect(tomorrow.body.data).toMatchObject({ day: 4, streak: 4 });
  });

  it('checkInPromotion: idempotent (a retried key answers the first outcome, not 409)', async () => {
    const token = await backend.signIn();
    const key = backend.key();
    const before = moneyOf(10001);
    const first = await backend.call<Envelope<{ checked_at: number }>>(
      'POST',
      '/member/promotion/checkin',
      { token, headers: { 'Idempotency-Key': key } },
    );
    const retry = await backend.call<Envelope<{ checked_at: number }>>(
      'POST',
      '/member/promotion/checkin',
      { token, headers: { 'Idempotency-Key': key } },
    );
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.body.data).toEqual(first.body.data);
    expect(moneyOf(10001).minus(before).toFixed(2)).toBe('10.00');
    const noKey = await backend.call<Envelope<null>>('POST', '/member/promotion/checkin', {
      token,
    });
    expect(noKey.status).toBe(400);
    expect(noKey.body.errors?.['Idempotency-Key']).toBeDefined();
  });

  it('missing a day restarts the streak at day 1', async () => {
    advanceClock(2 * DAY_MS);
    const later = await backend.signIn();
    const cycle = await backend.call<
      Envelope<{ streak: number; days: { day: number; is_today: boolean; checked: boolean }[] }>
    >('GET', '/member/promotion/checkin', { token: later });
    expect(cycle.body.data.streak).toBe(0);
    expect(cycle.body.data.days.find((d) => d.is_today)?.day).toBe(1);
    expect(cycle.body.data.days.some((d) => d.checked)).toBe(false);
  });
});

describe('fake backend: daily missions', () => {
  it('claimPromotionMission only when claimable (422 not reached, 409 already claimed)', async () => {
    const token = await backend.signIn();
    const missions = await backend.call<
      Envelope<{ list: { id: number; status: number; reward: string }[]; reset_at: number }>
    >('GET', '/member/promotion/missions', { token });
    expect(missions.status).toBe(200);
    expect(missions.body.data.reset_at).toBeGreaterThan(nowSeconds());
    const claimable = missions.body.data.list.find((m) => m.status === 2);
    const unclaimed = missions.body.data.list.find((m) => m.status === 1);
    const claimed = missions.body.data.list.find((m) => m.status === 3);
    if (!claimable || !unclaimed || !claimed)
      throw new Error('the seed has a mission in every status');
    const before = moneyOf(10001);
    const result = await backend.call<Envelope<{ mission: { status: number }; reward: string }>>(
      'POST',
      `/member/promotion/missions/${claimable.id}/claim`,
      { token, headers: { 'Idempotency-Key': backend.key() } },
    );
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({ mission: { status: 3 }, reward: claimable.reward });
    expect(moneyOf(10001).minus(before).toFixed(2)).toBe(new Decimal(claimable.reward).toFixed(2));
    const twice = await backend.call('POST', `/member/promotion/missions/${claimable.id}/claim`, {
      token,
      headers: { 'Idempotency-Key': backend.key() },
    });
    expect(twice.status).toBe(409);
    const early = await backend.call<Envelope<null>>(
      'POST',
      `/member/promotion/missions/${unclaimed.id}/claim`,
      { token, headers: { 'Idempotency-Key': backend.key() } },
    );
    expect(early.status).toBe(422);
    expect(early.body.code).toBe('MISSION_NOT_CLAIMABLE');
    expect(
      await backend.statusOf('POST', `/member/promotion/missions/${claimed.id}/claim`, {
        token,
        headers: { 'Idempotency-Key': backend.key() },
      }),
    ).toBe(409);
    // Another member's mission is as good as missing.
    const others = ctx().db.promotionMissions.findMany((q) => q.where({ account_id: 10003 }));
    expect(
      await backend.statusOf('POST', `/member/promotion/missions/${others[0]?.id ?? 999}/claim`, {
        token,
        headers: { 'Idempotency-Key': backend.key() },
      }),
    ).toBe(404);
  });
});

describe('fake backend: mission progress is counted from recorded bets and deposits', () => {
  type Mission = { id: number; title: string; progress: string; status: number; target: string };
  const missions = async (token: string) =>
    (
      await backend.call<Envelope<{ list: Mission[] }>>('GET', '/member/promotion/missions', {
        token,
      })
    ).body.data.list;
  const byTitle = (list: Mission[], title: string) => {
    const mission = list.find((m) => m.title === title);
    if (!mission) throw new Error(`no mission ${title}`);
    return mission;
  };

  it('a settled slots bet today moves the slots mission by its valid bet', async () => {
    const token = await backend.signIn();
    const before = byTitle(await missions(token), 'Bet 3,000.00 on slots today');
    const bet = ctx().db.betRecords.findFirst((q) => q.where({ account_id: 10001, game_type: 2 }));
    if (!bet) throw new Error('the seed has slots bets');
    const now = nowSeconds();
    await ctx().db.betRecords.create({
      ...bet,
      id: 990001,
      bet_no: 'TEST-990001',
      bet_amount: '250.00',
      valid_bet: '250.00',
      status: 2,
      result: 2,
      // Today's, also in a day's first minute.
      bet_at: Math.max(startOfToday(), now - 30),
      settled_at: Math.max(startOfToday(), now - 10),
    });
    // A pending bet, and another member's bet, do not count.
    await ctx().db.betRecords.create({
      ...bet,
      id: 990002,
      bet_no: 'TEST-990002',
      valid_bet: '0.00',
      status: 1,
      bet_at: now - 20,
      settled_at: undefined,
    });
    await ctx().db.betRecords.create({
      ...bet,
      id: 990003,
      account_id: 10003,
      bet_no: 'TEST-990003',
      valid_bet: '900.00',
      status: 2,
      bet_at: now - 20,
    });
    const after = byTitle(await missions(token), 'Bet 3,000.00 on slots today');
    expect(new Decimal(after.progress).minus(before.progress).toFixed(2)).toBe('250.00');
    expect(after.status).toBe(1);
  });

  it('a deposit that succeeds today completes the deposit mission, which is claimed once', async () => {
    // The seeded world is placed relative to now, and at some hours of the month one of the
    // demo's deposits falls today: this test starts from no deposit today.
    const today = startOfToday();
    ctx().db.deposits.deleteMany((q) =>
      q.where({ account_id: 10001, updated_at: (at) => at !== undefined && at >= today }),
    );
    const token = await backend.signIn();
    const title = 'Deposit 500.00 today';
    const start = byTitle(await missions(token), title);
    expect(start).toMatchObject({ progress: '0.00', status: 1 });
    const early = await backend.call<Envelope<null>>(
      'POST',
      `/member/promotion/missions/${start.id}/claim`,
      { token, headers: { 'Idempotency-Key': backend.key() } },
    );
    expect(early.status).toBe(422);
    const now = nowSeconds();
    const deposit = ctx().db.deposits.findFirst((q) => q.where({ account_id: 10001 }));
    if (!deposit) throw new Error('the seed has deposits');
    await ctx().db.deposits.create({
      ...deposit,
      id: 99901,
      order_no: 'DPTEST99901',
      amount: '600.00',
      actual_amount: '600.00',
      status: 2,
      credited: true,
      // Today's, also in a day's first minutes.
      created_at: Math.max(today, now - 120),
      updated_at: Math.max(today, now - 60),
    });
    const done = byTitle(await missions(token), title);
    expect(done).toMatchObject({ progress: '500.00', status: 2 });
    const before = moneyOf(10001);
    const claim = () =>
      backend.call<Envelope<{ mission: Mission; reward: string }>>(
        'POST',
        `/member/promotion/missions/${start.id}/claim`,
        { token, headers: { 'Idempotency-Key': backend.key() } },
      );
    const first = await claim();
    expect(first.status).toBe(200);
    expect(first.body.data.mission.status).toBe(3);
    expect(moneyOf(10001).minus(before).toFixed(2)).toBe('8.00');
    const second = await claim();
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('MISSION_ALREADY_CLAIMED');
    expect(moneyOf(10001).minus(before).toFixed(2)).toBe('8.00');
    expect(byTitle(await missions(token), title).status).toBe(3);
    // The next day the mission starts over: nothing deposited yet, nothing claimed.
    advanceClock(DAY_MS);
    const tomorrow = byTitle(await missions(await backend.signIn()), title);
    expect(tomorrow).toMatchObject({ progress: '0.00', status: 1 });
  });
});

describe('fake backend: red packet and roulette', () => {
  it('the total winning probability equals the stated total', async () => {
    const token = await backend.signIn();
    for (const id of [PROMO.RED_PACKET, PROMO.ROULETTE]) {
      const set = await backend.call<
        Envelope<{
          total_probability: string;
          prizes: { probability: string }[];
          draws_left: number;
        }>
      >('GET', `/member/promotion/${id}/prizes`, { token });
      expect(set.status).toBe(200);
      const sum = set.body.data.prizes.reduce(
        (acc, prize) => acc.plus(prize.probability),
        new Decimal(0),
      );
      expect(sum.equals(set.body.data.total_probability)).toBe(true);
      expect(probabilitiesAddUp(set.body.data.prizes, set.body.data.total_probability)).toBe(true);
      // Over every possible roll, exactly total_probability % of them win a prize.
      let wins = 0;
      for (let roll = 0; roll < PROBABILITY_UNITS; roll++)
        if (pickPrize(set.body.data.prizes, roll)) wins++;
      expect(
        new Decimal(wins)
          .dividedBy(PROBABILITY_UNITS)
          .times(100)
          .equals(set.body.data.total_probability),
      ).toBe(true);
    }
    expect(
      await backend.statusOf('GET', `/member/promotion/${PROMO.WELCOME}/prizes`, { token }),
    ).toBe(404);
  });

  it('drawPromotionPrize picks by the probability set with a seeded PRNG, credits the prize and counts draws', async () => {
    const token = await backend.signIn();
    const prizes = ctx().db.promotionPrizes.findMany(
      (q) => q.where({ promotion_id: PROMO.RED_PACKET }),
      { orderBy: { sort: 'asc' } },
    );
    const fundBefore = balanceOf(ctx(), PROMOTION_FUND);
    const total = totalMoney(ctx());
    const before = moneyOf(10001);
    let won = new Decimal(0);
    // The seed used one of today's 3 red packets; the draw index counts every draw so far.
    for (let index = 1; index <= 2; index++) {
      const expected = pickPrize(prizes, drawRoll(10001, PROMO.RED_PACKET, index));
      const draw = await backend.call<
        Envelope<{ won: boolean; prize?: { id: number; amount: string }; draws_left: number }>
      >('POST', `/member/promotion/${PROMO.RED_PACKET}/draw`, {
        token,
        headers: { 'Idempotency-Key': backend.key() },
      });
      expect(draw.status).toBe(200);
      expect(draw.body.data.won).toBe(expected !== null);
      expect(draw.body.data.prize?.id).toBe(expected?.id);
      expect(draw.body.data.draws_left).toBe(2 - index);
      won = won.plus(expected?.amount ?? 0);
    }
    expect(moneyOf(10001).minus(before).equals(won)).toBe(true);
    expect(fundBefore.minus(balanceOf(ctx(), PROMOTION_FUND)).equals(won)).toBe(true);
    expect(totalMoney(ctx()).equals(total)).toBe(true);
    const none = await backend.call<Envelope<null>>(
      'POST',
      `/member/promotion/${PROMO.RED_PACKET}/draw`,
      { token, headers: { 'Idempotency-Key': backend.key() } },
    );
    expect(none.status).toBe(422);
    expect(none.body.code).toBe('NO_DRAWS_LEFT');
    const set = await backend.call<Envelope<{ draws_left: number }>>(
      'GET',
      `/member/promotion/${PROMO.RED_PACKET}/prizes`,
      { token },
    );
    expect(set.body.data.draws_left).toBe(0);
  });

  it('drawPromotionPrize: a retried key answers the same prize and draws once', async () => {
    const token = await backend.signIn();
    const key = backend.key();
    const first = await backend.call<Envelope<{ draw_id: number; draws_left: number }>>(
      'POST',
      `/member/promotion/${PROMO.ROULETTE}/draw`,
      { token, headers: { 'Idempotency-Key': key } },
    );
    const retry = await backend.call<Envelope<{ draw_id: number; draws_left: number }>>(
      'POST',
      `/member/promotion/${PROMO.ROULETTE}/draw`,
      { token, headers: { 'Idempotency-Key': key } },
    );
    expect(retry.body.data).toEqual(first.body.data);
    const set = await backend.call<Envelope<{ draws_left: number }>>(
      'GET',
      `/member/promotion/${PROMO.ROULETTE}/prizes`,
      { token },
    );
    expect(set.body.data.draws_left).toBe(first.body.data.draws_left);
  });
});

describe('fake backend: red packets in the user info', () => {
  type RedPacket = { id: number; promotion_id: number; amount: string; expires_at: number | null };
  const redPackets = async (token: string) =>
    (
      await backend.call<Envelope<{ red_packet: RedPacket[] }>>('GET', '/member/userprofile', {
        token,
      })
    ).body.data.red_packet;

  it('lists one packet per red packet draw left; opening one wins its amount and takes it off the list', async () => {
    const token = await backend.signIn();
    const waiting = await redPackets(token);
    // The seed used one of today's 3 red packets.
    expect(waiting).toHaveLength(2);
    expect(waiting.every((packet) => packet.promotion_id === PROMO.RED_PACKET)).toBe(true);
    expect(new Set(waiting.map((packet) => packet.id)).size).toBe(2);
    // A daily packet expires at the end of today on the site's clock.
    expect(waiting[0]?.expires_at).toBeGreaterThan(nowSeconds());
    expect(waiting[0]?.expires_at).toBeLessThanOrEqual(nowSeconds() + 86_400);
    const draw = await backend.call<Envelope<{ won: boolean; prize?: { amount: string } }>>(
      'POST',
      `/member/promotion/${PROMO.RED_PACKET}/draw`,
      { token, headers: { 'Idempotency-Key': backend.key() } },
    );
    expect(draw.body.data.prize?.amount ?? '0.00').toBe(waiting[0]?.amount);
    expect(await redPackets(token)).toEqual([waiting[1]]);
  });

  it('spec §5: a prize set whose probabilities do not total the stated total is neither served, drawn nor listed', async () => {
    const token = await backend.signIn();
    await ctx().db.promotionPrizes.update((q) => q.where({ id: 1 }), {
      data(prize) {
        prize.probability = '49.5';
      },
    });
    const served = await backend.call<Envelope<null>>(
      'GET',
      `/member/promotion/${PROMO.RED_PACKET}/prizes`,
      { token },
    );
    expect(served.status).toBe(404);
    const before = moneyOf(10001);
    const drawn = await backend.call<Envelope<null>>(
      'POST',
      `/member/promotion/${PROMO.RED_PACKET}/draw`,
      { token, headers: { 'Idempotency-Key': backend.key() } },
    );
    expect(drawn.status).toBe(422);
    expect(drawn.body.code).toBe('PRIZE_SET_INVALID');
    expect(moneyOf(10001).equals(before)).toBe(true);
    expect(await redPackets(token)).toEqual([]);
    // The roulette's own set still adds up and is served.
    expect(
      await backend.statusOf('GET', `/member/promotion/${PROMO.ROULETTE}/prizes`, { token }),
    ).toBe(200);
  });

  it('refuses a draw in a promotion that has ended (PROMOTION_CLOSED)', async () => {
    const token = await backend.signIn();
    await ctx().db.promotions.update((q) => q.where({ id: PROMO.ROULETTE }), {
      data(promotion) {
        promotion.end_time = nowSeconds() - 60;
      },
    });
    const drawn = await backend.call<Envelope<null>>(
      'POST',
      `/member/promotion/${PROMO.ROULETTE}/draw`,
      { token, headers: { 'Idempotency-Key': backend.key() } },
    );
    expect(drawn.status).toBe(422);
    expect(drawn.body.code).toBe('PROMOTION_CLOSED');
  });
});

describe('fake backend: promotions need a session', () => {
  it('answers 401 without a session', async () => {
    const key = { 'Idempotency-Key': backend.key() };
    const calls: [string, string, unknown?][] = [
      ['GET', '/member/promotion/my'],
      ['POST', `/member/promotion/${PROMO.WELCOME}/apply`, { amount: '500.00' }],
      ['POST', '/member/promotion/code', { code: 'WELCOME100' }],
      ['GET', '/member/promotion/checkin'],
      ['POST', '/member/promotion/checkin'],
      ['GET', '/member/promotion/missions'],
      ['POST', '/member/promotion/missions/1/claim'],
      ['GET', `/member/promotion/${PROMO.ROULETTE}/prizes`],
      ['POST', `/member/promotion/${PROMO.ROULETTE}/draw`],
    ];
    for (const [method, path, body] of calls) {
      const result = await backend.call(method, path, { body, headers: key });
      expect(result.status, `${method} ${path}`).toBe(401);
    }
  });
});
