import type { ChannelBalance } from '@/api/generated/model';
import { Money, type MoneyValue, toMoney } from '@/shared/lib/money';

/** The main platform wallet (spec §3, §9); its balance is the user's money. */
export const MAIN_WALLET_ID = 10000;
/** Restoring a channel needs at least this much (spec §5, §9). */
export const MIN_RESTORE_AMOUNT = 1;
/** Wallet balances kept locally are used while under 30 days old (spec §9). */
export const WALLET_CACHE_MAX_AGE_MS = 2_592_000_000;
/** At most this many channel balances are fetched at once. */
export const REFRESH_CONCURRENCY = 6;

/** Where a wallet stands for moving money; the screen says each in words. */
export type WalletAvailability = 'open' | 'maintenance' | 'closed' | 'locked' | 'failed';

/** Spec §3/§4: negative balance = failed; status 2 = maintenance, 0 = closed; locked wallets. */
export function walletAvailability(
  wallet: Pick<ChannelBalance, 'status' | 'locked'> & { balance: string | null },
): WalletAvailability {
  if (wallet.locked) return 'locked';
  if (wallet.status === 2) return 'maintenance';
  if (wallet.status === 0) return 'closed';
  if (isFailedBalance(wallet.balance)) return 'failed';
  return 'open';
}

/** A negative balance means the balance failed to load or is unavailable (spec §3). */
export function isFailedBalance(balance: string | null | undefined): boolean {
  const value = toMoney(balance);
  return value === null || value.isNegative();
}

/** Recovered amounts are rounded down to whole units (spec §5). */
export function restoreAmount(balance: string | null): MoneyValue {
  const value = toMoney(balance) ?? new Money(0);
  return value.isNegative() ? new Money(0) : value.floor();
}

/** Spec §5: restoring one channel needs a balance of at least 1 (else WALLET.RECOVERY_LIMIT). */
export function canRestore(balance: string | null): boolean {
  return restoreAmount(balance).gte(MIN_RESTORE_AMOUNT);
}

/**
 * Spec §5: restore-all skips channels under 1, the main platform wallet and channels whose
 * transfer_in_limit equals 1 — and, beyond the spec, wallets that cannot move money now.
 */
export function restoreAllCandidates<
  W extends Pick<ChannelBalance, 'id' | 'status' | 'locked' | 'transfer_in_limit'> & {
    balance: string | null;
  },
>(wallets: readonly W[]): { id: number; money: number }[] {
  return wallets
    .filter(
      (wallet) =>
        wallet.id !== MAIN_WALLET_ID &&
        wallet.transfer_in_limit !== 1 &&
        walletAvailability(wallet) === 'open' &&
        canRestore(wallet.balance),
    )
    .map((wallet) => ({ id: wallet.id, money: restoreAmount(wallet.balance).toNumber() }));
}

/** Direction of a manual transfer (spec §3 wallet transfer type). */
export type TransferDirection = 1 | 2;
export const TRANSFER_IN: TransferDirection = 1;
export const TRANSFER_OUT: TransferDirection = 2;

export interface TransferCheck {
  amount: string;
  direction: TransferDirection;
  mainBalance: string;
  channelBalance: string;
  availability: WalletAvailability;
  limit?: { min: string; max: string };
}

/** Why a transfer cannot be sent, as an i18n key of the wallet namespace; null when it can. */
export type TransferProblem =
  | 'wallet.errors.amount_required'
  | 'wallet.errors.invalid_amount'
  | 'wallet.errors.insufficient'
  | 'wallet.errors.amount_exceeds'
  | 'wallet.errors.transfer_limit'
  | 'wallet.errors.maintain'
  | 'wallet.errors.balance_failed'
  | 'wallet.errors.locked';

/** The client-side rules of a manual transfer (spec §5, §8); the server checks them again. */
export function transferProblem(check: TransferCheck): TransferProblem | null {
  if (check.availability === 'maintenance' || check.availability === 'closed')
    return 'wallet.errors.maintain';
  if (check.availability === 'locked') return 'wallet.errors.locked';
  if (check.availability === 'failed') return 'wallet.errors.balance_failed';
  if (check.amount === '') return 'wallet.errors.amount_required';
  if (!/^\d+$/.test(check.amount)) return 'wallet.errors.invalid_amount';
  const amount = new Money(check.amount);
  if (amount.lt(1)) return 'wallet.errors.invalid_amount';
  const source = toMoney(
    check.direction === TRANSFER_IN ? check.mainBalance : check.channelBalance,
  );
  if (!source || amount.gt(source))
    return check.direction === TRANSFER_IN
      ? 'wallet.errors.insufficient'
      : 'wallet.errors.amount_exceeds';
  if (check.limit && (amount.lt(check.limit.min) || amount.gt(check.limit.max)))
    return 'wallet.errors.transfer_limit';
  return null;
}

/** The whole integer part of a balance, the most a transfer can move from it. */
export function wholeBalance(balance: string | null | undefined): string {
  const value = toMoney(balance);
  return value && value.gt(0) ? value.floor().toFixed(0) : '0';
}

/** Spec §5: a credit transfer lies within the transfer info's minimum and maximum. */
export function withinRange(amount: string, min: string, max: string): boolean {
  const value = toMoney(amount);
  return value !== null && value.gte(min) && value.lte(max);
}

/** Sum of the wallets whose balance is known (negative = failed, left out). */
export function sumKnown(balances: readonly (string | null)[]): MoneyValue {
  return balances.reduce<MoneyValue>((sum, balance) => {
    const value = toMoney(balance);
    return value && !value.isNegative() ? sum.plus(value) : sum;
  }, new Money(0));
}
