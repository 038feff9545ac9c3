// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CHANGE_DELAY_SECONDS } from '../../src/features/protection/model/rules.ts';
import type { Snapshot } from '../fake.ts';
import { advanceClock, nowSeconds, resetClock } from '../lib/clock.ts';
import { recordPlay } from '../lib/play.ts';
import { WITHDRAW_ONLY_OPERATIONS } from '../lib/protection.ts';
import { contractOperations, registeredOperations } from '../lib/route.ts';
import { ops } from '../lib/schemas.ts';
import { DEMO_BANK_CARD_ID, DEMO_WITHDRAW_PASSWORD } from '../seed/payments.ts';
import { type ErrorBody, installFakeBackend, refreshedToken } from '../test-utils.ts';

const backend = installFakeBackend();

interface MoneyLimit {
  kind: 'deposit' | 'loss';
  period: 'day' | 'week' | 'month';
  amount: string | null;
  used: string;
  remaining: string | null;
  resets_at: number | null;
  pending?: { amount: string | null; effective_at: number };
}
interface Settings {
  currency: string;
  deposit_limits: MoneyLimit[];
  loss_limits: MoneyLimit[];
  session_limit: {
    minutes: number | null;
    pending?: { minutes: number | null; effective_at: number };
  };
  reality_check_minutes: number | null;
  exclusion?: { kind: string; started_at: number; ends_at: number };
  offer_before_first_deposit: boolean;
}
interface Session {
  started_at: number;
  wagered: string;
  won: string;
  net: string;
  reality_check_due_at: number | null;
  ends_at: number | null;
  server_time: number;
}
type Refusal = ErrorBody & {
  limit?: { kind: string; period: string; remaining: string; resets_at: number | null };
  ends_at?: number;
};
type Answer<T> = { data: T } & Refusal;

/** Whether the contract lists a 423 answer for an operation (its generated response schema). */
const lists423 = (operationId: string) =>
  `${operationId.charAt(0).toUpperCase()}${operationId.slice(1)}423Response` in ops;

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

const settings = (token: string) =>
  backend.call<Answer<Settings>>('GET', '/member/protection', { token });

function setLimit(
  token: string,
  kind: 'deposit' | 'loss',
  period: 'day' | 'week' | 'month',
  amount: string | null,
) {
  return backend.call<Answer<Settings>>('PUT', `/member/protection/limits/${kind}/${period}`, {
    token,
    headers: { 'Idempotency-Key': backend.key() },
    body: { amount },
  });
}

function setSessionLimit(token: string, minutes: number | null) {
  return backend.call<Answer<Settings>>('PUT', '/member/protection/session-limit', {
    token,
    headers: { 'Idempotency-Key': backend.key() },
    body: { minutes },
  });
}

function exclude(token: string, body: Record<string, unknown>) {
  return backend.call<Answer<Settings>>('POST', '/member/protection/exclusion', {
    token,
    headers: { 'Idempotency-Key': backend.key() },
    body,
  });
}

function deposit(token: string, amount: string) {
  return backend.call<Answer<unknown>>('POST', '/member/deposit', {
    token,
    headers: { 'Idempotency-Key': backend.key() },
    body: { method_id: 12, amount },
  });
}

const depositLimit = (answer: Answer<Settings>, period: MoneyLimit['period']) =>
  answer.data.deposit_limits.find((limit) => limit.period === period);

/** A freshly registered member (no deposits, no bets): their token and account id. */
async function newMember(username: string): Promise<{ token: string; id: number }> {
  const token = await backend.register(username);
  const account = backend.fake().ctx.db.accounts.findFirst((q) => q.where({ username }));
  if (!account) throw new Error(`${username} was not registered`);
  return { token, id: account.id };
}

describe('fake backend: player protection', () => {
  it('starts every seeded member with no limits, no exclusion and the reality check off', async () => {
    const token = await backend.signIn();
    const answer = await settings(token);
    expect(answer.status).toBe(200);
    expect(answer.body.data.currency).toBe('PHP');
    for (const limit of [...answer.body.data.deposit_limits, ...answer.body.data.loss_limits]) {
      expect(limit.amount).toBeNull();
      expect(limit.remaining).toBeNull();
      expect(limit.pending).toBeUndefined();
    }
    expect(answer.body.data.session_limit).toEqual({ minutes: null });
    expect(answer.body.data.reality_check_minutes).toBeNull();
    expect(answer.body.data.exclusion).toBeUndefined();
    // The demo member has deposited: no offer before a first deposit.
    expect(answer.body.data.offer_before_first_deposit).toBe(false);
  });

  it('offers the tools before the first deposit until declined', async () => {
    const { token } = await newMember('offered01');
    expect((await settings(token)).body.data.offer_before_first_deposit).toBe(true);
    const declined = await backend.call<Answer<Settings>>(
      'POST',
      '/member/protection/offer/decline',
      { token },
    );
    expect(declined.status).toBe(200);
    expect(declined.body.data.offer_before_first_deposit).toBe(false);
  });

  it('lowest limit applies', async () => {
    const { token } = await newMember('lowest001');
    await setLimit(token, 'deposit', 'month', '1000.00');
    await setLimit(token, 'deposit', 'day', '300.00');
    expect((await deposit(token, '200')).status).toBe(200);
    const answer = await settings(token);
    // Day: 300 less 200; month: 1000 less 200. The day's 100 is what is left everywhere.
    expect(depositLimit(answer.body, 'day')).toMatchObject({ used: '200.00', remaining: '100.00' });
    expect(depositLimit(answer.body, 'month')).toMatchObject({
      used: '200.00',
      remaining: '100.00',
    });
    expect(depositLimit(answer.body, 'week')).toMatchObject({ amount: null, remaining: null });
    const refused = await deposit(token, '150');
    expect(refused.status).toBe(422);
    expect(refused.body.limit).toMatchObject({
      kind: 'deposit',
      period: 'day',
      remaining: '100.00',
    });
  });

  it('decrease at once', async () => {
    const token = await backend.signIn();
    const first = await setLimit(token, 'deposit', 'week', '5000.00');
    expect(first.status).toBe(200);
    expect(depositLimit(first.body, 'week')).toMatchObject({ amount: '5000.00' });
    expect(depositLimit(first.body, 'week')?.pending).toBeUndefined();
    const lower = await setLimit(token, 'deposit', 'week', '2000');
    expect(depositLimit(lower.body, 'week')).toMatchObject({ amount: '2000.00' });
    expect(depositLimit(lower.body, 'week')?.pending).toBeUndefined();
  });

  it('increase after 24 hours and cancelable', async () => {
    const token = await backend.signIn();
    await setLimit(token, 'loss', 'day', '100.00');
    const askedAt = nowSeconds();
    const raised = await setLimit(token, 'loss', 'day', '500.00');
    const day = raised.body.data.loss_limits[0];
    expect(day).toMatchObject({ amount: '100.00', pending: { amount: '500.00' } });
    expect(day?.pending?.effective_at).toBeGreaterThanOrEqual(askedAt + CHANGE_DELAY_SECONDS);
    expect(day?.pending?.effective_at).toBeLessThanOrEqual(nowSeconds() + CHANGE_DELAY_SECONDS);
    // Just before the 24 hours it is still pending; at them it applies.
    advanceClock((CHANGE_DELAY_SECONDS - 60) * 1000);
    const fresh = await backend.signIn();
    expect((await settings(fresh)).body.data.loss_limits[0]?.amount).toBe('100.00');
    advanceClock(61 * 1000);
    const applied = (await settings(fresh)).body.data.loss_limits[0];
    expect(applied).toMatchObject({ amount: '500.00' });
    expect(applied?.pending).toBeUndefined();
    // A removal waits too, and can be cancelled: the limit in force stays.
    const removal = await setLimit(fresh, 'loss', 'day', null);
    expect(removal.body.data.loss_limits[0]).toMatchObject({
      amount: '500.00',
      pending: { amount: null },
    });
    const cancelled = await backend.call<Answer<Settings>>(
      'DELETE',
      '/member/protection/limits/loss/day',
      { token: fresh },
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.loss_limits[0]?.pending).toBeUndefined();
    advanceClock(2 * DAY * 1000);
    const later = await backend.signIn();
    expect((await settings(later)).body.data.loss_limits[0]?.amount).toBe('500.00');
    const nothing = await backend.call('DELETE', '/member/protection/limits/loss/day', {
      token: later,
    });
    expect(nothing.status).toBe(404);
  });

  it('cancels a pending raise of a deposit limit', async () => {
    const token = await backend.signIn();
    await setLimit(token, 'deposit', 'month', '1000.00');
    await setLimit(token, 'deposit', 'month', '9000.00');
    const cancelled = await backend.call<Answer<Settings>>(
      'DELETE',
      '/member/protection/limits/deposit/month',
      { token },
    );
    expect(depositLimit(cancelled.body, 'month')).toMatchObject({ amount: '1000.00' });
    expect(depositLimit(cancelled.body, 'month')?.pending).toBeUndefined();
    advanceClock(2 * DAY * 1000);
    const later = await backend.signIn();
    expect(depositLimit((await settings(later)).body, 'month')?.amount).toBe('1000.00');
  });

  it('deposit refused over the limit with what remains', async () => {
    const { token } = await newMember('refused01');
    await setLimit(token, 'deposit', 'day', '300.00');
    const first = await backend.call<Answer<{ deposit: { created_at: number } }>>(
      'POST',
      '/member/deposit',
      {
        token,
        headers: { 'Idempotency-Key': backend.key() },
        body: { method_id: 12, amount: '200' },
      },
    );
    expect(first.status).toBe(200);
    const madeAt = first.body.data.deposit.created_at;
    const refused = await deposit(token, '150');
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('DEPOSIT_LIMIT_REACHED');
    expect(refused.body.limit).toEqual({
      kind: 'deposit',
      period: 'day',
      remaining: '100.00',
      resets_at: madeAt + DAY,
    });
    expect(refused.body.message).toMatch(
      /^You can deposit 100\.00 more until \d\d\/\d\d\/\d{4} \d\d:\d\d$/,
    );
    expect(refused.body.errors?.amount).toEqual([refused.body.message]);
    // What remains may be deposited; once the first deposit leaves the window, all of it again.
    expect((await deposit(token, '100')).status).toBe(200);
    expect((await deposit(token, '100')).body.limit?.remaining).toBe('0.00');
    advanceClock(DAY * 1000);
    const later = await backend.signIn('refused01', 'secret12');
    expect((await deposit(later, '300')).status).toBe(200);
  });

  it('answers deposit refusals in the request locale', async () => {
    const { token } = await newMember('locale001');
    await setLimit(token, 'deposit', 'day', '100.00');
    const refused = await backend.call<Refusal>('POST', '/member/deposit', {
      token,
      headers: { 'Idempotency-Key': backend.key() },
      body: { method_id: 12, amount: '150' },
      query: { locale: 'pt-BR' },
    });
    expect(refused.body.message).toBe('Você pode depositar mais 100.00');
  });

  it('loss limit refuses launch', async () => {
    const { token, id } = await newMember('losses001');
    await setLimit(token, 'loss', 'day', '100.00');
    await backend.recordBet(id, { validBet: '80.00', winLoss: '-80.00' });
    const launch = () =>
      backend.call<Refusal>('POST', '/member/game/launch', {
        token,
        headers: { 'Idempotency-Key': backend.key() },
        body: { game_id: 5001, platform: 1, is_mobile: false },
      });
    expect((await launch()).status).toBe(200);
    await backend.recordBet(id, { validBet: '30.00', winLoss: '-30.00' });
    const refused = await launch();
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('LOSS_LIMIT_REACHED');
    expect(refused.body.limit).toMatchObject({ kind: 'loss', period: 'day', remaining: '0.00' });
    const transfer = await backend.call<Refusal>('POST', '/member/game/transfer', {
      token,
      headers: { 'Idempotency-Key': backend.key() },
      body: { channel_id: 10021, amount: 10, type: 1 },
    });
    expect(transfer.status).toBe(422);
    expect(transfer.body.code).toBe('LOSS_LIMIT_REACHED');
    const settingsNow = await settings(token);
    expect(settingsNow.body.data.loss_limits[0]).toMatchObject({
      used: '110.00',
      remaining: '0.00',
    });
  });

  it('session limit ends the session with SESSION_LIMIT_REACHED', async () => {
    const token = await backend.signIn();
    const set = await setSessionLimit(token, 60);
    expect(set.body.data.session_limit).toEqual({ minutes: 60 });
    const session = await backend.get<Session>('/member/protection/session', token);
    expect(session.body.data.ends_at).toBe(session.body.data.started_at + 60 * 60);
    advanceClock(59 * 60 * 1000);
    expect((await settings(token)).status).toBe(200);
    advanceClock(60 * 1000);
    const ended = await settings(token);
    expect(ended.status).toBe(401);
    expect(ended.body.code).toBe('SESSION_LIMIT_REACHED');
    expect(ended.body.message).toBe(
      'Your session time limit has been reached. You have been signed out.',
    );
    const again = await backend.get('/member/userprofile', token);
    expect(again.status).toBe(401);
    expect(again.body.code).toBe('SESSION_LIMIT_REACHED');
    // A longer limit waits 24 hours; a new sign-in has its own hour.
    const next = await backend.signIn();
    expect((await settings(next)).status).toBe(200);
    const longer = await setSessionLimit(next, 120);
    expect(longer.body.data.session_limit).toMatchObject({
      minutes: 60,
      pending: { minutes: 120 },
    });
    const cancel = await backend.call<Answer<Settings>>(
      'DELETE',
      '/member/protection/session-limit',
      { token: next },
    );
    expect(cancel.body.data.session_limit).toEqual({ minutes: 60 });
  });

  it('reality check at the chosen interval that survives a reload', async () => {
    const { token, id } = await newMember('reality01');
    const set = await backend.call<Answer<Settings>>('PUT', '/member/protection/reality-check', {
      token,
      body: { minutes: 30 },
    });
    expect(set.body.data.reality_check_minutes).toBe(30);
    const first = await backend.get<Session>('/member/protection/session', token);
    const startedAt = first.body.data.started_at;
    expect(first.body.data.reality_check_due_at).toBe(startedAt + 30 * 60);
    await backend.recordBet(id, {
      validBet: '100.00',
      betAmount: '100.00',
      winLoss: '-40.00',
    });
    await backend.recordBet(id, {
      validBet: '50.00',
      betAmount: '50.00',
      winLoss: '25.00',
    });
    advanceClock(31 * 60 * 1000);
    // A reload asks again: the server's figures and due time have not moved back.
    const reloadedAt = nowSeconds();
    const reloaded = await backend.get<Session>('/member/protection/session', token);
    expect(reloaded.body.data).toEqual({
      started_at: startedAt,
      wagered: '150.00',
      won: '135.00',
      net: '-15.00',
      reality_check_due_at: startedAt + 30 * 60,
      ends_at: null,
      // The server's clock, which the site counts on: the reality check is due by it.
      // (a second may turn while it answers on a busy machine).
      server_time: expect.any(Number),
    });
    expect(reloaded.body.data?.server_time).toBeGreaterThanOrEqual(reloadedAt);
    expect(reloaded.body.data?.server_time).toBeLessThanOrEqual(nowSeconds());
    expect(reloaded.body.data?.server_time).toBeGreaterThanOrEqual(startedAt + 30 * 60);
    const acknowledgedAt = nowSeconds();
    const acknowledged = await backend.call<Answer<Session>>(
      'POST',
      '/member/protection/session/reality-check',
      { token },
    );
    // The next check is due 30 minutes after the acknowledgement, by the server's clock.
    expect(acknowledged.body.data.reality_check_due_at).toBeGreaterThanOrEqual(
      acknowledgedAt + 30 * 60,
    );
    expect(acknowledged.body.data.reality_check_due_at).toBeLessThanOrEqual(nowSeconds() + 30 * 60);
    // A reload of the browser's fake: its saved world (mocks/browser.ts) is restored on a page
    // whose clock starts at real time. The world keeps the clock's offset, so the session, its
    // figures and the next check are where they were.
    const savedAt = nowSeconds();
    const saved = JSON.stringify(backend.fake().snapshot());
    resetClock();
    expect(await backend.fake().restore(JSON.parse(saved) as Snapshot)).toBe(true);
    expect(nowSeconds()).toBeGreaterThanOrEqual(savedAt);
    // The call after the 31 minutes handed over a refreshed token, as the client keeps it.
    const current = refreshedToken(reloaded) ?? token;
    const restored = await backend.get<Session>('/member/protection/session', current);
    expect(restored.body.data).toMatchObject({
      started_at: startedAt,
      wagered: '150.00',
      reality_check_due_at: acknowledged.body.data.reality_check_due_at,
    });
    // The next check comes at its interval, not an interval after the reload.
    advanceClock(30 * 60 * 1000);
    const due = await backend.get<Session>('/member/protection/session', current);
    expect(due.body.data.reality_check_due_at).toBeLessThanOrEqual(nowSeconds());
  });

  it('time-out and self-exclusion refuse sign-in until their end and still allow the withdrawal', async () => {
    const token = await backend.signIn();
    const started = await exclude(token, { kind: 'timeout', duration: '72h', confirm: true });
    expect(started.status).toBe(200);
    const exclusion = started.body.data.exclusion;
    const endsAt = exclusion?.ends_at ?? 0;
    expect(exclusion?.kind).toBe('timeout');
    expect(endsAt - (exclusion?.started_at ?? 0)).toBe(3 * DAY);
    // The session ends with it.
    const after = await settings(token);
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ code: 'ACCOUNT_TIMED_OUT', ends_at: endsAt });
    // Sign-in answers the end date.
    const refused = await backend.signInAnswer();
    expect(refused.status).toBe(423);
    expect(refused.body).toMatchObject({ code: 'ACCOUNT_TIMED_OUT', ends_at: endsAt });
    // A withdraw-only sign-in may withdraw, and only that.
    const withdrawOnly = await backend.call<Answer<{ token: string }>>(
      'POST',
      '/member/auth/login',
      {
        body: {
          fingerprint: 'test-fingerprint-1',
          username: 'demo001',
          password: backend.encrypt('demo1234'),
          withdraw_only: true,
        },
      },
    );
    expect(withdrawOnly.status).toBe(200);
    const limited = withdrawOnly.body.data.token;
    expect((await backend.get('/member/withdraw/info', limited)).status).toBe(200);
    const withdrawal = await backend.call('POST', '/member/withdraw', {
      token: limited,
      headers: { 'Idempotency-Key': backend.key() },
      body: {
        amount: '500',
        bank_card_id: DEMO_BANK_CARD_ID,
        withdraw_password: backend.encrypt(DEMO_WITHDRAW_PASSWORD),
      },
    });
    expect(withdrawal.status).toBe(200);
    const play = await backend.call<Refusal>('POST', '/member/game/launch', {
      token: limited,
      headers: { 'Idempotency-Key': backend.key() },
      body: { game_id: 5001, platform: 1, is_mobile: false },
    });
    expect(play.status).toBe(423);
    expect(play.body).toMatchObject({ code: 'ACCOUNT_TIMED_OUT', ends_at: endsAt });
    const depositing = await deposit(limited, '500');
    expect(depositing.status).toBe(423);
    // The member cannot bring the end forward (their session may not even ask).
    expect(
      (await exclude(limited, { kind: 'timeout', duration: '24h', confirm: true })).status,
    ).toBe(423);
    // Until the end sign-in is refused; at the end it works again.
    advanceClock((endsAt - nowSeconds() - 60) * 1000);
    expect((await backend.signInAnswer()).status).toBe(423);
    advanceClock(61 * 1000);
    expect((await backend.signInAnswer()).status).toBe(200);

    // Self-exclusion: the same, with its own code, for months.
    const again = await backend.signIn();
    const self = await exclude(again, { kind: 'self_exclusion', duration: '6m', confirm: true });
    expect(self.status).toBe(200);
    const selfEnds = self.body.data.exclusion?.ends_at ?? 0;
    expect(selfEnds - nowSeconds()).toBeGreaterThan(180 * DAY);
    const signIn = await backend.signInAnswer();
    expect(signIn.status).toBe(423);
    expect(signIn.body).toMatchObject({ code: 'ACCOUNT_SELF_EXCLUDED', ends_at: selfEnds });
  });

  it('refuses bad input with field errors', async () => {
    const token = await backend.signIn();
    const negative = await setLimit(token, 'deposit', 'day', '-5.00');
    expect(negative.status).toBe(422);
    expect(negative.body.errors?.amount).toBeDefined();
    const yearTimeout = await exclude(token, { kind: 'timeout', duration: '1y', confirm: true });
    expect(yearTimeout.status).toBe(422);
    expect(yearTimeout.body.errors?.duration).toBeDefined();
    const unconfirmed = await exclude(token, { kind: 'timeout', duration: '24h', confirm: false });
    expect(unconfirmed.status).toBe(422);
    expect(unconfirmed.body.errors?.confirm).toBeDefined();
    const reality = await backend.call<Refusal>('PUT', '/member/protection/reality-check', {
      token,
      body: { minutes: 20 },
    });
    expect(reality.status).toBe(422);
    expect(reality.body.errors?.minutes).toBeDefined();
    // Nothing of it applied.
    expect((await settings(token)).body.data.exclusion).toBeUndefined();
  });

  it('a member cannot read or change another member’s protection', async () => {
    const demo = await backend.signIn();
    await setLimit(demo, 'deposit', 'day', '100.00');
    const friend = await backend.signIn('friend888', 'friend888');
    expect(depositLimit((await settings(friend)).body, 'day')?.amount).toBeNull();
    await setLimit(friend, 'deposit', 'day', '900.00');
    expect(depositLimit((await settings(demo)).body, 'day')?.amount).toBe('100.00');
    // An affiliate has no protection of a member, and a guest none at all.
    const agent = await backend.signInAgent();
    expect((await settings(agent)).status).toBe(403);
    expect((await backend.call('GET', '/member/protection')).status).toBe(401);
  });

  it('the ukgc setting refuses withdrawal cancel', async () => {
    await backend.fake().setScenario('jurisdiction-ukgc', true);
    const permissions = await backend.call<Answer<{ system: { jurisdiction?: string } }>>(
      'GET',
      '/member/feature_premission/info',
    );
    expect(permissions.body.data.system.jurisdiction).toBe('ukgc');
    const token = await backend.signIn();
    // The reality check is on by default for a member who never set it.
    expect((await settings(token)).body.data.reality_check_minutes).toBe(60);
    const made = await backend.call<Answer<{ id: number }>>('POST', '/member/withdraw', {
      token,
      headers: { 'Idempotency-Key': backend.key() },
      body: {
        amount: '500',
        bank_card_id: DEMO_BANK_CARD_ID,
        withdraw_password: backend.encrypt(DEMO_WITHDRAW_PASSWORD),
      },
    });
    expect(made.status).toBe(200);
    const cancel = await backend.call<Refusal>(
      'POST',
      `/member/withdraw/${made.body.data.id}/cancel`,
      {
        token,
        headers: { 'Idempotency-Key': backend.key() },
      },
    );
    expect(cancel.status).toBe(409);
    expect(cancel.body.code).toBe('WITHDRAWAL_CANCEL_NOT_ALLOWED');
    // Elsewhere the member may cancel.
    await backend.fake().setScenario('jurisdiction-ukgc', false);
    const allowed = await backend.call('POST', `/member/withdraw/${made.body.data.id}/cancel`, {
      token,
      headers: { 'Idempotency-Key': backend.key() },
    });
    expect(allowed.status).toBe(200);
  });

  it('history totals', async () => {
    const token = await backend.signIn();
    const history = await backend.get<{
      months: {
        month: string;
        deposits: string;
        withdrawals: string;
        net_deposits: string;
        wagered: string;
        won: string;
        net: string;
      }[];
      total: {
        month: string;
        deposits: string;
        net_deposits: string;
        wagered: string;
        won: string;
        net: string;
      };
    }>('/member/protection/history', token, { months: 12 });
    expect(history.status).toBe(200);
    const { months, total } = history.body.data;
    expect(months).toHaveLength(12);
    expect(months.map((month) => month.month)).toEqual(
      [...months.map((month) => month.month)].sort().reverse(),
    );
    expect(total.month).toBe(months.at(-1)?.month);
    const sum = (field: 'deposits' | 'wagered' | 'won') =>
      months.reduce((acc, month) => acc + Math.round(Number(month[field]) * 100), 0) / 100;
    expect(Number(total.deposits)).toBeCloseTo(sum('deposits'), 2);
    expect(Number(total.wagered)).toBeCloseTo(sum('wagered'), 2);
    expect(Number(total.net)).toBeCloseTo(sum('won') - sum('wagered'), 2);
    // The demo member has played this month.
    expect(Number(months[0]?.wagered)).toBeGreaterThan(0);
    const screen = await backend.get<{ months: unknown[] }>('/member/protection/history', token);
    expect(screen.body.data.months).toHaveLength(3);
    const tooMany = await backend.get('/member/protection/history', token, { months: 13 });
    expect(tooMany.status).toBe(422);
  });

  it('the mga setting is in the permission system section and keeps the offer as it is', async () => {
    const jurisdiction = async () =>
      (
        await backend.call<Answer<{ system: { jurisdiction?: string } }>>(
          'GET',
          '/member/feature_premission/info',
        )
      ).body.data.system.jurisdiction;
    expect(await jurisdiction()).toBe('default');
    await backend.fake().setScenario('jurisdiction-ukgc', true);
    await backend.fake().setScenario('jurisdiction-mga', true);
    // One jurisdiction at a time.
    expect(await jurisdiction()).toBe('mga');
    expect(backend.fake().scenarios.active.has('jurisdiction-ukgc')).toBe(false);
    const { token } = await newMember('maltese01');
    const answer = await settings(token);
    expect(answer.body.data.offer_before_first_deposit).toBe(true);
    expect(answer.body.data.reality_check_minutes).toBeNull();
    await backend.fake().setScenario('jurisdiction-mga', false);
    expect(await jurisdiction()).toBe('default');
  });

  it('recordPlay records a settled bet for the signed-in member, which the session counts', async () => {
    const { token, id } = await newMember('player001');
    const recorded = await recordPlay(backend.fake().ctx, { stake: '25', payout: 60 });
    expect(recorded).toMatchObject({ account_id: id });
    const session = await backend.get<Session>('/member/protection/session', token);
    expect(session.body.data).toMatchObject({ wagered: '25.00', won: '60.00', net: '35.00' });
    expect(await recordPlay(backend.fake().ctx, { stake: '-5', payout: 0 })).toBeNull();
  });

  it('a withdraw-only session is refused only where the contract lists 423', () => {
    for (const operationId of WITHDRAW_ONLY_OPERATIONS)
      expect(contractOperations.has(operationId), operationId).toBe(true);
    expect(lists423('createDeposit')).toBe(true);
    expect(lists423('createWithdrawal')).toBe(false);
    for (const [operationId, auth] of registeredOperations) {
      if (auth !== 'member' && auth !== 'any') continue;
      const refusable = !WITHDRAW_ONLY_OPERATIONS.has(operationId);
      expect(`${operationId} 423: ${lists423(operationId)}`).toBe(
        `${operationId} 423: ${refusable}`,
      );
    }
  });
});
