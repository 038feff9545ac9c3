import { describe, expect, it } from 'vitest';
import { formatElapsed, isLoss, realityCheckDue, serverClockOffset } from './session-clock';

describe('session clock', () => {
  it('elapsed time reads H:MM:SS and keeps counting past a day', () => {
    expect(formatElapsed(0)).toBe('0:00:00');
    expect(formatElapsed(3725)).toBe('1:02:05');
    expect(formatElapsed(25 * 3600)).toBe('25:00:00');
    expect(formatElapsed(-5)).toBe('0:00:00');
  });

  it('reality check due once the server time passes its due time, never when off', () => {
    expect(realityCheckDue(1000, 999)).toBe(false);
    expect(realityCheckDue(1000, 1000)).toBe(true);
    expect(realityCheckDue(null, 5000)).toBe(false);
  });

  it('a negative net position is a loss', () => {
    expect(isLoss('-0.01')).toBe(true);
    expect(isLoss('0.00')).toBe(false);
    expect(isLoss('12.50')).toBe(false);
  });

  it('the reality check counts on the server clock: a device clock an hour slow moves nothing', () => {
    const dueAt = 10_000;
    // The server answered at 9_000 while the device read 5_400 (an hour slow).
    const offset = serverClockOffset(9_000, 5_400_000);
    expect(offset).toBe(3_600);
    expect(realityCheckDue(dueAt, 6_399 + offset)).toBe(false);
    expect(realityCheckDue(dueAt, 6_400 + offset)).toBe(true);
  });
});
