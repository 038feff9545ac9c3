import { describe, expect, it } from 'vitest';
import {
  formatServerDate,
  formatServerDateTime,
  formatOffset,
  formatServerTime,
  isDateText,
  parseTimezone,
  serverDate,
  serverDayEnd,
  serverDayStart,
  toMilliseconds,
} from './time';

// 2025-11-21 00:00:00 at +8 is 2025-11-20 16:00:00 UTC (the contract's example timestamp).
const MIDNIGHT_PLUS_8 = 1763654400;

describe('spec §9 timestamps: 10 digits are seconds, with the server timezone (default +8)', () => {
  it('10 digits are seconds and are converted to milliseconds; 13 digits stay milliseconds', () => {
    expect(toMilliseconds(1763654400)).toBe(1763654400000);
    expect(toMilliseconds(1763654400123)).toBe(1763654400123);
  });

  it('the server timezone comes from the permission system.timezone offset, default +8', () => {
    expect(parseTimezone('+8')).toBe(480);
    expect(parseTimezone('-5')).toBe(-300);
    expect(parseTimezone('+5:30')).toBe(330);
    expect(parseTimezone('+0')).toBe(0);
    expect(parseTimezone(undefined)).toBe(480);
    expect(parseTimezone('Asia/Shanghai')).toBe(480);
    expect(parseTimezone('+25')).toBe(480);
  });

  it('the offset reads as UTC+8, UTC-5, UTC+5:30', () => {
    expect(formatOffset(480)).toBe('UTC+8');
    expect(formatOffset(-300)).toBe('UTC-5');
    expect(formatOffset(330)).toBe('UTC+5:30');
    expect(formatOffset(-330)).toBe('UTC-5:30');
  });

  it('spec §5 format yyyy-MM-dd HH:mm:ss, in the server timezone whatever the device timezone', () => {
    expect(formatServerDateTime(MIDNIGHT_PLUS_8, 480)).toBe('2025-11-21 00:00:00');
    expect(formatServerDateTime(MIDNIGHT_PLUS_8, 0)).toBe('2025-11-20 16:00:00');
    expect(formatServerDateTime(MIDNIGHT_PLUS_8, -300)).toBe('2025-11-20 11:00:00');
    expect(formatServerDateTime(MIDNIGHT_PLUS_8, 330)).toBe('2025-11-20 21:30:00');
    // The same moment given in milliseconds reads the same.
    expect(formatServerDateTime(MIDNIGHT_PLUS_8 * 1000 + 999, 480)).toBe('2025-11-21 00:00:00');
  });

  it('a server time as a date, and in a short pattern, in the server timezone', () => {
    expect(formatServerDate(MIDNIGHT_PLUS_8, 480)).toBe('2025-11-21');
    expect(formatServerDate(MIDNIGHT_PLUS_8 - 1, 480)).toBe('2025-11-20');
    expect(formatServerTime(MIDNIGHT_PLUS_8, 480, 'MM-DD HH:mm')).toBe('11-21 00:00');
  });

  it('a day of the server calendar runs from 00:00:00.000 to 23:59:59.999 in its timezone', () => {
    expect(serverDayStart('2025-11-21', 480)).toBe(MIDNIGHT_PLUS_8 * 1000);
    expect(serverDayEnd('2025-11-21', 480)).toBe((MIDNIGHT_PLUS_8 + 86400) * 1000 - 1);
    // Any moment of the day gives the same day.
    expect(serverDayStart(MIDNIGHT_PLUS_8 + 3600 * 23, 480)).toBe(MIDNIGHT_PLUS_8 * 1000);
    expect(serverDayEnd(MIDNIGHT_PLUS_8, 480)).toBe((MIDNIGHT_PLUS_8 + 86400) * 1000 - 1);
    expect(serverDayStart('2025-11-21', -300)).toBe(Date.UTC(2025, 10, 21, 5));
  });

  it('the date a moment falls on in the server calendar, moved by whole days', () => {
    expect(serverDate(MIDNIGHT_PLUS_8, 480)).toBe('2025-11-21');
    expect(serverDate(MIDNIGHT_PLUS_8, 0)).toBe('2025-11-20');
    expect(serverDate(MIDNIGHT_PLUS_8, 480, -1)).toBe('2025-11-20');
  });

  it('a date text is a real calendar date written YYYY-MM-DD', () => {
    expect(isDateText('2024-02-29')).toBe(true);
    expect(isDateText('2025-02-29')).toBe(false);
    expect(isDateText('2025-2-1')).toBe(false);
    expect(isDateText('')).toBe(false);
  });
});
