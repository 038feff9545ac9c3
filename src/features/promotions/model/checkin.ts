import type { PromotionCheckinDay, PromotionCheckinInfo } from '@/api/generated/model';

/** How a day of the check-in cycle shows: checked, today's (to check in), or still ahead. */
export type CheckinDayState = 'checked' | 'today' | 'ahead';

/** A day's state in the calendar: checked days first, then today (unless checked), then ahead. */
export function checkinDayState(day: PromotionCheckinDay): CheckinDayState {
  if (day.checked) return 'checked';
  return day.is_today ? 'today' : 'ahead';
}

/** The member may check in once a day: while today is not checked. */
export function canCheckIn(info: Pick<PromotionCheckinInfo, 'checked_today'>): boolean {
  return !info.checked_today;
}

/**
 * The streak after checking in today: one more than the run of days before it; a missed day
 * restarts the streak, so the server's streak (0 after a gap) gives 1.
 */
export function streakAfterCheckIn(info: Pick<PromotionCheckinInfo, 'streak' | 'checked_today'>) {
  return info.checked_today ? info.streak : info.streak + 1;
}
