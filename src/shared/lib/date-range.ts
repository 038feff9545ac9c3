import dayjs from 'dayjs';
import {
  DATE_FORMAT,
  formatServerDateTime,
  isDateText,
  serverDate,
  serverDayEnd,
  serverDayStart,
} from './time';

/**
 * Date ranges (spec §5): whole days of the server's calendar, from 00:00:00 to 23:59:59, in
 * the server timezone; the eight shortcuts; how the range travels in the URL and to the API.
 */

/** Spec §5's shortcuts, in the spec's order. */
export const RANGE_SHORTCUTS = [
  'today',
  'yesterday',
  /** "current week (last 7 days)": today and the 6 days before it. */
  'last_7_days',
  'last_week',
  'this_week',
  /** "current month (last 30 days)": today and the 29 days before it. */
  'last_30_days',
  'last_month',
  'this_month',
] as const;
export type RangeShortcut = (typeof RANGE_SHORTCUTS)[number];

export const isRangeShortcut = (value: unknown): value is RangeShortcut =>
  (RANGE_SHORTCUTS as readonly unknown[]).includes(value);

/** Whole days of the server calendar, 'YYYY-MM-DD', both ends included. */
export interface DayRange {
  from: string;
  to: string;
}

/**
 * The days a shortcut covers on the server's calendar at `now` (ms). Calendar weeks start on
 * Monday, as the contract's weekly promotions count them (ISO 8601).
 */
export function shortcutRange(
  shortcut: RangeShortcut,
  now: number,
  offsetMinutes: number,
): DayRange {
  const today = dayjs.utc(serverDate(now, offsetMinutes));
  const monday = today.subtract((today.day() + 6) % 7, 'day');
  const days = (from: dayjs.Dayjs, to: dayjs.Dayjs): DayRange => ({
    from: from.format(DATE_FORMAT),
    to: to.format(DATE_FORMAT),
  });
  switch (shortcut) {
    case 'today':
      return days(today, today);
    case 'yesterday':
      return days(today.subtract(1, 'day'), today.subtract(1, 'day'));
    case 'last_7_days':
      return days(today.subtract(6, 'day'), today);
    case 'last_week':
      return days(monday.subtract(7, 'day'), monday.subtract(1, 'day'));
    case 'this_week':
      return days(monday, monday.add(6, 'day'));
    case 'last_30_days':
      return days(today.subtract(29, 'day'), today);
    case 'last_month': {
      const previous = today.startOf('month').subtract(1, 'month');
      return days(previous, previous.endOf('month'));
    }
    case 'this_month':
      return days(today.startOf('month'), today.endOf('month'));
  }
}

/** Timestamp mode (spec §5): the first and the last millisecond, the end at .999. */
export function dayRangeTimes(range: DayRange, offsetMinutes: number) {
  return {
    start: serverDayStart(range.from, offsetMinutes),
    end: serverDayEnd(range.to, offsetMinutes),
  };
}

/** Text mode (spec §5): 'yyyy-MM-dd HH:mm:ss', from 00:00:00 to 23:59:59. */
export function dayRangeTexts(range: DayRange, offsetMinutes: number) {
  const { start, end } = dayRangeTimes(range, offsetMinutes);
  return {
    start: formatServerDateTime(start, offsetMinutes),
    end: formatServerDateTime(end, offsetMinutes),
  };
}

/**
 * The range as the contract's `q` filter operands on a timestamp field: Unix seconds, both
 * ends included ({gte: 00:00:00, lte: 23:59:59}); the API's timestamps are seconds, so the
 * end's .999 is the whole last second.
 */
export function dayRangeSeconds(range: DayRange, offsetMinutes: number) {
  const { start, end } = dayRangeTimes(range, offsetMinutes);
  return { gte: Math.floor(start / 1000), lte: Math.floor(end / 1000) };
}

/** What the member chose: a shortcut, or custom days (either end may be missing yet). */
export interface DateRangeSelection {
  shortcut: RangeShortcut | null;
  from: string | null;
  to: string | null;
}

export const NO_DATE_RANGE: DateRangeSelection = { shortcut: null, from: null, to: null };

/**
 * The range to filter by: a shortcut's days at `now`, or both custom days (in order, whichever
 * end was typed first); null when nothing or only one end is chosen.
 */
export function resolveDateRange(
  selection: DateRangeSelection,
  now: number,
  offsetMinutes: number,
): DayRange | null {
  if (selection.shortcut) return shortcutRange(selection.shortcut, now, offsetMinutes);
  const { from, to } = selection;
  if (!from || !to) return null;
  return from <= to ? { from, to } : { from: to, to: from };
}

/**
 * Reads `range` (a shortcut) or `from` and `to` (YYYY-MM-DD) from a URL's query; anything
 * else (typed by hand, an old link) is left out. A shortcut stays a shortcut, so a link to
 * 'today' shows the day it is opened.
 */
export function readDateRange(params: URLSearchParams): DateRangeSelection {
  const shortcut = params.get('range');
  if (isRangeShortcut(shortcut)) return { ...NO_DATE_RANGE, shortcut };
  const day = (name: string) => {
    const text = params.get(name);
    return text !== null && isDateText(text) ? text : null;
  };
  return { shortcut: null, from: day('from'), to: day('to') };
}

/**
 * Writes a range into a copy of the query and goes back to the first page (a new filter
 * starts from its first page); other parameters are kept.
 */
export function writeDateRange(
  params: URLSearchParams,
  selection: DateRangeSelection,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of ['range', 'from', 'to', 'page']) next.delete(name);
  if (selection.shortcut) next.set('range', selection.shortcut);
  else {
    if (selection.from) next.set('from', selection.from);
    if (selection.to) next.set('to', selection.to);
  }
  return next;
}
