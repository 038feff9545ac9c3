import type { i18n } from 'i18next';
import type { ApiError } from './http/api-error';
import { formatServerDateTime } from '@/shared/lib/time';

/** The refusals of player protection that end or refuse a session, by code (errors.refusal.*). */
const REFUSAL_KEYS: Record<string, string> = {
  SESSION_LIMIT_REACHED: 'errors.refusal.session_limit_reached',
  ACCOUNT_TIMED_OUT: 'errors.refusal.account_timed_out',
  ACCOUNT_SELF_EXCLUDED: 'errors.refusal.account_self_excluded',
};

/**
 * A refusal in the member's language: the session limit reached, or a time-out or
 * self-exclusion with its end in server time; any other error keeps the server's message. (The
 * HTTP layer's alert after a 401 shows the server's message, already in the request's locale.)
 */
export function refusalText(error: ApiError, i18next: i18n, offsetMinutes: number): string {
  const key = error.code ? REFUSAL_KEYS[error.code] : undefined;
  if (!key) return error.message;
  const endsAt = error.details.body?.ends_at;
  return i18next.t(key, {
    date: endsAt === undefined ? '' : formatServerDateTime(endsAt, offsetMinutes),
  });
}

/** Whether an error is a time-out or a self-exclusion refusing the member (sign-in 423 or 401). */
export function isExclusionRefusal(error: unknown): error is ApiError {
  const code = (error as ApiError | null)?.code;
  return code === 'ACCOUNT_TIMED_OUT' || code === 'ACCOUNT_SELF_EXCLUDED';
}
