import { describe, expect, it } from 'vitest';
import { secondsUntil, splitDuration } from './countdown';

describe('issue 31: a tournament’s countdown', () => {
  it('counts on the server’s clock: a device clock set wrong does not move the end', () => {
    const clock = { serverNow: 1_000_000, receivedAtMs: 5_000 };
    // 10 s after the answer, the end 70 s after the server's time is 60 s away, whatever the
    // device's clock said in absolute terms.
    expect(secondsUntil(1_000_070, clock, 15_000)).toBe(60);
    expect(secondsUntil(1_000_070, { ...clock, receivedAtMs: 9_999_000 }, 10_009_000)).toBe(60);
    expect(secondsUntil(1_000_070, clock, 500_000)).toBe(0);
  });

  it('shows days and a clock', () => {
    expect(splitDuration(93_784)).toEqual({ days: 1, clock: '02:03:04' });
    expect(splitDuration(59)).toEqual({ days: 0, clock: '00:00:59' });
    expect(splitDuration(-5)).toEqual({ days: 0, clock: '00:00:00' });
  });
});
