import Decimal from 'decimal.js';
import type { FakeContext } from '../context.ts';
import type { PromotionRecord } from '../collections/engage.ts';
import type { DepositRecord } from '../collections/payments.ts';
import { periodKey } from './site-time.ts';

/** Deposit status Success (contract DepositStatus). */
const DEPOSIT_SUCCESS = 2;
/** Applications in these statuses hold the deposit they were paid on (not Rejected, not Cancelled). */
const HOLDING_STATUSES = new Set([1, 2, 4]);

/**
 * The deposit a deposit bonus may be paid on, or null: one the member made and that was
 * credited, while the promotion ran, of at least its minimum, on which no other bonus was
 * paid (the promotions say a bonus is not combinable with another on the same deposit); for a
 * one-time promotion (a first-deposit bonus) only the member's first deposit, while it is the
 * only one; otherwise one of the promotion's current period (its day, week or month). The
 * largest that qualifies.
 */
export function qualifyingDeposit(
  ctx: FakeContext,
  accountId: number,
  promotion: PromotionRecord,
  now: number,
): DepositRecord | null {
  const { db } = ctx;
  const made = db.deposits
    .findMany((q) => q.where({ account_id: accountId, status: DEPOSIT_SUCCESS }))
    .filter((deposit) => deposit.credited)
    .sort((a, b) => a.created_at - b.created_at || a.id - b.id);
  const used = new Set(
    db.promotionApplications
      .findMany((q) => q.where({ account_id: accountId }))
      .filter((application) => HOLDING_STATUSES.has(application.status))
      .flatMap((application) =>
        application.deposit_order_no === undefined ? [] : [application.deposit_order_no],
      ),
  );
  const period = periodKey(promotion.recurrence, now);
  const firstOnly = made.length === 1 ? made : [];
  const candidates = (promotion.recurrence === 1 ? firstOnly : made).filter(
    (deposit) =>
      deposit.created_at >= promotion.start_time &&
      (promotion.recurrence === 1 ||
        periodKey(promotion.recurrence, deposit.created_at) === period) &&
      new Decimal(deposit.amount).gte(promotion.apply_min_amount ?? 0) &&
      !used.has(deposit.order_no),
  );
  return candidates.reduce<DepositRecord | null>(
    (best, deposit) =>
      best === null || new Decimal(deposit.amount).gt(best.amount) ? deposit : best,
    null,
  );
}

/**
 * A first-deposit bonus (a one-time deposit bonus) is not for a member who has made more than one
 * credited deposit: the first is long made (contract PromotionIneligibility FIRST_DEPOSIT_MADE).
 */
export function firstDepositMade(
  ctx: FakeContext,
  accountId: number,
  promotion: PromotionRecord,
): boolean {
  if (!promotion.deposit_bonus || promotion.recurrence !== 1) return false;
  const credited = ctx.db.deposits
    .findMany((q) => q.where({ account_id: accountId, status: DEPOSIT_SUCCESS }))
    .filter((deposit) => deposit.credited);
  return credited.length > 1;
}
