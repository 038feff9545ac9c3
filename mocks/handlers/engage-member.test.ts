// @vitest-environment node
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { advanceClock, nowSeconds } from '../lib/clock.ts';
import { type Envelope, installFakeBackend, type Page } from '../test-utils.ts';

const backend = installFakeBackend();

type Message = { id: number; box: number; read_status: number; created_at: number; title: string };
type Unread = { inbox: number; letter: number; total: number };
type ReferralDetail = {
  referral_code: string;
  invite_url: string;
  invited_count: number;
  active_count: number;
  total_reward: string;
};

const ctx = () => backend.fake().ctx;
const IMAGE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('fake backend: messages', () => {
  it('lists inbox and letters, read and unread, newest first, filterable by read status', async () => {
    const token = await backend.signIn();
    const inbox = await backend.call<Envelope<Page<Message>>>('GET', '/member/message/inbox', {
      token,
    });
    expect(inbox.status).toBe(200);
    expect(inbox.body.data.list.every((m) => m.box === 1)).toBe(true);
    expect(new Set(inbox.body.data.list.map((m) => m.read_status))).toEqual(new Set([1, 2]));
    const times = inbox.body.data.list.map((m) => m.created_at);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const letters = await backend.call<Envelope<Page<Message>>>('GET', '/member/message/letters', {
      token,
      query: { read_status: 2 },
    });
    expect(letters.body.data.list.length).toBeGreaterThan(0);
    expect(letters.body.data.list.every((m) => m.box === 2 && m.read_status === 2)).toBe(true);
    const bad = await backend.call('GET', '/member/message/inbox', {
      token,
      query: { read_status: 3 },
    });
    expect(bad.status).toBe(422);
  });

  it('reading one (getMessage) marks it read and the unread counts follow', async () => {
    const token = await backend.signIn();
    const counts = await backend.call<Envelope<Unread>>('GET', '/member/message/unread_count', {
      token,
    });
    expect(counts.body.data.total).toBe(counts.body.data.inbox + counts.body.data.letter);
    expect(counts.body.data.inbox).toBeGreaterThan(0);
    const unread = await backend.call<Envelope<Page<Message>>>('GET', '/member/message/inbox', {
      token,
      query: { read_status: 2 },
    });
    const first = unread.body.data.list[0];
    if (!first) throw new Error('the seed has unread inbox messages');
    const opened = await backend.call<Envelope<Message>>('GET', `/member/message/${first.id}`, {
      token,
    });
    expect(opened.status).toBe(200);
    expect(opened.body.data.read_status).toBe(1);
    const after = await backend.call<Envelope<Unread>>('GET', '/member/message/unread_count', {
      token,
    });
    expect(after.body.data).toEqual({
      inbox: counts.body.data.inbox - 1,
      letter: counts.body.data.letter,
      total: counts.body.data.total - 1,
    });
  });

  it('markMessagesRead by ids or all (per box)', async () => {
    const token = await backend.signIn();
    const unread = await backend.call<Envelope<Page<Message>>>('GET', '/member/message/letters', {
      token,
      query: { read_status: 2 },
    });
    const ids = unread.body.data.list.map((m) => m.id);
    const byIds = await backend.call<Envelope<{ updated: number; unread: Unread }>>(
      'PUT',
      '/member/message/read',
      { token, body: { ids: [...ids, 5012 /* read already */] } },
    );
    expect(byIds.status).toBe(200);
    expect(byIds.body.data.updated).toBe(ids.length);
    expect(byIds.body.data.unread.letter).toBe(0);
    expect(byIds.body.data.unread.inbox).toBeGreaterThan(0);
    const inboxOnly = await backend.call<Envelope<{ updated: number; unread: Unread }>>(
      'PUT',
      '/member/message/read',
      { token, body: { all: true, box: 1 } },
    );
    expect(inboxOnly.body.data.unread).toEqual({ inbox: 0, letter: 0, total: 0 });
    const refused = await backend.call<Envelope<null>>('PUT', '/member/message/read', {
      token,
      body: { all: false },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.all).toBeDefined();
    const empty = await backend.call<Envelope<null>>('PUT', '/member/message/read', {
      token,
      body: { ids: [] },
    });
    expect(empty.status).toBe(422);
  });

  it('markMessagesRead all without a box reads both boxes', async () => {
    const token = await backend.signIn();
    const all = await backend.call<Envelope<{ updated: number; unread: Unread }>>(
      'PUT',
      '/member/message/read',
      { token, body: { all: true } },
    );
    expect(all.body.data.updated).toBeGreaterThan(0);
    expect(all.body.data.unread.total).toBe(0);
  });

  it('delete removes it', async () => {
    const token = await backend.signIn();
    const before = await backend.call<Envelope<Page<Message>>>('GET', '/member/message/inbox', {
      token,
      query: { read_status: 2 },
    });
    const target = before.body.data.list[0];
    if (!target) throw new Error('the seed has unread inbox messages');
    const counts = await backend.call<Envelope<Unread>>('GET', '/member/message/unread_count', {
      token,
    });
    expect(await backend.statusOf('DELETE', `/member/message/${target.id}`, { token })).toBe(200);
    expect(await backend.statusOf('GET', `/member/message/${target.id}`, { token })).toBe(404);
    expect(await backend.statusOf('DELETE', `/member/message/${target.id}`, { token })).toBe(404);
    const after = await backend.call<Envelope<Unread>>('GET', '/member/message/unread_count', {
      token,
    });
    expect(after.body.data.inbox).toBe(counts.body.data.inbox - 1);
  });

  it('members see only their own messages', async () => {
    const token = await backend.signIn();
    const foreign = ctx().db.memberMessages.findMany((q) => q.where({ account_id: 10003 }));
    expect(foreign.length).toBeGreaterThan(0);
    for (const message of foreign) {
      expect(await backend.statusOf('GET', `/member/message/${message.id}`, { token })).toBe(404);
      expect(await backend.statusOf('DELETE', `/member/message/${message.id}`, { token })).toBe(
        404,
      );
    }
    const marked = await backend.call<Envelope<{ updated: number }>>(
      'PUT',
      '/member/message/read',
      { token, body: { ids: foreign.map((m) => m.id) } },
    );
    expect(marked.body.data.updated).toBe(0);
    expect(
      ctx().db.memberMessages.findMany((q) => q.where({ account_id: 10003, read_status: 2 }))
        .length,
    ).toBe(foreign.filter((m) => m.read_status === 2).length);
    const inbox = await backend.call<Envelope<Page<Message>>>('GET', '/member/message/inbox', {
      token,
      query: { page_size: 30 },
    });
    expect(inbox.body.data.list.some((m) => foreign.some((f) => f.id === m.id))).toBe(false);
  });

  it('notices: popups and the announcement bar in force now, by audience, display method and page', async () => {
    type Notice = {
      id: number;
      display_method: number;
      display_pages: number[];
      audience: number;
      start_time: number;
      end_time: number | null;
    };
    const guest = await backend.call<Envelope<Page<Notice>>>('GET', '/member/message/notices', {
      query: { page_size: 30 },
    });
    expect(guest.status).toBe(200);
    const now = nowSeconds();
    expect(
      guest.body.data.list.every(
        (n) => n.audience === 3 && n.start_time <= now && (n.end_time === null || n.end_time > now),
      ),
    ).toBe(true);
    const token = await backend.signIn();
    const member = await backend.call<Envelope<Page<Notice>>>('GET', '/member/message/notices', {
      token,
      query: { page_size: 30 },
    });
    expect(new Set(member.body.data.list.map((n) => n.audience))).toEqual(new Set([2, 3]));
    expect(new Set(member.body.data.list.map((n) => n.display_method))).toEqual(new Set([1, 2]));
    const popups = await backend.call<Envelope<Page<Notice>>>('GET', '/member/message/notices', {
      token,
      query: { display_method: 1, display_page: 3 },
    });
    expect(popups.body.data.list.length).toBeGreaterThan(0);
    expect(
      popups.body.data.list.every((n) => n.display_method === 1 && n.display_pages.includes(3)),
    ).toBe(true);
    expect(
      await backend.statusOf('GET', '/member/message/notices', { query: { display_page: 7 } }),
    ).toBe(422);
  });

  it('answers 401 without a session', async () => {
    for (const [method, path, body] of [
      ['GET', '/member/message/inbox'],
      ['GET', '/member/message/letters'],
      ['GET', '/member/message/unread_count'],
      ['PUT', '/member/message/read', { all: true }],
      ['GET', '/member/message/5001'],
      ['DELETE', '/member/message/5001'],
      ['GET', '/member/referral/detail'],
      ['GET', '/member/referral/rewards'],
      ['GET', '/member/vip/progress'],
      ['GET', '/member/kyc'],
    ] as [string, string, unknown?][]) {
      expect((await backend.call(method, path, { body })).status, `${method} ${path}`).toBe(401);
    }
  });
});

describe('fake backend: referral', () => {
  it('shows the referral card with counts from the invited accounts', async () => {
    const token = await backend.signIn();
    const detail = await backend.get<ReferralDetail>('/member/referral/detail', token);
    expect(detail.status).toBe(200);
    expect(detail.body.data.referral_code).toBe('318205');
    expect(detail.body.data.invite_url).toMatch(/\/signup\/318205$/);
    expect(detail.body.data.invited_count).toBe(
      ctx().db.accounts.findMany((q) => q.where({ parent_id: 10001 })).length,
    );
    expect(detail.body.data.active_count).toBeGreaterThan(0);
    expect(detail.body.data.active_count).toBeLessThanOrEqual(detail.body.data.invited_count);
    expect(new Decimal(detail.body.data.total_reward).gt(0)).toBe(true);
  });

  it('lists referral rewards in every status, filterable, with page and overall totals', async () => {
    type Reward = {
      id: number;
      status: number;
      reward_amount: string;
      invitee_username: string;
      created_at: number;
    };
    type RewardPage = Page<Reward> & { summary: { page_total: string; total: string } };
    const token = await backend.signIn();
    const all = await backend.call<Envelope<RewardPage>>('GET', '/member/referral/rewards', {
      token,
    });
    expect(all.status).toBe(200);
    expect(new Set(all.body.data.list.map((r) => r.status))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(all.body.data.list.every((r) => r.invitee_username.includes('****'))).toBe(true);
    const sum = all.body.data.list.reduce((acc, r) => acc.plus(r.reward_amount), new Decimal(0));
    expect(all.body.data.summary).toEqual({ page_total: sum.toFixed(2), total: sum.toFixed(2) });
    const completed = await backend.call<Envelope<RewardPage>>('GET', '/member/referral/rewards', {
      token,
      query: { status: 3 },
    });
    expect(completed.body.data.list.every((r) => r.status === 3)).toBe(true);
    const cutoff = all.body.data.list[2]?.created_at ?? 0;
    const recent = await backend.call<Envelope<RewardPage>>('GET', '/member/referral/rewards', {
      token,
      query: { q: JSON.stringify({ created_at: { gte: cutoff } }) },
    });
    expect(recent.body.data.list.length).toBe(3);
    expect(recent.body.data.meta.total).toBe(3);
  });
});

describe('fake backend: VIP', () => {
  it('lists VIP levels 0 to 8 with requirements and benefits, for guests too', async () => {
    type Level = {
      level: number;
      requirements: { deposit_amount: string };
      benefits: { rebate_percent: string };
    };
    const levels = await backend.call<Envelope<{ list: Level[] }>>('GET', '/member/vip/levels');
    expect(levels.status).toBe(200);
    expect(levels.body.data.list.map((l) => l.level)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    const deposits = levels.body.data.list.map((l) => Number(l.requirements.deposit_amount));
    expect([...deposits].sort((a, b) => a - b)).toEqual(deposits);
  });

  it("shows the member's progress to the next level (the lower of the requirements)", async () => {
    const token = await backend.signIn();
    const progress = await backend.call<
      Envelope<{
        current_level: { level: number };
        next_level: { level: number };
        deposit: { current: string; required: string };
        bet: { current: string; required: string };
        percent: number;
      }>
    >('GET', '/member/vip/progress', { token });
    expect(progress.status).toBe(200);
    expect(progress.body.data.current_level.level).toBe(3);
    expect(progress.body.data.next_level.level).toBe(4);
    const { deposit, bet } = progress.body.data;
    const expected = Math.min(
      new Decimal(deposit.current).div(deposit.required).times(100).floor().toNumber(),
      new Decimal(bet.current).div(bet.required).times(100).floor().toNumber(),
    );
    expect(progress.body.data.percent).toBe(expected);
  });

  it('VIP progress is counted from recorded activity: a deposit credited and a bet settled this month move it', async () => {
    type Progress = Envelope<{
      deposit: { current: string; required: string };
      bet: { current: string; required: string };
      percent: number;
    }>;
    const token = await backend.signIn();
    const progress = async () =>
      (await backend.call<Progress>('GET', '/member/vip/progress', { token })).body.data;
    const before = await progress();
    // The seed places part of the demo member's play in this month: partial progress.
    expect(new Decimal(before.bet.current).gt(0)).toBe(true);
    expect(new Decimal(before.bet.current).lt(before.bet.required)).toBe(true);
    expect(before.percent).toBeLessThan(100);

    const made = await backend.call<Envelope<{ deposit: { actual_amount: string } }>>(
      'POST',
      '/member/deposit',
      {
        token,
        headers: { 'Idempotency-Key': backend.key() },
        body: { method_id: 18, amount: '1000' },
      },
    );
    expect(made.status).toBe(200);
    // Pending: it does not count until it is credited on the fake's clock.
    expect((await progress()).deposit.current).toBe(before.deposit.current);
    advanceClock(60_000);
    const deposited = await progress();
    expect(deposited.deposit.current).toBe(
      new Decimal(before.deposit.current).plus(made.body.data.deposit.actual_amount).toFixed(2),
    );

    const settledAt = nowSeconds();
    const bet = {
      account_id: 10001,
      bet_no: 'EV-9990001',
      channel_id: 1,
      channel_name: 'Evolution',
      game_name: 'Baccarat',
      game_type: 3 as const,
      bet_amount: '5000.00',
      valid_bet: '4000.00',
      win_loss: '-5000.00',
      result: 2 as const,
      device: 2 as const,
      bet_at: settledAt - 60,
    };
    // An open bet does not count; a settled bet counts its valid bet.
    await ctx().db.betRecords.create({ ...bet, id: 9990001, status: 1, result: 0 });
    expect((await progress()).bet.current).toBe(before.bet.current);
    await ctx().db.betRecords.create({ ...bet, id: 9990002, status: 2, settled_at: settledAt });
    const betted = await progress();
    expect(betted.bet.current).toBe(new Decimal(before.bet.current).plus('4000').toFixed(2));
    expect(betted.percent).toBeGreaterThanOrEqual(before.percent);
  });

  it('at the highest level, next_level is absent and percent is 100', async () => {
    await ctx().db.accounts.update((q) => q.where({ id: 10001 }), {
      data(account) {
        account.member_level = 'VIP 8';
      },
    });
    const token = await backend.signIn();
    const progress = await backend.call<Envelope<{ next_level?: unknown; percent: number }>>(
      'GET',
      '/member/vip/progress',
      { token },
    );
    expect(progress.body.data.next_level).toBeUndefined();
    expect(progress.body.data.percent).toBe(100);
  });
});

describe('fake backend: KYC', () => {
  it('KYC: submit once (409 when pending or approved); status follows', async () => {
    const token = await backend.signIn();
    const before = await backend.call<Envelope<{ status: number }>>('GET', '/member/kyc', {
      token,
    });
    expect(before.body.data).toEqual({ status: 0 });
    const body = {
      real_name: 'Juan Dela Cruz',
      document_type: 1,
      id_number: 'A1234-5674321',
      front_image: IMAGE,
      back_image: IMAGE,
    };
    const submitted = await backend.call<
      Envelope<{ status: number; id_number: string; submitted_at: number }>
    >('POST', '/member/kyc', { token, body });
    expect(submitted.status).toBe(200);
    expect(submitted.body.data).toMatchObject({ status: 1, id_number: '*********4321' });
    const state = await backend.call<Envelope<{ status: number; real_name: string }>>(
      'GET',
      '/member/kyc',
      { token },
    );
    expect(state.body.data).toMatchObject({ status: 1, real_name: 'Juan Dela Cruz' });
    const again = await backend.call<Envelope<null>>('POST', '/member/kyc', { token, body });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('KYC_PENDING');
    await ctx().db.kycChecks.update((q) => q.where({ account_id: 10001 }), {
      data(check) {
        check.status = 2;
      },
    });
    const approved = await backend.call<Envelope<null>>('POST', '/member/kyc', { token, body });
    expect(approved.status).toBe(409);
    expect(approved.body.code).toBe('KYC_APPROVED');
  });

  it('KYC: a submission is reviewed after 10 minutes on the fake clock, approved, or rejected with a reason when its number ends in 0000', async () => {
    type Kyc = Envelope<{ status: number; reason?: string; reviewed_at?: number }>;
    const token = await backend.signIn();
    const body = {
      real_name: 'Juan Dela Cruz',
      document_type: 2,
      id_number: 'P12340000',
      front_image: IMAGE,
    };
    expect((await backend.call<Kyc>('POST', '/member/kyc', { token, body })).status).toBe(200);
    advanceClock(9 * 60_000);
    expect((await backend.call<Kyc>('GET', '/member/kyc', { token })).body.data.status).toBe(1);
    advanceClock(60_000);
    const rejected = (await backend.call<Kyc>('GET', '/member/kyc', { token })).body.data;
    expect(rejected).toMatchObject({
      status: 3,
      reason: 'The document number does not match the photo',
    });
    expect(rejected.reviewed_at).toBeGreaterThan(0);

    const again = await backend.call<Kyc>('POST', '/member/kyc', {
      token,
      body: { ...body, id_number: 'P12345678' },
    });
    expect(again.body.data.status).toBe(1);
    advanceClock(10 * 60_000);
    const approved = (await backend.call<Kyc>('GET', '/member/kyc', { token })).body.data;
    expect(approved.status).toBe(2);
    expect(approved.reason).toBeUndefined();
  });

  it('KYC: a rejected check may be submitted again and shows its reason until then', async () => {
    await ctx().db.kycChecks.create({
      account_id: 10001,
      status: 3,
      real_name: 'Juan Dela Cruz',
      document_type: 2,
      id_number: 'P1234567',
      submitted_at: 1763683200,
      reviewed_at: 1763690400,
      reason: 'The document image is blurred',
    });
    const token = await backend.signIn();
    const rejected = await backend.call<Envelope<{ status: number; reason: string }>>(
      'GET',
      '/member/kyc',
      { token },
    );
    expect(rejected.body.data).toMatchObject({
      status: 3,
      reason: 'The document image is blurred',
    });
    const resubmitted = await backend.call<
      Envelope<{ status: number; reason?: string; reviewed_at?: number }>
    >('POST', '/member/kyc', {
      token,
      body: {
        real_name: 'Juan Dela Cruz',
        document_type: 2,
        id_number: 'P7654321',
        front_image: IMAGE,
      },
    });
    expect(resubmitted.status).toBe(200);
    expect(resubmitted.body.data.status).toBe(1);
    expect(resubmitted.body.data.reason).toBeUndefined();
    expect(resubmitted.body.data.reviewed_at).toBeUndefined();
  });

  it('KYC: the back image is required for ID cards and licences; bad input answers field errors', async () => {
    const token = await backend.signIn();
    const noBack = await backend.call<Envelope<null>>('POST', '/member/kyc', {
      token,
      body: {
        real_name: 'Juan Dela Cruz',
        document_type: 3,
        id_number: 'N02-18-004512',
        front_image: IMAGE,
      },
    });
    expect(noBack.status).toBe(422);
    expect(noBack.body.errors?.back_image).toEqual(['The back image field is required']);
    const bad = await backend.call<Envelope<null>>('POST', '/member/kyc', {
      token,
      body: { real_name: 'J', document_type: 9, id_number: '!!', front_image: 'not-an-image' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(
      expect.arrayContaining(['real_name', 'document_type', 'id_number', 'front_image']),
    );
    expect(
      (await backend.call<Envelope<{ status: number }>>('GET', '/member/kyc', { token })).body.data
        .status,
    ).toBe(0);
  });
});
