import { PromotionApplicationStatus, PromotionRecurrence } from '@/api/generated/model';

const DAY = 86_400;

/**
 * Spec §3 recurrence: when a member who applied at `appliedAt` (Unix seconds) may apply again,
 * on the server's calendar (offset in minutes): a one-time promotion never (null), a daily one
 * the next day, a weekly one the next Monday, a monthly one on the first of the next month
 * (each at 00:00:00 server time, in Unix seconds).
 */
export function nextApplyFrom(
  recurrence: PromotionRecurrence,
  appliedAt: number,
  offsetMinutes: number,
): number | null {
  const offset = offsetMinutes * 60;
  const day = Math.floor((appliedAt + offset) / DAY);
  switch (recurrence) {
    case PromotionRecurrence.ONE_TIME:
      return null;
    case PromotionRecurrence.DAILY:
      return (day + 1) * DAY - offset;
    case PromotionRecurrence.WEEKLY: {
      // 1970-01-01 was a Thursday: Monday is 0 in (day + 3) % 7.
      const monday = day - ((day + 3) % 7);
      return (monday + 7) * DAY - offset;
    }
    case PromotionRecurrence.MONTHLY: {
      const date = new Date((appliedAt + offset) * 1000);
      return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) / 1000 - offset;
    }
  }
}

/** Whether an application made at `appliedAt` still holds the promotion's claim at `now`. */
export function inSamePeriod(
  recurrence: PromotionRecurrence,
  appliedAt: number,
  now: number,
  offsetMinutes: number,
): boolean {
  const next = nextApplyFrom(recurrence, appliedAt, offsetMinutes);
  return next === null || now < next;
}

/**
 * An application uses up its period's claim unless it was Rejected or Cancelled: Pending,
 * Approved and Completed ones do (a refused application may be made again).
 */
export function holdsClaim(status: PromotionApplicationStatus): boolean {
  return (
    status !== PromotionApplicationStatus.REJECTED &&
    status !== PromotionApplicationStatus.CANCELLED
  );
}
