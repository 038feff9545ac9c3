import Decimal from 'decimal.js';
import type { WalletRef } from './ledger.ts';
import { hashText, mulberry32 } from './seeded-random.ts';

/**
 * Pure rules of the engage area (promotions, check-in, prize draws, credit-transfer fees),
 * kept apart from the handlers so tests can check them directly.
 */

/** Where promotion bonuses, check-in rewards, mission rewards and prizes are paid from. */
export const PROMOTION_FUND: WalletRef = { accountId: 0, walletId: 90001 };
/** Where credit-transfer fees go. */
export const TRANSFER_FEE_WALLET: WalletRef = { accountId: 0, walletId: 90002 };

// The calendar of the site's clock lives in site-time.ts; the seed imports it from here too.
export { dayNumber, dayStart, monthEnd, periodKey } from './site-time.ts';

// ---- prize draws ----------------------------------------------------------------------

/** Probabilities are percentages with up to 4 decimals: one unit is 0.0001 %. */
export const PROBABILITY_UNITS = 1_000_000;

/** A probability ('12.5') in whole units of 0.0001 % (125000), exactly: string digits, no floats. */
export function probabilityUnits(probability: string): number {
  const [whole = '0', fraction = ''] = probability.split('.');
  return Number(whole) * 10_000 + Number(fraction.padEnd(4, '0').slice(0, 4));
}

/** The stated total equals the sum of the prizes' probabilities (decimal arithmetic). */
export function probabilitiesAddUp(
  prizes: readonly { probability: string }[],
  total: string,
): boolean {
  const sum = prizes.reduce((acc, prize) => acc.plus(prize.probability), new Decimal(0));
  return sum.equals(new Decimal(total));
}

/**
 * The prize a roll (an integer in [0, PROBABILITY_UNITS)) lands on: prizes take consecutive
 * slices of the range as wide as their probability; the rest wins nothing (null).
 */
export function pickPrize<T extends { probability: string }>(
  prizes: readonly T[],
  roll: number,
): T | null {
  let upper = 0;
  for (const prize of prizes) {
    upper += probabilityUnits(prize.probability);
    if (roll < upper) return prize;
  }
  return null;
}

export { mulberry32 } from './seeded-random.ts';

/** The roll of a member's n-th draw (0-based) in a promotion: deterministic, so tests can predict it. */
export function drawRoll(accountId: number, promotionId: number, drawIndex: number): number {
  const random = mulberry32(hashText(`${accountId}:${promotionId}:${drawIndex}`));
  return Math.floor(random() * PROBABILITY_UNITS);
}

// ---- promotions -----------------------------------------------------------------------

/** Bonus of an application: amount x percent, capped, rounded down to cents. */
export function promotionBonus(
  amount: Decimal.Value,
  percent: string,
  cap: string | null,
): Decimal {
  const bonus = new Decimal(amount)
    .times(percent)
    .dividedBy(100)
    .toDecimalPlaces(2, Decimal.ROUND_DOWN);
  return cap !== null && bonus.gt(cap) ? new Decimal(cap) : bonus;
}

// ---- check-in ------------------------------------------------------------------------

/** Rewards of the 7 days of a check-in cycle. */
export const CHECKIN_REWARDS = [
  '5.00',
  '5.00',
  '10.00',
  '10.00',
  '15.00',
  '20.00',
  '38.00',
] as const;

/** Consecutive checked days ending at `lastDay` (0 when lastDay is not checked). */
export function streakEndingAt(checkedDays: ReadonlySet<number>, lastDay: number): number {
  let streak = 0;
  while (checkedDays.has(lastDay - streak)) streak++;
  return streak;
}

// ---- credit transfers -----------------------------------------------------------------

export interface CreditTransferSplit {
  fee: Decimal;
  /** What leaves the agent's credit. */
  debit: Decimal;
  /** What the downline receives. */
  received: Decimal;
}

/** Fee = amount x fee_percent (half-up to cents); bearer 1 (self) pays it on top, 2 (other party) has it taken off. */
export function creditTransferSplit(
  amount: Decimal.Value,
  feePercent: string,
  bearer: 1 | 2,
): CreditTransferSplit {
  const value = new Decimal(amount);
  const fee = value.times(feePercent).dividedBy(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return bearer === 1
    ? { fee, debit: value.plus(fee), received: value }
    : { fee, debit: value, received: value.minus(fee) };
}

// ---- display helpers ------------------------------------------------------------------

/** lucky777 -> lu****77 (the referral reward list shows invitees masked). */
export function maskUsername(username: string): string {
  if (username.length <= 4) return `${username.charAt(0)}****`;
  return `${username.slice(0, 2)}****${username.slice(-2)}`;
}

/** A document number masked except for its last 4 characters. */
export function maskIdNumber(idNumber: string): string {
  return `${'*'.repeat(Math.max(0, idNumber.length - 4))}${idNumber.slice(-4)}`;
}
