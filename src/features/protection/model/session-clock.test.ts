import { describe, expect, it } from 'vitest';
import { formatElapsed, isLoss, realityCheckDue } from './session-clock';

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
});
