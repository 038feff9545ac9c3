import Decimal from 'decimal.js';
import type { FakeContext } from '../context.ts';
import { monthEnd, monthStart } from './site-time.ts';

/** Deposit status Success and bet status Settled (contract DepositStatus, BetStatus). */
const DEPOSIT_SUCCESS = 2;
const BET_SETTLED = 2;

/** The VIP counting period a moment falls in: the site's calendar month. */
export function vipPeriod(at: number): { start: number; end: number } {
  return { start: monthStart(at), end: monthEnd(at) };
}

/**
 * What counts towards the next VIP level in a period, from the member's recorded activity:
 * the credited amounts of deposits that succeeded in it (credited, at their update time) and
 * the valid bets of bets settled in it.
 */
export function vipActivity(
  ctx: FakeContext,
  accountId: number,
  period: { start: number; end: number },
): { deposit: Decimal; bet: Decimal } {
  const within = (at: number | undefined | null) =>
    at !== undefined && at !== null && at >= period.start && at <= period.end;
  const deposit = ctx.db.deposits
    .findMany((q) => q.where({ account_id: accountId, status: DEPOSIT_SUCCESS, credited: true }))
    .filter((record) => within(record.updated_at))
    .reduce((sum, record) => sum.plus(record.actual_amount), new Decimal(0));
  const bet = ctx.db.betRecords
    .findMany((q) => q.where({ account_id: accountId, status: BET_SETTLED }))
    .filter((record) => within(record.settled_at))
    .reduce((sum, record) => sum.plus(record.valid_bet), new Decimal(0));
  return { deposit, bet };
}
