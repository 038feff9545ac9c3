import { type DayRange, dayRangeSeconds, shortcutRange } from '@/shared/lib/date-range';

/**
 * The dashboard's periods: chips counted on the server's calendar, and a custom range of whole
 * days. 'This week' and 'this month' run to today (days still to come have no figures).
 */
export const AGENT_PERIODS = [
  'today',
  'yesterday',
  'last_7_days',
  'last_30_days',
  'this_week',
  'this_month',
  'last_month',
  'custom',
] as const;
export type AgentPeriod = (typeof AGENT_PERIODS)[number];

/**
 * The period the dashboard opens on: thirty days, a trend to read (issue 34: 'today' opened on
 * one bar and one dot).
 */
export const DEFAULT_AGENT_PERIOD: AgentPeriod = 'last_30_days';

export const isAgentPeriod = (value: unknown): value is AgentPeriod =>
  (AGENT_PERIODS as readonly unknown[]).includes(value);

/** The longest period the report answers (the contract: 93 days). */
export const MAX_PERIOD_DAYS = 93;

/**
 * The days a period covers at `now` (ms) in the server timezone (`offsetMinutes`); the custom
 * period is the range chosen, null until both ends are.
 */
export function periodDays(
  period: AgentPeriod,
  now: number,
  offsetMinutes: number,
  custom: DayRange | null = null,
): DayRange | null {
  switch (period) {
    case 'today':
    case 'yesterday':
    case 'last_7_days':
    case 'last_30_days':
    case 'last_month':
      return shortcutRange(period, now, offsetMinutes);
    case 'this_week':
    case 'this_month': {
      const today = shortcutRange('today', now, offsetMinutes).to;
      return { from: shortcutRange(period, now, offsetMinutes).from, to: today };
    }
    case 'custom':
      return custom;
  }
}

/** Days from the first to the last of a range, both counted. */
export function daysIn(range: DayRange): number {
  return Math.round((Date.parse(range.to) - Date.parse(range.from)) / 86_400_000) + 1;
}

/** A custom range longer than the report answers. */
export const isPeriodTooLong = (range: DayRange) => daysIn(range) > MAX_PERIOD_DAYS;

/**
 * The report's query for a range: the first second of its first day and the last second of its
 * last day, in the server timezone (GET /agent/report `from` and `to`).
 */
export function reportParams(range: DayRange, offsetMinutes: number): { from: number; to: number } {
  const { gte, lte } = dayRangeSeconds(range, offsetMinutes);
  return { from: gte, to: lte };
}
