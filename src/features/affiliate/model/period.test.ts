import { describe, expect, it } from 'vitest';
import { DEFAULT_AGENT_PERIOD, daysIn, isPeriodTooLong, periodDays, reportParams } from './period';

/** Thursday 27 November 2026, 23:30 in the server timezone (+8): 15:30 UTC. */
const NOW = Date.UTC(2026, 10, 27, 15, 30);
const PLUS_8 = 480;

describe('periodDays: the dashboard’s periods on the server calendar', () => {
  it('today and yesterday are one day each, counted in the server timezone', () => {
    expect(periodDays('today', NOW, PLUS_8)).toEqual({ from: '2026-11-27', to: '2026-11-27' });
    expect(periodDays('yesterday', NOW, PLUS_8)).toEqual({ from: '2026-11-26', to: '2026-11-26' });
    // At the same moment it is already the 28th at +9.
    expect(periodDays('today', Date.UTC(2026, 10, 27, 15, 30), 9 * 60)?.from).toBe('2026-11-28');
  });

  it('the dashboard opens on the last 30 days, a trend to read, not one day (issue 34)', () => {
    const opened = periodDays(DEFAULT_AGENT_PERIOD, NOW, PLUS_8);
    expect(opened).toEqual({ from: '2026-10-29', to: '2026-11-27' });
    expect(opened && daysIn(opened)).toBe(30);
    expect(periodDays('last_7_days', NOW, PLUS_8)).toEqual({
      from: '2026-11-21',
      to: '2026-11-27',
    });
  });

  it('this week runs from Monday to today, this month from the 1st to today', () => {
    expect(periodDays('this_week', NOW, PLUS_8)).toEqual({ from: '2026-11-23', to: '2026-11-27' });
    expect(periodDays('this_month', NOW, PLUS_8)).toEqual({ from: '2026-11-01', to: '2026-11-27' });
  });

  it('last month is the whole previous calendar month', () => {
    expect(periodDays('last_month', NOW, PLUS_8)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(periodDays('last_month', Date.UTC(2027, 0, 15), PLUS_8)).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    });
  });

  it('custom is the range chosen, and nothing until there is one', () => {
    expect(periodDays('custom', NOW, PLUS_8)).toBeNull();
    const range = { from: '2026-09-01', to: '2026-09-10' };
    expect(periodDays('custom', NOW, PLUS_8, range)).toBe(range);
  });
});

describe('isPeriodTooLong: the report answers at most 93 days', () => {
  it('counts both ends', () => {
    expect(daysIn({ from: '2026-11-01', to: '2026-11-01' })).toBe(1);
    expect(isPeriodTooLong({ from: '2026-08-27', to: '2026-11-27' })).toBe(false); // 93 days
    expect(isPeriodTooLong({ from: '2026-08-26', to: '2026-11-27' })).toBe(true);
  });
});

describe('reportParams: whole server days as Unix seconds', () => {
  it('from 00:00:00 of the first day to 23:59:59 of the last, at +8', () => {
    expect(reportParams({ from: '2026-11-27', to: '2026-11-27' }, PLUS_8)).toEqual({
      from: Date.UTC(2026, 10, 26, 16) / 1000,
      to: Date.UTC(2026, 10, 27, 15, 59, 59) / 1000,
    });
  });
});
