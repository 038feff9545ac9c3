import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/**
 * Server times (spec §9): timestamps come as 10-digit seconds (or 13-digit milliseconds) and
 * are shown in the server's timezone, which the permission `system.timezone` section gives as
 * an offset from UTC ('+8', '-5', '+5:30'); +8 when it gives none. Every function here takes
 * the offset as an argument, so the same time reads the same on every member's device.
 */

/** Spec §9: the server timezone when the permission `system` section gives none. */
export const DEFAULT_SERVER_TIMEZONE = '+8';
/** Spec §5: yyyy-MM-dd HH:mm:ss. */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DATE_FORMAT = 'YYYY-MM-DD';

const MINUTE_MS = 60_000;
const DEFAULT_OFFSET_MINUTES = 8 * 60;

/**
 * The server timezone's offset from UTC in minutes, from the permission `system.timezone`
 * ('+8' → 480, '-5' → -300, '+5:30' → 330); the default +8 when it is missing or malformed.
 */
export function parseTimezone(timezone: string | null | undefined): number {
  const match = /^([+-])(\d{1,2})(?::(\d{2}))?$/.exec(timezone?.trim() ?? '');
  if (!match) return DEFAULT_OFFSET_MINUTES;
  const hours = Number(match[2]);
  const minutes = Number(match[3] ?? 0);
  // Real offsets run from -12:00 to +14:00; anything else is a typo on the server.
  if (hours > 14 || minutes > 59) return DEFAULT_OFFSET_MINUTES;
  return (match[1] === '-' ? -1 : 1) * (hours * 60 + minutes);
}

/** An offset as people read it: 480 → 'UTC+8', -330 → 'UTC-5:30'. */
export function formatOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const hours = Math.floor(Math.abs(offsetMinutes) / 60);
  const minutes = Math.abs(offsetMinutes) % 60;
  return `UTC${sign}${hours}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

/**
 * Spec §9: 10-digit timestamps are seconds and become milliseconds; 13-digit ones already are
 * milliseconds and stay as they are.
 */
export function toMilliseconds(stamp: number): number {
  // Under 1e11 a value is seconds: as milliseconds it would fall in 1973, as seconds in 5138.
  return Math.abs(stamp) < 1e11 ? stamp * 1000 : stamp;
}

/** The wall clock of the server's timezone at a moment, as a UTC-mode dayjs. */
function serverClock(stamp: number, offsetMinutes: number): Dayjs {
  return dayjs.utc(toMilliseconds(stamp) + offsetMinutes * MINUTE_MS);
}

/** A server time as 'YYYY-MM-DD HH:mm:ss' in the server timezone (spec §5 format). */
export function formatServerDateTime(stamp: number, offsetMinutes: number): string {
  return serverClock(stamp, offsetMinutes).format(DATE_TIME_FORMAT);
}

/** A server time's date, 'YYYY-MM-DD', in the server timezone. */
export function formatServerDate(stamp: number, offsetMinutes: number): string {
  return serverClock(stamp, offsetMinutes).format(DATE_FORMAT);
}

/** A server time in another dayjs pattern, in the server timezone (short forms on cards). */
export function formatServerTime(stamp: number, offsetMinutes: number, pattern: string): string {
  return serverClock(stamp, offsetMinutes).format(pattern);
}

/** Whether a text is a real calendar date written 'YYYY-MM-DD'. */
export function isDateText(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  // dayjs rolls an impossible date over ('2025-02-30' is 2 March): it must read back the same.
  return dayjs.utc(text).format(DATE_FORMAT) === text;
}

/**
 * The first millisecond (00:00:00.000) of a day of the server's calendar, given as 'YYYY-MM-DD'
 * or as any moment of that day.
 */
export function serverDayStart(day: string | number, offsetMinutes: number): number {
  const wall = typeof day === 'string' ? dayjs.utc(day) : serverClock(day, offsetMinutes);
  return wall.startOf('day').valueOf() - offsetMinutes * MINUTE_MS;
}

/** The last millisecond (23:59:59.999) of a day of the server's calendar. */
export function serverDayEnd(day: string | number, offsetMinutes: number): number {
  const wall = typeof day === 'string' ? dayjs.utc(day) : serverClock(day, offsetMinutes);
  return wall.endOf('day').valueOf() - offsetMinutes * MINUTE_MS;
}

/** The server-calendar date ('YYYY-MM-DD') a moment falls on, moved by whole days. */
export function serverDate(stamp: number, offsetMinutes: number, addDays = 0): string {
  return serverClock(stamp, offsetMinutes).add(addDays, 'day').format(DATE_FORMAT);
}
