import { describe, expect, it } from 'vitest';
import { canCheckIn, checkinDayState, streakAfterCheckIn } from './checkin';

describe('check-in calendar', () => {
  it('shows checked days, today and the days ahead', () => {
    expect(checkinDayState({ day: 1, reward: '5.00', checked: true, is_today: false })).toBe(
      'checked',
    );
    expect(checkinDayState({ day: 3, reward: '10.00', checked: false, is_today: true })).toBe(
      'today',
    );
    expect(checkinDayState({ day: 3, reward: '10.00', checked: true, is_today: true })).toBe(
      'checked',
    );
    expect(checkinDayState({ day: 4, reward: '10.00', checked: false, is_today: false })).toBe(
      'ahead',
    );
  });
});

describe('check in once a day', () => {
  it('is allowed while today is not checked', () => {
    expect(canCheckIn({ checked_today: false })).toBe(true);
    expect(canCheckIn({ checked_today: true })).toBe(false);
  });
});

describe('streak: consecutive days, restarted by a missed day', () => {
  it('grows by one with today', () => {
    expect(streakAfterCheckIn({ streak: 2, checked_today: false })).toBe(3);
  });
  it('after a missed day (streak 0) starts at 1', () => {
    expect(streakAfterCheckIn({ streak: 0, checked_today: false })).toBe(1);
  });
  it('does not grow twice on one day', () => {
    expect(streakAfterCheckIn({ streak: 3, checked_today: true })).toBe(3);
  });
});
