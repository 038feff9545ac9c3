import Decimal from 'decimal.js';
import type { FakeContext } from '../context.ts';
import { nowSeconds } from './clock.ts';
import { MAIN_WALLET_ID } from './views.ts';

/**
 * The only place balances change. Money is conserved: every move takes exactly what it gives,
 * checks the source first, and applies both sides or neither. Callers run inside `exclusive`
 * (idempotent() does) so no other move interleaves.
 */
export type WalletRef = { accountId: number; walletId: number };

export function balanceOf(ctx: FakeContext, { accountId, walletId }: WalletRef): Decimal {
  if (walletId === MAIN_WALLET_ID) {
    const account = ctx.db.accounts.findFirst((q) => q.where({ id: accountId }));
    return new Decimal(account?.money ?? 0);
  }
  const wallet = ctx.db.wallets.findFirst((q) =>
    q.where({ account_id: accountId, channel_id: walletId }),
  );
  return new Decimal(wallet?.balance ?? 0);
}

async function setBalance(
  ctx: FakeContext,
  { accountId, walletId }: WalletRef,
  value: Decimal,
): Promise<void> {
  const amount = value.toFixed(2);
  if (walletId === MAIN_WALLET_ID) {
    await ctx.db.accounts.update((q) => q.where({ id: accountId }), {
      data(account) {
        account.money = amount;
      },
    });
    return;
  }
  const now = nowSeconds();
  const existing = ctx.db.wallets.findFirst((q) =>
    q.where({ account_id: accountId, channel_id: walletId }),
  );
  if (existing) {
    await ctx.db.wallets.update((q) => q.where({ account_id: accountId, channel_id: walletId }), {
      data(wallet) {
        wallet.balance = amount;
        wallet.confirmed_at = now;
      },
    });
  } else {
    await ctx.db.wallets.create({
      id: `${accountId}:${walletId}`,
      account_id: accountId,
      channel_id: walletId,
      balance: amount,
      confirmed_at: now,
    });
  }
}

export type MoveResult =
  { ok: true; from: Decimal; to: Decimal } | { ok: false; reason: 'insufficient' | 'invalid' };

/** Moves `amount` from one wallet to another, whole or not at all. */
export async function move(
  ctx: FakeContext,
  from: WalletRef,
  to: WalletRef,
  amount: Decimal.Value,
): Promise<MoveResult> {
  const value = new Decimal(amount);
  if (!value.isFinite() || value.lte(0) || value.decimalPlaces() > 2)
    return { ok: false, reason: 'invalid' };
  const source = balanceOf(ctx, from);
  if (source.lt(value)) return { ok: false, reason: 'insufficient' };
  const target = balanceOf(ctx, to);
  await setBalance(ctx, from, source.minus(value));
  await setBalance(ctx, to, target.plus(value));
  return { ok: true, from: source.minus(value), to: target.plus(value) };
}

/** Sum of every wallet of every account (main + channels): the conservation invariant. */
export function totalMoney(ctx: FakeContext): Decimal {
  let total = new Decimal(0);
  for (const account of ctx.db.accounts.findMany()) total = total.plus(account.money);
  for (const wallet of ctx.db.wallets.findMany()) total = total.plus(wallet.balance);
  return total;
}

export type RoundResult =
  { ok: true; balance: Decimal } | { ok: false; reason: 'insufficient' | 'invalid' };

/**
 * A provider's round settled against the house (the demo provider's page, issue 34): the stake
 * leaves a game wallet and the payout comes back into it, both or neither. Like a deposit, this
 * crosses the platform's boundary; it is not a move between two wallets.
 */
export async function settleRound(
  ctx: FakeContext,
  wallet: WalletRef,
  stake: Decimal.Value,
  payout: Decimal.Value,
): Promise<RoundResult> {
  const staked = new Decimal(stake);
  const paid = new Decimal(payout);
  if (
    !staked.isFinite() ||
    !paid.isFinite() ||
    staked.lte(0) ||
    paid.lt(0) ||
    staked.decimalPlaces() > 2 ||
    paid.decimalPlaces() > 2
  )
    return { ok: false, reason: 'invalid' };
  const before = balanceOf(ctx, wallet);
  if (before.lt(staked)) return { ok: false, reason: 'insufficient' };
  const balance = before.minus(staked).plus(paid);
  await setBalance(ctx, wallet, balance);
  return { ok: true, balance };
}
