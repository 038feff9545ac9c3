import Decimal from 'decimal.js';
import * as z from 'zod';
import type { Account, Db } from '../db.ts';
import affiliate from '../seed/fixtures/affiliate.json' with { type: 'json' };
import { AffiliatePercent } from './schemas.ts';
import { dayNumber, dayStart, monthEnd, monthStart, SITE_OFFSET_SECONDS } from './site-time.ts';
import { money } from './views.ts';

/**
 * The affiliate side's figures, computed from what the fake recorded (registrations, deposits
 * and bets of the downline), never seeded: the dashboard's period report, the downline rows'
 * period figures and the monthly commission statements all read them from here.
 */

/** Deposit status Success and bet status Settled (contract DepositStatus, BetStatus). */
const DEPOSIT_SUCCESS = 2;
const BET_SETTLED = 2;
/** The longest period the report answers (the contract's 93 days). */
export const REPORT_MAX_DAYS = 93;

/** A period of Unix seconds, both ends included. */
export interface Period {
  from: number;
  to: number;
}

const within = (at: number | undefined | null, period: Period) =>
  at !== undefined && at !== null && at >= period.from && at <= period.to;

/** The accounts directly under an account (its downline). */
export const directDownline = (db: Db, parentId: number): Account[] =>
  db.accounts.findMany((q) => q.where({ parent_id: parentId }));

/**
 * Whether `accountId` is the agent or an affiliate anywhere below it (its subtree of
 * affiliates: the parents whose downline it may list).
 */
export function isAffiliateInSubtree(db: Db, agentId: number, accountId: number): boolean {
  let current = db.accounts.findFirst((q) => q.where({ id: accountId }));
  for (let depth = 0; current && depth < 50; depth++) {
    if (current.id === agentId) return true;
    if (current.type !== 1 || current.parent_id === null) return false;
    const parentId = current.parent_id;
    current = db.accounts.findFirst((q) => q.where({ id: parentId }));
  }
  return false;
}

/** The affiliates from the agent down to `accountId` (both included), for the breadcrumb. */
export function pathFrom(db: Db, agentId: number, accountId: number): Account[] {
  const path: Account[] = [];
  let current = db.accounts.findFirst((q) => q.where({ id: accountId }));
  while (current) {
    path.unshift(current);
    if (current.id === agentId || current.parent_id === null) break;
    const parentId = current.parent_id;
    current = db.accounts.findFirst((q) => q.where({ id: parentId }));
  }
  return path;
}

/** One account's recorded activity in a period. */
export interface Activity {
  /** Credited amounts of successful deposits credited in the period. */
  deposits: Decimal;
  /** Valid bets of bets settled in the period. */
  validBet: Decimal;
  /** The house's result of the bets settled in the period: the negated sum of win_loss. */
  netRevenue: Decimal;
  /** Bets placed in the period. */
  betsPlaced: number;
}

/** What an account did in a period, from its deposits and bets. */
export function activityOf(db: Db, accountId: number, period: Period): Activity {
  const deposits = db.deposits
    .findMany((q) => q.where({ account_id: accountId, status: DEPOSIT_SUCCESS, credited: true }))
    .filter((deposit) => within(deposit.updated_at, period))
    .reduce((sum, deposit) => sum.plus(deposit.actual_amount), new Decimal(0));
  const bets = db.betRecords.findMany((q) => q.where({ account_id: accountId }));
  const settled = bets.filter(
    (bet) => bet.status === BET_SETTLED && within(bet.settled_at, period),
  );
  return {
    deposits,
    validBet: settled.reduce((sum, bet) => sum.plus(bet.valid_bet), new Decimal(0)),
    netRevenue: settled.reduce((sum, bet) => sum.minus(bet.win_loss), new Decimal(0)),
    betsPlaced: bets.filter((bet) => within(bet.bet_at, period)).length,
  };
}

/** When an account's first successful deposit was credited, or null. */
export function firstDepositAt(db: Db, accountId: number): number | null {
  const times = db.deposits
    .findMany((q) => q.where({ account_id: accountId, status: DEPOSIT_SUCCESS, credited: true }))
    .map((deposit) => deposit.updated_at);
  return times.length > 0 ? Math.min(...times) : null;
}

/**
 * The commission plan: the percent an agent earns by its active members in the period, from the
 * lowest count of each tier up (fixtures/affiliate.json). The one source of the rates: the
 * report, the statements and the affiliate introduction's table (seed/engage/affiliate.ts) read it.
 */
export const COMMISSION_TIERS = z
  .array(z.object({ active_members: z.number().int().min(1), percent: AffiliatePercent }))
  .min(1)
  .parse(affiliate.commissionTiers);

/** The percent of the tier an agent with this many active members is in; '0' below the first. */
export function commissionPercentFor(activeMembers: number): string {
  return (
    COMMISSION_TIERS.filter((tier) => tier.active_members <= activeMembers).at(-1)?.percent ?? '0'
  );
}

/** Commission: net revenue x percent, half up to the cent; nothing when revenue is not positive. */
export function commissionOf(netRevenue: Decimal.Value, percent: string): Decimal {
  const revenue = new Decimal(netRevenue);
  if (revenue.lte(0)) return new Decimal(0);
  return revenue.times(percent).dividedBy(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

/** The days of a period on the site's calendar (day numbers), oldest first. */
export function daysOf(period: Period, offset = SITE_OFFSET_SECONDS): number[] {
  const first = dayNumber(period.from, offset);
  const last = dayNumber(period.to, offset);
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => first + index);
}

const isoDay = (day: number) => new Date(day * 86400 * 1000).toISOString().slice(0, 10);

/** The dashboard's figures of an agent for a period (contract AffiliateReport). */
export function periodReport(db: Db, agent: Account, period: Period, offset = SITE_OFFSET_SECONDS) {
  const downline = directDownline(db, agent.id);
  const days = daysOf(period, offset);
  const series = days.map((day) => ({
    day,
    signUps: 0,
    deposits: new Decimal(0),
    netRevenue: new Decimal(0),
  }));
  const dayIndex = (at: number) => dayNumber(at, offset) - (days[0] ?? 0);
  let deposits = new Decimal(0);
  let netRevenue = new Decimal(0);
  let firstTime = 0;
  let active = 0;
  for (const account of downline) {
    if (within(account.created_at, period)) {
      const entry = series[dayIndex(account.created_at)];
      if (entry) entry.signUps += 1;
    }
    const first = firstDepositAt(db, account.id);
    if (within(first, period)) firstTime += 1;
    const activity = activityOf(db, account.id, period);
    if (activity.betsPlaced > 0) active += 1;
    deposits = deposits.plus(activity.deposits);
    netRevenue = netRevenue.plus(activity.netRevenue);
    for (const deposit of db.deposits.findMany((q) =>
      q.where({ account_id: account.id, status: DEPOSIT_SUCCESS, credited: true }),
    ))
      if (within(deposit.updated_at, period)) {
        const entry = series[dayIndex(deposit.updated_at)];
        if (entry) entry.deposits = entry.deposits.plus(deposit.actual_amount);
      }
    for (const bet of db.betRecords.findMany((q) =>
      q.where({ account_id: account.id, status: BET_SETTLED }),
    ))
      if (within(bet.settled_at, period) && bet.settled_at !== undefined) {
        const entry = series[dayIndex(bet.settled_at)];
        if (entry) entry.netRevenue = entry.netRevenue.minus(bet.win_loss);
      }
  }
  const commissionPercent = commissionPercentFor(active);
  return {
    from: period.from,
    to: period.to,
    sign_ups: series.reduce((sum, entry) => sum + entry.signUps, 0),
    first_time_depositors: firstTime,
    active_members: active,
    deposits: money(deposits),
    net_revenue: money(netRevenue),
    commission_percent: commissionPercent,
    commission: money(commissionOf(netRevenue, commissionPercent)),
    credit: money(agent.money),
    total_affiliate: downline.filter((account) => account.type === 1).length,
    total_member: downline.filter((account) => account.type === 2).length,
    series: series.map((entry) => ({
      date: isoDay(entry.day),
      start: dayStart(entry.day, offset),
      sign_ups: entry.signUps,
      deposits: money(entry.deposits),
      net_revenue: money(entry.netRevenue),
    })),
  };
}

// ---- monthly commission statements ----------------------------------------------------

/** A month as YYYYMM and its first and last second on the site's calendar. */
export function monthPeriod(period: number, offset = SITE_OFFSET_SECONDS): Period | null {
  const year = Math.floor(period / 100);
  const month = period % 100;
  if (month < 1 || month > 12) return null;
  const from = Date.UTC(year, month - 1, 1) / 1000 - offset;
  return { from, to: monthEnd(from, offset) };
}

/** The YYYYMM of the month a moment falls in. */
export function periodOf(seconds: number, offset = SITE_OFFSET_SECONDS): number {
  const date = new Date((seconds + offset) * 1000);
  return date.getUTCFullYear() * 100 + date.getUTCMonth() + 1;
}

/** The months of an agent's statements, newest first: from its joining month to `now`'s. */
export function statementPeriods(joinedAt: number, now: number): number[] {
  const periods: number[] = [];
  for (let at = monthStart(now); at >= monthStart(joinedAt); at = monthStart(at - 1))
    periods.push(periodOf(at));
  return periods;
}

/** Commissions are paid on the 5th of the next month, at 10:00 (site time). */
export function paidAtOf(month: Period): number {
  // The month's last second + 1 is the 1st of the next month at 00:00 on the site's clock.
  return month.to + 1 + 4 * 86400 + 10 * 3600;
}

/** One month's statement of an agent, with its lines (contract AffiliateCommissionStatementDetail). */
export function commissionStatement(db: Db, agent: Account, period: number, now: number) {
  const month = monthPeriod(period);
  if (!month) return null;
  const active = directDownline(db, agent.id)
    .map((account) => ({ account, activity: activityOf(db, account.id, month) }))
    .filter(
      ({ activity }) =>
        !activity.deposits.isZero() || !activity.validBet.isZero() || activity.betsPlaced > 0,
    );
  const commissionPercent = commissionPercentFor(
    active.filter(({ activity }) => !activity.validBet.isZero()).length,
  );
  const lines = active
    .sort(
      (a, b) =>
        b.activity.netRevenue.comparedTo(a.activity.netRevenue) || a.account.id - b.account.id,
    )
    .map(({ account, activity }) => ({
      user_id: account.id,
      username: account.username,
      deposits: money(activity.deposits),
      valid_bet: money(activity.validBet),
      net_revenue: money(activity.netRevenue),
      commission: money(commissionOf(activity.netRevenue, commissionPercent)),
    }));
  const netRevenue = lines.reduce((sum, line) => sum.plus(line.net_revenue), new Decimal(0));
  const paidAt = paidAtOf(month);
  const paid = month.to < now && paidAt <= now;
  return {
    period,
    from: month.from,
    to: month.to,
    net_revenue: money(netRevenue),
    commission_percent: commissionPercent,
    commission: money(commissionOf(netRevenue, commissionPercent)),
    status: paid ? (2 as const) : (1 as const),
    paid_at: paid ? paidAt : null,
    active_members: lines.filter((line) => line.valid_bet !== '0.00').length,
    lines,
  };
}
