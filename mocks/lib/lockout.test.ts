import { describe, expect, it } from 'vitest';
import { afterWrongTry, minutesLeft } from './lockout.ts';

const RULE = { maxFailures: 5, minutes: 30 };

describe('lockout (sign-in and the withdrawal password)', () => {
  it("wrong tries count up; the one that reaches the maximum locks for the rule's minutes and starts the count again", () => {
    expect(afterWrongTry(0, 1000, RULE)).toEqual({ failures: 1, lockedUntil: null });
    expect(afterWrongTry(3, 1000, RULE)).toEqual({ failures: 4, lockedUntil: null });
    expect(afterWrongTry(4, 1000, RULE)).toEqual({ failures: 0, lockedUntil: 1000 + 30 * 60 });
  });

  it('a lock tells its whole minutes left, rounded up, and 0 once over', () => {
    expect(minutesLeft(1000 + 30 * 60, 1000)).toBe(30);
    expect(minutesLeft(1000 + 61, 1000)).toBe(2);
    expect(minutesLeft(1000, 1000)).toBe(0);
    expect(minutesLeft(0, 1000)).toBe(0);
  });
});
