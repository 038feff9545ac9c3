// @vitest-environment node
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { advanceClock, nowSeconds } from '../lib/clock.ts';
import { TRANSFER_FEE_WALLET } from '../lib/engage-rules.ts';
import { balanceOf, totalMoney } from '../lib/ledger.ts';
import { TRADE_TYPE } from '../lib/payments-ledger.ts';
import { TODAY_DOWNLINE_IDS } from '../seed/engage.ts';
import { type Envelope, installFakeBackend, type Page } from '../test-utils.ts';

const backend = installFakeBackend();

/** The counters of the agent dashboard. */
type Dashboard = {
  credit: string;
  number_online: number;
  today_new: number;
  total_affiliate: number;
  total_member: number;
};
/** A row of the agent's downline. */
type Row = {
  user_id: number;
  username: string;
  type: number;
  account_status: number;
  affiliate_status?: number;
  created_at: number;
};

type Transfer = {
  id: number;
  to_user_id: number;
  to_username: string;
  amount: string;
  fee: string;
  fee_bearer: number;
  received_amount: string;
  created_at: number;
  remark: string;
};

const ctx = () => backend.fake().ctx;
const moneyOf = (id: number) =>
  new Decimal(ctx().db.accounts.findFirst((q) => q.where({ id }))?.money ?? '0');
const account = (id: number) => {
  const found = ctx().db.accounts.findFirst((q) => q.where({ id }));
  if (!found) throw new Error(`no account ${id}`);
  return found;
};

/** An active member of the agent's downline. */
function downlineMember() {
  const member = ctx().db.accounts.findMany((q) =>
    q.where({ parent_id: 20001, type: 2, status: 1 }),
  )[0];
  if (!member) throw new Error('the seed has active downline members');
  return member;
}

describe('fake backend: agent sign-in', () => {
  it('loginAffiliate uses the RSA-encrypted password and starts an agent session', async () => {
    const result = await backend.signInAgentAnswer();
    expect(result.status).toBe(200);
    expect(result.body.data.agent).toMatchObject({ user_id: 20001, type: 1, credit: '25000.00' });
    expect(result.body.data.agent.last_login_at).toBeLessThan(nowSeconds());
    const dashboard = await backend.call('GET', '/agent/dashboard', {
      token: result.body.data.token,
    });
    expect(dashboard.status).toBe(200);
    const plain = await backend.call<Envelope<null>>('POST', '/agent/auth/login', {
      body: {
        fingerprint: 'test-fingerprint-1',
        username: 'agent001',
        password: 'agent1234agent1234',
      },
    });
    expect(plain.status).toBe(422);
    expect(plain.body.errors?.password).toBeDefined();
    const wrong = await backend.signInAgentAnswer('agent001', 'wrongpass');
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors?.password).toEqual(['Incorrect username or password']);
    const bad = await backend.call<Envelope<null>>('POST', '/agent/auth/login', {
      body: { username: 3 },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(
      expect.arrayContaining(['fingerprint', 'username', 'password']),
    );
  });

  it('loginAffiliate: only type-1 accounts (403 otherwise), and only active affiliates', async () => {
    const member = await backend.signInAgentAnswer('demo001', 'demo1234');
    expect(member.status).toBe(403);
    const inactive = ctx()
      .db.affiliateProfiles.findMany()
      .find((profile) => profile.affiliate_status !== 1);
    if (!inactive) throw new Error('the seed has an inactive affiliate');
    const sub = account(inactive.account_id);
    const refused = await backend.signInAgentAnswer(sub.username, sub.password);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('AFFILIATE_LOCKED');
  });

  it('loginAffiliate: each affiliate status but Active is refused with its own code', async () => {
    const codes: Record<number, string> = {
      2: 'AFFILIATE_INACTIVE',
      3: 'AFFILIATE_SUSPENDED',
      4: 'AFFILIATE_CLOSED',
      5: 'AFFILIATE_LOCKED',
      6: 'AFFILIATE_PENDING',
      7: 'AFFILIATE_REJECTED',
    };
    for (const [status, code] of Object.entries(codes)) {
      await ctx().db.affiliateProfiles.update((q) => q.where({ account_id: 20001 }), {
        data(record) {
          record.affiliate_status = Number(status) as 2 | 3 | 4 | 5 | 6 | 7;
        },
      });
      const refused = await backend.signInAgentAnswer();
      expect([refused.status, refused.body.code]).toEqual([403, code]);
    }
    await ctx().db.affiliateProfiles.update((q) => q.where({ account_id: 20001 }), {
      data(record) {
        record.affiliate_status = 1;
      },
    });
    const signedIn = await backend.signInAgentAnswer();
    expect(signedIn.status).toBe(200);
  });

  it('loginAffiliate: too many failures lock sign-in (429 with the minutes left)', async () => {
    let last = 0;
    for (let i = 0; i < 5; i++)
      last = (await backend.signInAgentAnswer('agent001', 'wrongpass')).status;
    expect(last).toBe(429);
    const locked = await backend.signInAgentAnswer();
    expect(locked.status).toBe(429);
    expect(Number(locked.body.remark)).toBeGreaterThan(0);
  });

  it('agent-only operations require an affiliate session (401 without one, 403 with a member token)', async () => {
    const memberToken = await backend.signIn();
    const calls: [string, string, unknown?][] = [
      ['GET', '/agent/dashboard'],
      ['GET', '/agent/downline'],
      ['GET', '/agent/invite_codes'],
      ['POST', '/agent/invite_codes', { type: 2 }],
      ['GET', '/agent/qr_codes'],
      ['POST', '/agent/qr_codes', { type: 2 }],
      ['POST', '/agent/qr_codes/9/cancel'],
      ['GET', '/agent/credit_transfer/info'],
      ['POST', '/agent/credit_transfer', { user_id: 10003, amount: '100.00', fee_bearer: 1 }],
      ['GET', '/agent/credit_transfer/list'],
      ['GET', '/agent/member_group_logs'],
    ];
    for (const [method, path, body] of calls) {
      const headers = { 'Idempotency-Key': backend.key() };
      expect(
        (await backend.call(method, path, { body, headers })).status,
        `${method} ${path} (no session)`,
      ).toBe(401);
      const asMember = await backend.call(method, path, { body, headers, token: memberToken });
      expect(asMember.status, `${method} ${path} (member)`).toBe(403);
      expect(asMember.body.code, `${method} ${path} (member)`).toBe('FORBIDDEN');
    }
  });

  it('signing out ends the agent session', async () => {
    const token = await backend.signInAgent();
    expect(await backend.statusOf('GET', '/agent/auth/logout', { token })).toBe(200);
    expect(await backend.statusOf('GET', '/agent/dashboard', { token })).toBe(401);
  });

  it('either sign-out ends the session of the token it is sent, member or agent (auth need any)', async () => {
    const agent = await backend.signInAgent();
    const member = await backend.signIn();
    expect(await backend.statusOf('GET', '/member/auth/logout', { token: agent })).toBe(200);
    expect(await backend.statusOf('GET', '/agent/dashboard', { token: agent })).toBe(401);
    expect(await backend.statusOf('GET', '/agent/auth/logout', { token: member })).toBe(200);
    expect(await backend.statusOf('GET', '/member/userprofile', { token: member })).toBe(401);
  });
});

describe('fake backend: agent dashboard and downline', () => {
  it('dashboard counters are computed from the downline', async () => {
    const token = await backend.signInAgent();
    const dashboard = await backend.get<Dashboard>('/agent/dashboard', token);
    const downline = ctx().db.accounts.findMany((q) => q.where({ parent_id: 20001 }));
    expect(dashboard.body.data).toMatchObject({
      credit: '25000.00',
      total_affiliate: downline.filter((a) => a.type === 1).length,
      total_member: downline.filter((a) => a.type === 2).length,
      today_new: TODAY_DOWNLINE_IDS.length,
    });
    expect(dashboard.body.data.number_online).toBeGreaterThan(0);
    // A new member registered with the agent's referral code counts at once.
    const registered = await backend.call('POST', '/member/auth/register', {
      body: backend.registration('newcomer88', {
        email: 'newcomer@example.com',
        mobile: '9123456700',
        referral_code: '204417',
      }),
    });
    expect(registered.status).toBe(200);
    const after = await backend.get<Dashboard>('/agent/dashboard', token);
    expect(after.body.data.total_member).toBe(dashboard.body.data.total_member + 1);
    expect(after.body.data.today_new).toBe(dashboard.body.data.today_new + 1);
    // The new member has a live session, so it is online too.
    expect(after.body.data.number_online).toBe(dashboard.body.data.number_online + 1);
    // Nobody is online an hour later without a call.
    advanceClock(3 * 60 * 60 * 1000);
    const later = await backend.signInAgent();
    const quiet = await backend.get<Dashboard>('/agent/dashboard', later);
    expect(quiet.body.data.number_online).toBe(0);
  });

  it('lists the downline, paged and filterable by type, status and q', async () => {
    const token = await backend.signInAgent();
    const page = await backend.get<Page<Row>>('/agent/downline', token, { page_size: 15 });
    expect(page.status).toBe(200);
    const total = ctx().db.accounts.findMany((q) => q.where({ parent_id: 20001 })).length;
    expect(page.body.data.meta).toEqual({ total, page: 1, page_size: 15 });
    expect(page.body.data.list).toHaveLength(15);
    const affiliates = await backend.get<Page<Row>>('/agent/downline', token, { type: 1 });
    expect(affiliates.body.data.list.length).toBeGreaterThan(0);
    expect(
      affiliates.body.data.list.every((r) => r.type === 1 && r.affiliate_status !== undefined),
    ).toBe(true);
    const locked = await backend.get<Page<Row>>('/agent/downline', token, { status: 3 });
    expect(locked.body.data.list.every((r) => r.account_status === 3)).toBe(true);
    const first = page.body.data.list[0];
    if (!first) throw new Error('empty downline');
    const like = await backend.get<Page<Row>>('/agent/downline', token, {
      q: JSON.stringify({ username: { like: first.username } }),
    });
    expect(like.body.data.list.map((r) => r.user_id)).toContain(first.user_id);
    expect(await backend.statusOf('GET', '/agent/downline', { token, query: { q: 'nope' } })).toBe(
      422,
    );
  });
});

describe('fake backend: invitation and QR codes', () => {
  it('lists and creates invitation codes', async () => {
    const token = await backend.signInAgent();
    type Code = { id: number; code: string; type: number; invite_url: string };
    const before = await backend.call<Envelope<Page<Code>>>('GET', '/agent/invite_codes', {
      token,
    });
    const created = await backend.call<Envelope<Code>>('POST', '/agent/invite_codes', {
      token,
      body: { type: 2 },
    });
    expect(created.status).toBe(200);
    expect(created.body.data.code).toMatch(/^\d{6}$/);
    expect(created.body.data.invite_url).toContain(created.body.data.code);
    expect(before.body.data.list.some((c) => c.code === created.body.data.code)).toBe(false);
    const after = await backend.call<Envelope<Page<Code>>>('GET', '/agent/invite_codes', {
      token,
      query: { type: 2 },
    });
    expect(after.body.data.list[0]?.id).toBe(created.body.data.id);
    expect(after.body.data.list.every((c) => c.type === 2)).toBe(true);
    expect(
      await backend.statusOf('POST', '/agent/invite_codes', { token, body: { type: 3 } }),
    ).toBe(422);
  });

  it('QR codes: every status; cancel only unused (409 otherwise)', async () => {
    const token = await backend.signInAgent();
    type Qr = { id: number; status: number; expires_at: number | null; code: string };
    const list = await backend.call<Envelope<Page<Qr>>>('GET', '/agent/qr_codes', { token });
    expect(new Set(list.body.data.list.map((c) => c.status))).toEqual(new Set([1, 2, 3, 4]));
    const unused = list.body.data.list.find((c) => c.status === 1);
    if (!unused) throw new Error('the seed has an unused QR code');
    const cancelled = await backend.call<Envelope<Qr>>(
      'POST',
      `/agent/qr_codes/${unused.id}/cancel`,
      { token },
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.status).toBe(3);
    for (const status of [2, 3, 4]) {
      const code = list.body.data.list.find((c) => c.status === status && c.id !== unused.id);
      if (!code) throw new Error(`no QR code in status ${status}`);
      const refused = await backend.call<Envelope<null>>(
        'POST',
        `/agent/qr_codes/${code.id}/cancel`,
        { token },
      );
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('QR_CODE_NOT_UNUSED');
    }
    expect(await backend.statusOf('POST', '/agent/qr_codes/999/cancel', { token })).toBe(404);
    const expired = await backend.call<Envelope<Page<Qr>>>('GET', '/agent/qr_codes', {
      token,
      query: { status: 4 },
    });
    expect(expired.body.data.list.length).toBe(2);
  });

  it('creates QR codes that expire after valid_days', async () => {
    const token = await backend.signInAgent();
    type Qr = { id: number; status: number; expires_at: number | null; code: string; link: string };
    const created = await backend.call<Envelope<Qr>>('POST', '/agent/qr_codes', {
      token,
      body: { type: 2, valid_days: 1 },
    });
    expect(created.status).toBe(200);
    expect(created.body.data.status).toBe(1);
    expect(created.body.data.link).toContain(created.body.data.code);
    const forever = await backend.call<Envelope<Qr>>('POST', '/agent/qr_codes', {
      token,
      body: { type: 2 },
    });
    expect(forever.body.data.expires_at).toBeNull();
    expect(forever.body.data.code).not.toBe(created.body.data.code);
    advanceClock(2 * 86_400_000);
    const later = await backend.signInAgent();
    const list = await backend.call<Envelope<Page<Qr>>>('GET', '/agent/qr_codes', { token: later });
    expect(list.body.data.list.find((c) => c.id === created.body.data.id)?.status).toBe(4);
    expect(
      await backend.statusOf('POST', `/agent/qr_codes/${created.body.data.id}/cancel`, {
        token: later,
      }),
    ).toBe(409);
    expect(
      await backend.statusOf('POST', '/agent/qr_codes', {
        token: later,
        body: { type: 2, valid_days: 0 },
      }),
    ).toBe(422);
  });
});

describe('fake backend: credit transfers', () => {
  /** An agent's credit transfer, with a fresh idempotency key unless given one. */
  const creditTransfer = <T = Transfer>(
    token: string,
    body: Record<string, unknown>,
    key = backend.key(),
  ) =>
    backend.call<Envelope<T>>('POST', '/agent/credit_transfer', {
      token,
      body,
      headers: { 'Idempotency-Key': key },
    });

  it('shows the transfer settings', async () => {
    const token = await backend.signInAgent();
    const info = await backend.get('/agent/credit_transfer/info', token);
    expect(info.body.data).toEqual({
      credit: '25000.00',
      min_amount: '100.00',
      max_amount: '50000.00',
      fee_percent: '1.5',
      default_fee_bearer: 1,
    });
  });

  it("credit transfer: amount within min..max else 422 'The amount does not meet the transfer limit'", async () => {
    const token = await backend.signInAgent();
    const member = downlineMember();
    for (const amount of ['99.99', '50000.01']) {
      const result = await creditTransfer<null>(token, {
        user_id: member.id,
        amount,
        fee_bearer: 1,
      });
      expect(result.status).toBe(422);
      expect(result.body.errors?.amount).toEqual(['The amount does not meet the transfer limit']);
    }
    const tooMuch = await creditTransfer<null>(token, {
      user_id: member.id,
      amount: '25000.00',
      fee_bearer: 1,
    });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors?.amount).toEqual(['Insufficient Amount']);
    const outsider = await creditTransfer<null>(token, {
      user_id: 10401,
      amount: '100.00',
      fee_bearer: 1,
    });
    expect(outsider.status).toBe(422);
    expect(outsider.body.errors?.user_id).toBeDefined();
    const bad = await creditTransfer<null>(token, {
      user_id: member.id,
      amount: 100,
      fee_bearer: 3,
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(
      expect.arrayContaining(['amount', 'fee_bearer']),
    );
  });

  it('credit transfer: goes to a downline account of either type (member or sub-affiliate), to no one else', async () => {
    const token = await backend.signInAgent();
    const send = (userId: number) =>
      creditTransfer(token, { user_id: userId, amount: '100.00', fee_bearer: 1 });
    const subAffiliate = ctx().db.accounts.findMany((q) =>
      q.where({ parent_id: 20001, type: 1, status: 1 }),
    )[0];
    if (!subAffiliate) throw new Error('the seed has an active sub-affiliate');
    expect((await send(downlineMember().id)).status).toBe(200);
    expect((await send(subAffiliate.id)).status).toBe(200);
    const before = moneyOf(20001);
    // The agent itself, and a member outside its downline (an invitee of the demo member).
    for (const outsider of [20001, 10401]) {
      const refused = await send(outsider);
      expect(refused.status, `user ${outsider}`).toBe(422);
      expect(refused.body.errors?.user_id, `user ${outsider}`).toBeDefined();
    }
    expect(moneyOf(20001).equals(before)).toBe(true);
  });

  it.each([
    ['frozen', 2],
    ['closed', 3],
  ] as const)(
    'credit transfer: goes only to an active downline account (a %s one is refused, 422 errors.user_id)',
    async (_name, status) => {
      const token = await backend.signInAgent();
      const member = downlineMember();
      await ctx().db.accounts.update((q) => q.where({ id: member.id }), {
        data(record) {
          record.status = status;
        },
      });
      const before = moneyOf(20001);
      const refused = await creditTransfer<null>(token, {
        user_id: member.id,
        amount: '100.00',
        fee_bearer: 1,
      });
      expect(refused.status).toBe(422);
      expect(refused.body.code).toBe('VALIDATION_FAILED');
      expect(refused.body.errors?.user_id).toEqual(['This account is not active']);
      expect(moneyOf(20001).equals(before)).toBe(true);
    },
  );

  it('credit transfer: fee bearer 1 (self) pays amount + fee; money conserved', async () => {
    const token = await backend.signInAgent();
    const member = downlineMember();
    const total = totalMoney(ctx());
    const agentBefore = moneyOf(20001);
    const memberBefore = moneyOf(member.id);
    const feesBefore = balanceOf(ctx(), TRANSFER_FEE_WALLET);
    const result = await creditTransfer(token, {
      user_id: member.id,
      amount: '1000.00',
      fee_bearer: 1,
      remark: 'Weekly top-up',
    });
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({
      to_user_id: member.id,
      to_username: member.username,
      amount: '1000.00',
      fee: '15.00',
      fee_bearer: 1,
      received_amount: '1000.00',
      remark: 'Weekly top-up',
    });
    expect(agentBefore.minus(moneyOf(20001)).toFixed(2)).toBe('1015.00');
    expect(moneyOf(member.id).minus(memberBefore).toFixed(2)).toBe('1000.00');
    expect(balanceOf(ctx(), TRANSFER_FEE_WALLET).minus(feesBefore).toFixed(2)).toBe('15.00');
    expect(totalMoney(ctx()).equals(total)).toBe(true);
    // Both sides leave a trade record (Member Transfer).
    const trades = ctx()
      .db.tradeRecords.findMany((q) => q.where({ type: TRADE_TYPE.MEMBER_TRANSFER }))
      .filter((t) => t.remark.includes(member.username) || t.remark.includes('agent001'));
    expect(trades.map((t) => [t.account_id, t.amount]).sort()).toEqual(
      [
        [20001, '-1015.00'],
        [member.id, '1000.00'],
      ].sort(),
    );
  });

  it('credit transfer: fee bearer 2 (other party) has the fee taken off, rounded half-up with decimal.js', async () => {
    const token = await backend.signInAgent();
    const member = downlineMember();
    const total = totalMoney(ctx());
    const agentBefore = moneyOf(20001);
    const memberBefore = moneyOf(member.id);
    const result = await creditTransfer(token, {
      user_id: member.id,
      amount: '333.30',
      fee_bearer: 2,
    });
    expect(result.status).toBe(200);
    // 333.30 x 1.5% = 4.9995 -> 5.00
    expect(result.body.data).toMatchObject({
      amount: '333.30',
      fee: '5.00',
      received_amount: '328.30',
      remark: '',
    });
    expect(agentBefore.minus(moneyOf(20001)).toFixed(2)).toBe('333.30');
    expect(moneyOf(member.id).minus(memberBefore).toFixed(2)).toBe('328.30');
    expect(totalMoney(ctx()).equals(total)).toBe(true);
  });

  it('credit transfer: idempotent (a retried key moves the money once)', async () => {
    const token = await backend.signInAgent();
    const member = downlineMember();
    const key = backend.key();
    const agentBefore = moneyOf(20001);
    const body = { user_id: member.id, amount: '500.00', fee_bearer: 1 };
    const first = await backend.call<Envelope<Transfer>>('POST', '/agent/credit_transfer', {
      token,
      body,
      headers: { 'Idempotency-Key': key },
    });
    const retry = await backend.call<Envelope<Transfer>>('POST', '/agent/credit_transfer', {
      token,
      body,
      headers: { 'Idempotency-Key': key },
    });
    expect(retry.body.data.id).toBe(first.body.data.id);
    expect(agentBefore.minus(moneyOf(20001)).toFixed(2)).toBe('507.50');
    const other = await backend.call('POST', '/agent/credit_transfer', {
      token,
      body: { ...body, amount: '600.00' },
      headers: { 'Idempotency-Key': key },
    });
    expect(other.status).toBe(409);
    const noKey = await backend.call<Envelope<null>>('POST', '/agent/credit_transfer', {
      token,
      body,
    });
    expect(noKey.status).toBe(400);
    expect(noKey.body.errors?.['Idempotency-Key']).toBeDefined();
  });

  it('lists credit transfers newest first with page and overall totals, filterable by q', async () => {
    const token = await backend.signInAgent();
    type TransferPage = Page<Transfer> & { summary: { page_total: string; total: string } };
    const all = await backend.call<Envelope<TransferPage>>('GET', '/agent/credit_transfer/list', {
      token,
      query: { page_size: 30 },
    });
    expect(all.status).toBe(200);
    const sum = all.body.data.list
      .reduce((acc, t) => acc.plus(t.amount), new Decimal(0))
      .toFixed(2);
    expect(all.body.data.summary).toEqual({ page_total: sum, total: sum });
    const times = all.body.data.list.map((t) => t.created_at);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const first = await backend.call<Envelope<TransferPage>>('GET', '/agent/credit_transfer/list', {
      token,
      query: { page_size: 15 },
    });
    expect(first.body.data.summary.total).toBe(sum);
    const big = await backend.call<Envelope<TransferPage>>('GET', '/agent/credit_transfer/list', {
      token,
      query: { q: JSON.stringify({ amount: { gte: 2000 } }) },
    });
    expect(big.body.data.list.every((t) => Number(t.amount) >= 2000)).toBe(true);
  });
});

describe('fake backend: member group logs and introduction', () => {
  it('lists member group logs of every type, filterable by type', async () => {
    const token = await backend.signInAgent();
    type Log = { type: number; username: string; operator: string };
    const all = await backend.call<Envelope<Page<Log>>>('GET', '/agent/member_group_logs', {
      token,
      query: { page_size: 30 },
    });
    expect(new Set(all.body.data.list.map((l) => l.type))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    const second = await backend.call<Envelope<Page<Log>>>('GET', '/agent/member_group_logs', {
      token,
      query: { type: 2 },
    });
    expect(second.body.data.list.length).toBeGreaterThan(0);
    expect(second.body.data.list.every((l) => l.type === 2)).toBe(true);
    expect(
      await backend.statusOf('GET', '/agent/member_group_logs', { token, query: { type: 7 } }),
    ).toBe(422);
  });

  it('serves the public affiliate introduction, and 404 when agent_introduce is off', async () => {
    const intro = await backend.call<
      Envelope<{ title: string; content: string; contact: unknown[]; join_url: string }>
    >('GET', '/agent/introduce');
    expect(intro.status).toBe(200);
    expect(intro.body.data.contact.length).toBeGreaterThan(0);
    await ctx().db.siteConfig.update((q) => q.where({ id: 1 }), {
      data(config) {
        config.permissions.agent_introduce.status = 0;
      },
    });
    expect(await backend.statusOf('GET', '/agent/introduce')).toBe(404);
  });
});
