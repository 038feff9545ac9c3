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
  return Math.floor((now + SITE_OFFSET_SECONDS) / 86400) * 86400 - SITE_OFFSET_SECONDS;
}
