import Decimal from 'decimal.js';
import type { WalletRef } from './ledger.ts';
import { hashText, mulberry32 } from './seeded-random.ts';
import { periodKey } from './site-time.ts';

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

// ---- missions ---------------------------------------------------------------------------

/**
 * What a mission counts, in the period of its recurrence: the amount of deposits that
 * succeeded, the valid bet of settled bets, the number of settled bets, or of settled bets won.
 */
export type MissionMeasure = 'deposit_amount' | 'valid_bet' | 'bet_count' | 'win_count';

/** A member's recorded activity, as a mission reads it. */
export interface MissionActivity {
  /** Deposits that succeeded (credited), with when they did. */
  deposits: readonly { amount: string; at: number }[];
  bets: readonly {
    game_type: number;
    status: number;
    result: number;
    valid_bet: string;
    bet_at: number;
  }[];
}

/** A mission's terms: what it counts, of which game family (null: any), in which period. */
export interface MissionTerms {
  measure: MissionMeasure;
  game_type: number | null;
  recurrence: 1 | 2 | 3 | 4;
  target: string;
}

/**
 * A mission's progress at `now`: what it counts of the activity in the current period of its
 * recurrence (periodKey), capped at the target, with the target's decimals ('1250.50', '7').
 * Bets count once settled (status 2); a bet's period is when it was placed.
 */
export function missionProgress(
  mission: MissionTerms,
  activity: MissionActivity,
  now: number,
  offset?: number,
): string {
  const period = periodKey(mission.recurrence, now, offset);
  const inPeriod = (at: number) => periodKey(mission.recurrence, at, offset) === period;
  const bets = activity.bets.filter(
    (bet) =>
      bet.status === 2 &&
      inPeriod(bet.bet_at) &&
      (mission.game_type === null || bet.game_type === mission.game_type),
  );
  let counted: Decimal;
  switch (mission.measure) {
    case 'deposit_amount':
      counted = activity.deposits
        .filter((deposit) => inPeriod(deposit.at))
        .reduce((sum, deposit) => sum.plus(deposit.amount), new Decimal(0));
      break;
    case 'valid_bet':
      counted = bets.reduce((sum, bet) => sum.plus(bet.valid_bet), new Decimal(0));
      break;
    case 'bet_count':
      counted = new Decimal(bets.length);
      break;
    case 'win_count':
      counted = new Decimal(bets.filter((bet) => bet.result === 1).length);
      break;
  }
  const target = new Decimal(mission.target);
  // The target's written decimals ('500.00' has 2; Decimal normalises them away).
  return Decimal.min(counted, target).toFixed(mission.target.split('.')[1]?.length ?? 0);
}

/**
 * A mission's status (1 Unclaimed, 2 Claimable, 3 Claimed): Claimed while its reward was
 * claimed in the current period, else Claimable once the progress reaches the target.
 */
export function missionStatus(
  mission: { recurrence: 1 | 2 | 3 | 4; target: string; claimed_period: string | null },
  progress: string,
  now: number,
  offset?: number,
): 1 | 2 | 3 {
  if (mission.claimed_period === periodKey(mission.recurrence, now, offset)) return 3;
  return new Decimal(progress).gte(mission.target) ? 2 : 1;
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

// ---- invitation QR codes --------------------------------------------------------------

/**
 * A QR code's status as the API shows it (spec §3: 1 Unused, 2 Used, 3 Cancel, 4 Expired): a
 * code stored as unused whose expiry has passed is Expired.
 */
export function qrCodeStatus(
  code: { status: 1 | 2 | 3 | 4; expires_at: number | null },
  now: number,
): 1 | 2 | 3 | 4 {
  return code.status === 1 && code.expires_at !== null && code.expires_at <= now ? 4 : code.status;
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
