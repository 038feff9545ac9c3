import { fail } from './respond.ts';

/** A lockout setting: wrong tries in a row before the lock, and how long it lasts. */
export interface LockoutRule {
  maxFailures: number;
  minutes: number;
}

/** Whole minutes a lock ending at `lockedUntil` (Unix seconds) has left at `now`; 0 when none. */
export function minutesLeft(lockedUntil: number, now: number): number {
  return lockedUntil > now ? Math.ceil((lockedUntil - now) / 60) : 0;
}

/**
 * The count after one wrong try: the next failure count and, when it reaches the rule's
 * maximum, the lock's end (the count starts again at 0). Sign-in and the withdrawal password
 * both lock this way.
 */
export function afterWrongTry(
  failures: number,
  now: number,
  rule: LockoutRule,
): { failures: number; lockedUntil: number | null } {
  const next = failures + 1;
  return next >= rule.maxFailures
    ? { failures: 0, lockedUntil: now + rule.minutes * 60 }
    : { failures: next, lockedUntil: null };
}

/** The 429 of a lock: its code, the message, and the whole minutes left in `remark`. */
export function lockedAnswer(code: string, message: string, minutes: number): Response {
  return fail(429, message, { code, remark: String(minutes) });
}
