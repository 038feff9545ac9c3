import { describe, expect, it } from 'vitest';
import {
  NO_DATE_RANGE,
  dayRangeSeconds,
  dayRangeTexts,
  dayRangeTimes,
  readDateRange,
  resolveDateRange,
  shortcutRange,
  writeDateRange,
} from './date-range';

const PLUS_8 = 480;
// Thursday 2025-11-20 01:30 at +8 (Wednesday 17:30 UTC): the server's day is not the UTC day.
const NOW = Date.UTC(2025, 10, 19, 17, 30);

describe('spec §5 date ranges: the eight shortcuts, in the server timezone', () => {
  it.each([
    ['today', '2025-11-20', '2025-11-20'],
    ['yesterday', '2025-11-19', '2025-11-19'],
    // current week (last 7 days): today and the 6 days before.
    ['last_7_days', '2025-11-14', '2025-11-20'],
    // last calendar week, Monday to Sunday.
    ['last_week', '2025-11-10', '2025-11-16'],
    // this calendar week, Monday to Sunday.
    ['this_week', '2025-11-17', '2025-11-23'],
    // current month (last 30 days): today and the 29 days before.
    ['last_30_days', '2025-10-22', '2025-11-20'],
    ['last_month', '2025-10-01', '2025-10-31'],
    ['this_month', '2025-11-01', '2025-11-30'],
  ] as const)('%s covers %s to %s on the server calendar', (shortcut, from, to) => {
    expect(shortcutRange(shortcut, NOW, PLUS_8)).toEqual({ from, to });
  });

  it("the server's day decides, not the device's: at -5 the same moment is still the 19th", () => {
    expect(shortcutRange('today', NOW, -300)).toEqual({ from: '2025-11-19', to: '2025-11-19' });
  });

  it('calendar weeks start on Monday, also when today is Sunday or Monday', () => {
    const sunday = Date.UTC(2025, 10, 23, 4);
    const monday = Date.UTC(2025, 10, 24, 4);
    expect(shortcutRange('this_week', sunday, PLUS_8)).toEqual({
      from: '2025-11-17',
      to: '2025-11-23',
    });
    expect(shortcutRange('this_week', monday, PLUS_8).from).toBe('2025-11-24');
    expect(shortcutRange('last_week', monday, PLUS_8)).toEqual({
      from: '2025-11-17',
      to: '2025-11-23',
    });
  });

  it('last calendar month across a year and in a short month', () => {
    expect(shortcutRange('last_month', Date.UTC(2026, 0, 10), PLUS_8)).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
    expect(shortcutRange('this_month', Date.UTC(2024, 1, 10), PLUS_8)).toEqual({
      from: '2024-02-01',
      to: '2024-02-29',
    });
  });
});

describe('spec §5 date ranges: 00:00:00 to 23:59:59, yyyy-MM-dd HH:mm:ss, timestamps end at .999', () => {
  const range = { from: '2025-11-21', to: '2025-11-21' };

  it('default time 00:00:00 to 23:59:59, format yyyy-MM-dd HH:mm:ss', () => {
    expect(dayRangeTexts(range, PLUS_8)).toEqual({
      start: '2025-11-21 00:00:00',
      end: '2025-11-21 23:59:59',
    });
  });

  it('in timestamp mode the end millisecond is 999', () => {
    const { start, end } = dayRangeTimes(range, PLUS_8);
    expect(start).toBe(1763654400000);
    expect(end).toBe(1763740799999);
    expect(end % 1000).toBe(999);
  });

  it("the API's q filter takes Unix seconds, both ends included (the contract's example)", () => {
    // openapi/components.yaml Q: {"created_at":{"gte":1763654400,"lte":1763740799}}
    expect(dayRangeSeconds(range, PLUS_8)).toEqual({ gte: 1763654400, lte: 1763740799 });
  });
});

describe('date range in the URL', () => {
  it('a shortcut is kept by name, custom days as from and to', () => {
    expect(readDateRange(new URLSearchParams('range=last_week'))).toEqual({
      ...NO_DATE_RANGE,
      shortcut: 'last_week',
    });
    expect(readDateRange(new URLSearchParams('from=2025-11-01&to=2025-11-05'))).toEqual({
      shortcut: null,
      from: '2025-11-01',
      to: '2025-11-05',
    });
  });

  it('anything else is left out', () => {
    expect(readDateRange(new URLSearchParams('range=forever&from=2025-02-30&to=x'))).toEqual(
      NO_DATE_RANGE,
    );
  });

  it('a new range goes back to the first page and keeps the other filters', () => {
    const params = new URLSearchParams('direction=sent&page=3&page_size=20&range=today');
    expect(
      writeDateRange(params, { shortcut: null, from: '2025-11-01', to: '2025-11-05' }).toString(),
    ).toBe('direction=sent&page_size=20&from=2025-11-01&to=2025-11-05');
    expect(writeDateRange(params, { ...NO_DATE_RANGE, shortcut: 'today' }).toString()).toBe(
      'direction=sent&page_size=20&range=today',
    );
    expect(writeDateRange(params, NO_DATE_RANGE).toString()).toBe('direction=sent&page_size=20');
  });

  it('filters only by a whole range: both custom days (in order) or a shortcut', () => {
    const half = { shortcut: null, from: '2025-11-05', to: null };
    expect(resolveDateRange(half, NOW, PLUS_8)).toBeNull();
    expect(resolveDateRange({ ...half, to: '2025-11-01' }, NOW, PLUS_8)).toEqual({
      from: '2025-11-01',
      to: '2025-11-05',
    });
    expect(resolveDateRange({ ...NO_DATE_RANGE, shortcut: 'yesterday' }, NOW, PLUS_8)).toEqual({
      from: '2025-11-19',
      to: '2025-11-19',
    });
  });
});
