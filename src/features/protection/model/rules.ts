// Relative imports with their extension, not the `@/` alias: the fake backend imports this
// file too, and its standalone server runs in plain Node (mocks/server/main.ts), which knows
// no alias.
import {
  type ExclusionDuration,
  ExclusionKind,
  Jurisdiction,
  LimitPeriod,
} from '../../../api/generated/model/index.ts';
import { Money, type MoneyValue, toMoney } from '../../../shared/lib/money.ts';

/**
 * Player protection's rules (UKGC RTS 12-14, MGA player protection directive), shared by the
 * screen and the fake backend: the fake enforces them on its clock, the screen explains them.
 */

/** A raise or removal of a limit waits this long (a decrease or a new limit applies at once). */
export const CHANGE_DELAY_SECONDS = 24 * 60 * 60;

/** The rolling window each money-limit period counts over, in seconds (a month is 30 days). */
export const PERIOD_SECONDS: Record<LimitPeriod, number> = {
  [LimitPeriod.DAY]: 24 * 60 * 60,
  [LimitPeriod.WEEK]: 7 * 24 * 60 * 60,
  [LimitPeriod.MONTH]: 30 * 24 * 60 * 60,
};

/** The periods in the order the contract lists them and the screen shows them. */
export const PERIODS: readonly LimitPeriod[] = [
  LimitPeriod.DAY,
  LimitPeriod.WEEK,
  LimitPeriod.MONTH,
];

/** The reality-check intervals offered, in minutes. */
export const REALITY_CHECK_CHOICES = [15, 30, 45, 60, 90, 120] as const;

/** Under `ukgc` the reality check is on from the start, at this interval. */
export const UKGC_DEFAULT_REALITY_CHECK_MINUTES = 60;

/** The session-time limits offered, in minutes (the contract takes 15 to 1440). */
export const SESSION_LIMIT_CHOICES = [30, 60, 120, 180, 240, 360, 480, 720] as const;

/** Which durations each kind of exclusion takes: a time-out is short, a self-exclusion long. */
export const EXCLUSION_DURATIONS: Record<ExclusionKind, readonly ExclusionDuration[]> = {
  [ExclusionKind.TIMEOUT]: ['24h', '72h', '1w', '2w', '4w', '6w'],
  [ExclusionKind.SELF_EXCLUSION]: ['6m', '1y', '2y', '3y', '5y'],
};

/** Whether a duration belongs to a kind of exclusion (a 1-year time-out is refused). */
export function durationFitsKind(kind: ExclusionKind, duration: ExclusionDuration): boolean {
  return EXCLUSION_DURATIONS[kind].includes(duration);
}

const HOUR = 60 * 60;
const DAY = 24 * HOUR;
const FIXED: Partial<Record<ExclusionDuration, number>> = {
  '24h': DAY,
  '72h': 3 * DAY,
  '1w': 7 * DAY,
  '2w': 14 * DAY,
  '4w': 28 * DAY,
  '6w': 42 * DAY,
};
const MONTHS: Partial<Record<ExclusionDuration, number>> = {
  '6m': 6,
  '1y': 12,
  '2y': 24,
  '3y': 36,
  '5y': 60,
};

/**
 * When an exclusion started at `start` (Unix seconds) ends: hours and weeks exactly, months and
 * years on the calendar (UTC), the last day of a shorter month when the day does not exist.
 */
export function exclusionEnd(start: number, duration: ExclusionDuration): number {
  const fixed = FIXED[duration];
  if (fixed !== undefined) return start + fixed;
  const months = MONTHS[duration] ?? 0;
  const from = new Date(start * 1000);
  const target = new Date(from.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return Math.floor(target.getTime() / 1000);
}

/** When a change to a limit applies. */
export type ChangeTiming = 'now' | 'after_delay' | 'unchanged';

/**
 * Decrease at once, increase after 24 hours: a new or lower limit protects more and applies at
 * once; a higher limit or a removal protects less and waits out `CHANGE_DELAY_SECONDS`. Limits
 * are compared as decimals (money) or whole numbers (minutes); null is no limit.
 */
export function changeTiming(
  current: MoneyValue | number | string | null,
  next: MoneyValue | number | string | null,
): ChangeTiming {
  if (current === null && next === null) return 'unchanged';
  if (current === null) return 'now';
  if (next === null) return 'after_delay';
  const cmp = new Money(next).comparedTo(new Money(current));
  if (cmp === 0) return 'unchanged';
  return cmp < 0 ? 'now' : 'after_delay';
}

/** One window of a money limit as it stands: its limit (null none) and what it has counted. */
export interface WindowUse {
  period: LimitPeriod;
  amount: string | null;
  used: string;
}

/**
 * Lowest limit applies: what may still be deposited (or lost) is the smallest remainder across
 * every window that has a limit; null when no window has one. A window used beyond its limit
 * remains zero, never below.
 */
export function lowestRemaining(
  windows: readonly WindowUse[],
): { period: LimitPeriod; remaining: MoneyValue } | null {
  let lowest: { period: LimitPeriod; remaining: MoneyValue } | null = null;
  for (const window of windows) {
    const limit = toMoney(window.amount);
    if (!limit) continue;
    const used = toMoney(window.used) ?? new Money(0);
    const remaining = Money.max(limit.minus(used), 0);
    if (!lowest || remaining.lessThan(lowest.remaining))
      lowest = { period: window.period, remaining };
  }
  return lowest;
}

/** Under `ukgc` a member cannot cancel a withdrawal once asked for (RTS 14B). */
export function memberMayCancelWithdrawal(jurisdiction: Jurisdiction | undefined): boolean {
  return jurisdiction !== Jurisdiction.UKGC;
}

/** Under `mga` every tool is offered before the first deposit, not only a deposit limit. */
export function offersEveryToolBeforeFirstDeposit(jurisdiction: Jurisdiction | undefined): boolean {
  return jurisdiction === Jurisdiction.MGA;
}

/** The reality-check interval a new member starts with: on under `ukgc`, off elsewhere. */
export function defaultRealityCheckMinutes(jurisdiction: Jurisdiction | undefined): number | null {
  return jurisdiction === Jurisdiction.UKGC ? UKGC_DEFAULT_REALITY_CHECK_MINUTES : null;
}
