// @vitest-environment node
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { advanceClock, nowSeconds } from '../lib/clock.ts';
import { DEPOSIT_SETTLE_SECONDS } from '../lib/payments-rules.ts';
import { dayNumber, dayStart } from '../lib/site-time.ts';
import { DEMO_SUB_AGENT_ID, DEMO_SUB_SUB_AGENT_ID } from '../seed/engage/affiliate-activity.ts';
import { type Envelope, installFakeBackend, type Page } from '../test-utils.ts';

const backend = installFakeBackend();
const ctx = () => backend.fake().ctx;

type Report = {
  sign_ups: number;
  first_time_depositors: number;
  active_members: number;
  deposits: string;
  net_revenue: string;
  commission_percent: string;
  commission: string;
  series: { date: string; sign_ups: number; deposits: string; net_revenue: string }[];
};
type Row = {
  user_id: number;
  username: string;
  type: number;
  registration_type: number;
  downline_count: number;
  deposits: string;
  net_revenue: string;
};
type Downline = Page<Row> & { path: { user_id: number; username: string }[] };
type Statement = {
  period: number;
  commission_percent: string;
  net_revenue: string;
  commission: string;
  status: number;
  lines: { username: string; net_revenue: string; commission: string }[];
};

/** Today on the site's calendar, from 00:00:00 to 23:59:59 (the dashboard's 'today' chip). */
function today() {
  const start = dayStart(dayNumber(nowSeconds()));
  return { from: start, to: start + 86399 };
}

async function report(token: string) {
  const answer = await backend.get<Report>('/agent/report', token, today());
  expect(answer.status).toBe(200);
  return answer.body.data;
}

async function downline(token: string, query: Record<string, string | number> = {}) {
  return backend.get<Downline>('/agent/downline', token, { page_size: 30, ...query });
}

describe('fake backend: the agent portal’s figures are computed from recorded activity', () => {
  it('a registration through the agent’s invitation link, a deposit and a bet move today’s figures', async () => {
    // Today's figures before and after 35 s on the fake's clock: within one site day.
    backend.clearOfDayEnd(120);
    const agent = await backend.signInAgent();
    const before = await report(agent);
    const created = await backend.call<Envelope<{ code: string; invite_url: string }>>(
      'POST',
      '/agent/invite_codes',
      { token: agent, body: { type: 2 } },
    );
    expect(created.body.data.invite_url).toMatch(/\/signup\/\d{6}$/);
    const registered = await backend.call<Envelope<{ token: string }>>(
      'POST',
      '/member/auth/register',
      { body: backend.registration('invited01', { referral_code: created.body.data.code }) },
    );
    expect(registered.status).toBe(200);
    const member = registered.body.data.token;
    const deposit = await backend.call('POST', '/member/deposit', {
      token: member,
      headers: { 'Idempotency-Key': backend.key() },
      body: { method_id: 18, amount: '1000.00' },
    });
    expect(deposit.status).toBe(200);
    advanceClock((DEPOSIT_SETTLE_SECONDS + 5) * 1000);
    // The deposit settles when the fake next looks at the member's deposits.
    await backend.get('/member/deposit/list', member);
    const account = ctx().db.accounts.findFirst((q) => q.where({ username: 'invited01' }));
    if (!account) throw new Error('registered');
    // A provider reports a settled bet the new member lost.
    const at = nowSeconds() - 60;
    await ctx().db.betRecords.create({
      id: 9995001,
      account_id: account.id,
      bet_no: 'AG-0000000001',
      channel_id: 10021,
      channel_name: 'PG Soft',
      game_name: 'Fortune Tiger',
      game_type: 2,
      bet_amount: '300.00',
      valid_bet: '300.00',
      win_loss: '-300.00',
      status: 2,
      result: 2,
      device: 1,
      bet_at: at,
      settled_at: at + 30,
    });

    const after = await report(agent);
    const credited = ctx().db.deposits.findFirst((q) => q.where({ account_id: account.id }));
    expect(credited?.status).toBe(2);
    expect(after.sign_ups).toBe(before.sign_ups + 1);
    expect(after.first_time_depositors).toBe(before.first_time_depositors + 1);
    expect(after.active_members).toBe(before.active_members + 1);
    expect(new Decimal(after.deposits).minus(before.deposits).toFixed(2)).toBe(
      new Decimal(credited?.actual_amount ?? '0').toFixed(2),
    );
    expect(new Decimal(after.net_revenue).minus(before.net_revenue).toFixed(2)).toBe('300.00');
    // At the rate of the introduction's tier for the active members (world-consistency.test.ts).
    expect(after.commission).toBe(
      new Decimal(after.net_revenue).gt(0)
        ? new Decimal(after.net_revenue)
            .times(after.commission_percent)
            .dividedBy(100)
            .toDecimalPlaces(2)
            .toFixed(2)
        : '0.00',
    );
    const day = after.series.at(-1);
    expect(day?.sign_ups).toBe((before.series.at(-1)?.sign_ups ?? 0) + 1);

    const rows = (await downline(agent, { keyword: 'invited01' })).body.data;
    expect(rows.list).toEqual([
      expect.objectContaining({ username: 'invited01', registration_type: 5, type: 2 }),
    ]);
    expect(rows.list[0]?.net_revenue).toBe('300.00');
    const code = ctx().db.affiliateInviteCodes.findFirst((q) =>
      q.where({ code: created.body.data.code }),
    );
    expect(code?.registered_count).toBe(1);
  });

  it('a QR code registers once with registration type 4 and becomes Used; a cancelled one refuses', async () => {
    const agent = await backend.signInAgent();
    const qr = await backend.call<Envelope<{ id: number; code: string; link: string }>>(
      'POST',
      '/agent/qr_codes',
      { token: agent, body: { type: 2, valid_days: 30 } },
    );
    expect(qr.body.data.link).toMatch(/\/signup\/qr\/QR[A-Z0-9]{8}$/);
    const first = await backend.call('POST', '/member/auth/register', {
      body: backend.registration('scanned01', { qr_code_id: qr.body.data.code }),
    });
    expect(first.status).toBe(200);
    const rows = (await downline(agent, { registration_type: 4, keyword: 'scanned' })).body.data;
    expect(rows.list.map((row) => row.username)).toEqual(['scanned01']);
    const used = await backend.get<Page<{ id: number; status: number }>>('/agent/qr_codes', agent);
    expect(used.body.data.list.find((row) => row.id === qr.body.data.id)?.status).toBe(2);
    const again = await backend.call<Envelope<null>>('POST', '/member/auth/register', {
      body: backend.registration('scanned02', { qr_code_id: qr.body.data.code }),
    });
    expect(again.status).toBe(422);
    expect(again.body.errors?.qr_code_id).toBeDefined();

    const other = await backend.call<Envelope<{ id: number; code: string }>>(
      'POST',
      '/agent/qr_codes',
      { token: agent, body: { type: 2 } },
    );
    const cancelled = await backend.call<Envelope<{ status: number }>>(
      'POST',
      `/agent/qr_codes/${other.body.data.id}/cancel`,
      { token: agent },
    );
    expect(cancelled.body.data.status).toBe(3);
    const refused = await backend.call<Envelope<null>>('POST', '/member/auth/register', {
      body: backend.registration('scanned03', { qr_code_id: other.body.data.code }),
    });
    expect(refused.status).toBe(422);
    expect(ctx().db.accounts.findFirst((q) => q.where({ username: 'scanned03' }))).toBeUndefined();
  });

  it('the downline drills into sub-agents of the agent’s subtree only, with the path down', async () => {
    const agent = await backend.signInAgent();
    const top = (await downline(agent)).body.data;
    expect(top.path.map((step) => step.user_id)).toEqual([20001]);
    const sub = top.list.find((row) => row.user_id === DEMO_SUB_AGENT_ID);
    expect(sub?.downline_count).toBeGreaterThan(0);
    const second = (await downline(agent, { parent_id: DEMO_SUB_AGENT_ID })).body.data;
    expect(second.path.map((step) => step.user_id)).toEqual([20001, DEMO_SUB_AGENT_ID]);
    expect(second.list.map((row) => row.user_id)).toContain(DEMO_SUB_SUB_AGENT_ID);
    const third = await downline(agent, { parent_id: DEMO_SUB_SUB_AGENT_ID });
    expect(third.body.data.path).toHaveLength(3);
    // A member is no parent to list, and an account outside the subtree is as good as missing.
    expect((await downline(agent, { parent_id: 10001 })).status).toBe(404);
    expect((await downline(agent, { parent_id: 10500 })).status).toBe(404);
  });

  it('commission statements: one per month from the agent’s first, lines adding up to the month', async () => {
    const agent = await backend.signInAgent();
    const list = await backend.get<Page<Statement>>('/agent/commission_statements', agent);
    expect(list.status).toBe(200);
    const [current, previous] = list.body.data.list;
    expect(current?.status).toBe(1);
    if (!previous) throw new Error('two months at least');
    const detail = await backend.get<Statement>(
      `/agent/commission_statements/${previous.period}`,
      agent,
    );
    const lines = detail.body.data.lines;
    expect(lines.length).toBeGreaterThan(0);
    const sum = lines.reduce((total, line) => total.plus(line.net_revenue), new Decimal(0));
    expect(sum.toFixed(2)).toBe(detail.body.data.net_revenue);
    expect(detail.body.data.commission).toBe(
      sum.gt(0)
        ? sum
            .times(detail.body.data.commission_percent)
            .dividedBy(100)
            .toDecimalPlaces(2)
            .toFixed(2)
        : '0.00',
    );
    expect(
      await backend.statusOf('GET', '/agent/commission_statements/209912', { token: agent }),
    ).toBe(404);
  });

  it('a period report refuses a period that ends first or is longer than 93 days', async () => {
    const agent = await backend.signInAgent();
    const { from } = today();
    expect((await backend.get('/agent/report', agent, { from, to: from - 1 })).status).toBe(422);
    expect(
      (await backend.get('/agent/report', agent, { from: from - 93 * 86400, to: from })).status,
    ).toBe(422);
  });
});
