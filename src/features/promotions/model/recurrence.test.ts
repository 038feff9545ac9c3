import { describe, expect, it } from 'vitest';
import { holdsClaim, inSamePeriod, nextApplyFrom } from './recurrence';

// Wednesday 2026-03-18 10:00 at +8 (02:00 UTC).
const appliedAt = Date.UTC(2026, 2, 18, 2) / 1000;
const PLUS_8 = 480;
const at8 = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d) / 1000 - 8 * 3600;

describe('recurrence periods (spec §3: 1 one time, 2 daily, 3 weekly, 4 monthly)', () => {
  it('one time: never again', () => {
    expect(nextApplyFrom(1, appliedAt, PLUS_8)).toBeNull();
    expect(inSamePeriod(1, appliedAt, appliedAt + 400 * 86400, PLUS_8)).toBe(true);
  });
  it('daily: again from 00:00 of the next server day', () => {
    expect(nextApplyFrom(2, appliedAt, PLUS_8)).toBe(at8(2026, 3, 19));
  });
  it('weekly: again from the next Monday', () => {
    expect(nextApplyFrom(3, appliedAt, PLUS_8)).toBe(at8(2026, 3, 23));
    // Applied on a Monday: the Monday after.
    expect(nextApplyFrom(3, at8(2026, 3, 23) + 60, PLUS_8)).toBe(at8(2026, 3, 30));
  });
  it('monthly: again from the first of the next month', () => {
    expect(nextApplyFrom(4, appliedAt, PLUS_8)).toBe(at8(2026, 4, 1));
    expect(nextApplyFrom(4, at8(2026, 12, 31), PLUS_8)).toBe(at8(2027, 1, 1));
  });
  it('days follow the server timezone, not UTC', () => {
    // 23:30 UTC on the 18th is already the 19th at +8.
    const late = Date.UTC(2026, 2, 18, 23, 30) / 1000;
    expect(nextApplyFrom(2, late, PLUS_8)).toBe(at8(2026, 3, 20));
    expect(nextApplyFrom(2, late, 0)).toBe(Date.UTC(2026, 2, 19) / 1000);
  });
  it('an application holds the claim until the next period starts', () => {
    expect(inSamePeriod(2, appliedAt, at8(2026, 3, 19) - 1, PLUS_8)).toBe(true);
    expect(inSamePeriod(2, appliedAt, at8(2026, 3, 19), PLUS_8)).toBe(false);
  });
});

describe('an application uses up its period unless Rejected or Cancelled', () => {
  it('Pending, Approved and Completed hold the claim; Rejected and Cancelled do not', () => {
    expect([1, 2, 3, 4, 5].map((status) => holdsClaim(status as 1 | 2 | 3 | 4 | 5))).toEqual([
      true,
      true,
      false,
      true,
      false,
    ]);
  });
});
