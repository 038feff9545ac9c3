import { describe, expect, it } from 'vitest';
import {
  changeTiming,
  durationFitsKind,
  exclusionEnd,
  lowestRemaining,
  memberMayCancelWithdrawal,
  defaultRealityCheckMinutes,
  offersEveryToolBeforeFirstDeposit,
} from './rules';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('player protection rules', () => {
  it('decrease at once: a lower limit, or a first one, applies at once', () => {
    expect(changeTiming('200.00', '100')).toBe('now');
    expect(changeTiming(null, '100')).toBe('now');
    expect(changeTiming(120, 60)).toBe('now');
  });

  it('increase after 24 hours: a higher limit or a removal waits', () => {
    expect(changeTiming('100', '100.01')).toBe('after_delay');
    expect(changeTiming('100', null)).toBe('after_delay');
    expect(changeTiming(60, 120)).toBe('after_delay');
  });

  it('the same value changes nothing', () => {
    expect(changeTiming('100.00', '100')).toBe('unchanged');
    expect(changeTiming(null, null)).toBe('unchanged');
  });

  it('lowest limit applies: the smallest remainder of every window with a limit', () => {
    expect(
      lowestRemaining([
        { period: 'day', amount: '500', used: '100' },
        { period: 'week', amount: '450', used: '100' },
        { period: 'month', amount: null, used: '100' },
      ])?.period,
    ).toBe('week');
    const lowest = lowestRemaining([
      { period: 'day', amount: '500', used: '100' },
      { period: 'week', amount: '450', used: '100' },
    ]);
    expect(lowest?.remaining.toFixed(2)).toBe('350.00');
  });

  it('a window used beyond its limit remains zero, and no limit is no remainder', () => {
    expect(
      lowestRemaining([{ period: 'day', amount: '50', used: '80' }])?.remaining.toFixed(2),
    ).toBe('0.00');
    expect(lowestRemaining([{ period: 'day', amount: null, used: '80' }])).toBeNull();
  });

  it('a time-out lasts 24 hours to 6 weeks, a self-exclusion 6 months to 5 years', () => {
    expect(durationFitsKind('timeout', '24h')).toBe(true);
    expect(durationFitsKind('timeout', '6w')).toBe(true);
    expect(durationFitsKind('timeout', '6m')).toBe(false);
    expect(durationFitsKind('self_exclusion', '6m')).toBe(true);
    expect(durationFitsKind('self_exclusion', '5y')).toBe(true);
    expect(durationFitsKind('self_exclusion', '6w')).toBe(false);
  });

  it('an exclusion ends after its hours, weeks or calendar months', () => {
    const start = at('2026-11-28T10:00:00Z');
    expect(exclusionEnd(start, '24h')).toBe(at('2026-11-29T10:00:00Z'));
    expect(exclusionEnd(start, '6w')).toBe(at('2027-01-09T10:00:00Z'));
    expect(exclusionEnd(start, '6m')).toBe(at('2027-05-28T10:00:00Z'));
    expect(exclusionEnd(start, '5y')).toBe(at('2031-11-28T10:00:00Z'));
    expect(exclusionEnd(at('2026-08-31T00:00:00Z'), '6m')).toBe(at('2027-02-28T00:00:00Z'));
  });

  it('the ukgc setting hides withdrawal cancel (RTS 14B)', () => {
    expect(memberMayCancelWithdrawal('ukgc')).toBe(false);
    expect(memberMayCancelWithdrawal('default')).toBe(true);
    expect(memberMayCancelWithdrawal('mga')).toBe(true);
  });

  it('under ukgc the reality check is on by default; under mga every tool is offered first', () => {
    expect(defaultRealityCheckMinutes('ukgc')).toBe(60);
    expect(defaultRealityCheckMinutes('default')).toBeNull();
    expect(offersEveryToolBeforeFirstDeposit('mga')).toBe(true);
    expect(offersEveryToolBeforeFirstDeposit('default')).toBe(false);
  });
});
