import { nowSeconds } from './clock.ts';

/**
 * The site's one clock for dates a member reads: the server timezone of the permission
 * `system.timezone` (seeded in seed/site.ts). Order numbers and "today" use it alone, so a
 * deposit, a transfer and a bonus made at the same moment carry the same date.
 */
export const SITE_TIMEZONE = '+8';

/** Server timezone offset in seconds from the permission `system.timezone` ('+8', '-5:30'). */
export function timezoneOffsetSeconds(timezone: string | undefined): number {
  const match = /^([+-])(\d{1,2})(?::(\d{2}))?$/.exec(timezone ?? SITE_TIMEZONE);
  if (!match) return 8 * 3600;
  const sign = match[1] === '-' ? -1 : 1;
  return sign * (Number(match[2]) * 3600 + Number(match[3] ?? 0) * 60);
}

/** The site's offset from UTC in seconds. */
export const SITE_OFFSET_SECONDS = timezoneOffsetSeconds(SITE_TIMEZONE);

/** The site's calendar date of a Unix time, as YYYYMMDD. */
export function siteDate(at: number): string {
  return new Date((at + SITE_OFFSET_SECONDS) * 1000).toISOString().slice(0, 10).replaceAll('-', '');
}

/** An order number: prefix, the site's date and the record id (as given, padded or not). */
export function orderNo(prefix: string, id: number | string, at: number): string {
  return `${prefix}${siteDate(at)}${id}`;
}

/** Start of the fake's "today" on the site's clock (spec §9). */
export function startOfToday(now = nowSeconds()): number {
  return dayStart(dayNumber(now));
}

/** Day number (days since 1970-01-01 on the site's clock) of a Unix time. */
export function dayNumber(seconds: number, offset = SITE_OFFSET_SECONDS): number {
  return Math.floor((seconds + offset) / 86400);
}

/** Unix time of the start of a day number. */
export function dayStart(day: number, offset = SITE_OFFSET_SECONDS): number {
  return day * 86400 - offset;
}

/** Key of the claim period a moment falls in, for a promotion recurrence (1 once, 2 day, 3 week, 4 month). */
export function periodKey(
  recurrence: 1 | 2 | 3 | 4,
  seconds: number,
  offset = SITE_OFFSET_SECONDS,
): string {
  const day = dayNumber(seconds, offset);
  switch (recurrence) {
    case 1:
      return 'once';
    case 2:
      return `d${day}`;
    case 3:
      // 1970-01-01 was a Thursday; weeks start on Monday.
      return `w${Math.floor((day + 3) / 7)}`;
    case 4: {
      const date = new Date((seconds + offset) * 1000);
      return `m${date.getUTCFullYear()}-${date.getUTCMonth() + 1}`;
    }
  }
}

/**
 * Last second (inclusive) of the claim period a moment falls in (see periodKey), or null for
 * one-time promotions, whose period never ends.
 */
export function periodEnd(
  recurrence: 1 | 2 | 3 | 4,
  seconds: number,
  offset = SITE_OFFSET_SECONDS,
): number | null {
  const day = dayNumber(seconds, offset);
  switch (recurrence) {
    case 1:
      return null;
    case 2:
      return dayStart(day + 1, offset) - 1;
    case 3:
      // Weeks start on Monday (periodKey): the next Monday is the first day of the next week.
      return dayStart((Math.floor((day + 3) / 7) + 1) * 7 - 3, offset) - 1;
    case 4:
      return monthEnd(seconds, offset);
  }
}

/** Start (Unix seconds) of the calendar month a moment falls in, on the site's clock. */
export function monthStart(seconds: number, offset = SITE_OFFSET_SECONDS): number {
  const date = new Date((seconds + offset) * 1000);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / 1000 - offset;
}

/** End (Unix seconds, inclusive) of the calendar month a moment falls in, on the site's clock. */
export function monthEnd(seconds: number, offset = SITE_OFFSET_SECONDS): number {
  const date = new Date((seconds + offset) * 1000);
  const next = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) / 1000;
  return next - offset - 1;
}
