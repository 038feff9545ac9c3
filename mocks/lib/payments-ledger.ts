import Decimal from 'decimal.js';
import { nextId } from './ids.ts';
import type { FakeContext } from '../context.ts';
import { nowSeconds } from './clock.ts';
import { money } from './views.ts';

/**
 * The payments area's side of the ledger: money that enters the platform (a deposit) or
 * leaves it (a withdrawal, a fee the house keeps), and the trade records every movement of a
 * main wallet leaves behind. Money between two members moves with `move()` from ledger.ts;
 * only the system boundary is here. Every function checks first and then changes one
 * balance, whole or not at all; callers run inside `exclusive` (idempotent() does).
 */

export { TRADE_TYPE, TRADE_TYPES, tradeTypeName } from './trade-types.ts';
import { tradeTypeName } from './trade-types.ts';

/** A valid money amount for the ledger: finite, positive, at most 2 decimals. */
function validAmount(amount: Decimal.Value): Decimal | null {
  let value: Decimal;
  try {
    value = new Decimal(amount);
  } catch {
    return null;
  }
  return value.isFinite() && value.gt(0) && value.decimalPlaces() <= 2 ? value : null;
}

export function mainBalance(ctx: FakeContext, accountId: number): Decimal {
  const account = ctx.db.accounts.findFirst((q) => q.where({ id: accountId }));
  return new Decimal(account?.money ?? 0);
}

async function setMain(ctx: FakeContext, accountId: number, value: Decimal): Promise<void> {
  const amount = value.toFixed(2);
  await ctx.db.accounts.update((q) => q.where({ id: accountId }), {
    data(account) {
      account.money = amount;
    },
  });
}

export type BoundaryResult =
  { ok: true; balance: Decimal } | { ok: false; reason: 'insufficient' | 'invalid' | 'no-account' };

/** Money entering the platform into a member's main wallet (a settled deposit, a refund of a payout). */
export function credit(
  ctx: FakeContext,
  accountId: number,
  amount: Decimal.Value,
): Promise<BoundaryResult> {
  return crossBoundary(ctx, accountId, amount, 1);
}

/** Money leaving the platform from a member's main wallet (a payout, a fee); refused when short. */
export function debit(
  ctx: FakeContext,
  accountId: number,
  amount: Decimal.Value,
): Promise<BoundaryResult> {
  return crossBoundary(ctx, accountId, amount, -1);
}

/** One movement across the system boundary: in (+1) or out (-1, refused when short). */
async function crossBoundary(
  ctx: FakeContext,
  accountId: number,
  amount: Decimal.Value,
  direction: 1 | -1,
): Promise<BoundaryResult> {
  const value = validAmount(amount);
  if (!value) return { ok: false, reason: 'invalid' };
  if (!ctx.db.accounts.findFirst((q) => q.where({ id: accountId })))
    return { ok: false, reason: 'no-account' };
  const balance = mainBalance(ctx, accountId).plus(value.times(direction));
  if (direction < 0 && balance.lt(0)) return { ok: false, reason: 'insufficient' };
  await setMain(ctx, accountId, balance);
  return { ok: true, balance };
}

/** Writes the trade record of one main-wallet movement (amount signed, negative going out). */
export async function recordTrade(
  ctx: FakeContext,
  entry: {
    accountId: number;
    type: number;
    orderNo: string;
    amount: Decimal.Value;
    balanceAfter: Decimal.Value;
    remark: string;
    at?: number;
  },
): Promise<void> {
  const id = nextId(
    ctx.db.tradeRecords.findMany().map((record) => record.id),
    700000,
  );
  await ctx.db.tradeRecords.create({
    id,
    account_id: entry.accountId,
    order_no: entry.orderNo,
    type: entry.type,
    type_name: tradeTypeName(entry.type),
    amount: money(entry.amount),
    balance_after: money(entry.balanceAfter),
    remark: entry.remark,
    created_at: entry.at ?? nowSeconds(),
  });
}

/** The house keeps a fee: it leaves the payer's main wallet and is written to the fee ledger. */
export async function collectFee(
  ctx: FakeContext,
  payerAccountId: number,
  amount: Decimal.Value,
  orderNo: string,
): Promise<BoundaryResult> {
  const result = await debit(ctx, payerAccountId, amount);
  if (!result.ok) return result;
  const id = nextId(
    ctx.db.houseFees.findMany().map((record) => record.id),
    0,
  );
  await ctx.db.houseFees.create({
    id,
    source: 'member_transfer',
    order_no: orderNo,
    payer_account_id: payerAccountId,
    amount: money(amount),
    created_at: nowSeconds(),
  });
  return result;
}

/** Everything the house has collected in fees. */
export function houseFeeTotal(ctx: FakeContext): Decimal {
  return ctx.db.houseFees.findMany().reduce((sum, fee) => sum.plus(fee.amount), new Decimal(0));
}
