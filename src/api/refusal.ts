import type { i18n } from 'i18next';
import type { ApiError } from './http/api-error';
import { refusalMessage } from './http/refusals';
import { formatServerDateTime } from '@/shared/lib/time';

/**
 * A refusal in the member's language: the session limit reached, or a time-out or
 * self-exclusion with its end in server time (and any other refusal of the table in
 * src/api/http/refusals.ts); any other error keeps the server's message. (The HTTP layer's alert
 * after a 401 shows the server's message, already in the request's locale.)
 */
export function refusalText(error: ApiError, i18next: i18n, offsetMinutes: number): string {
  const endsAt = error.details.body?.ends_at;
  const date = endsAt === undefined ? '' : formatServerDateTime(endsAt, offsetMinutes);
  const message = refusalMessage(error, date);
  return message ? i18next.t(message.key, message.values ?? {}) : error.message;
}

/** Whether an error is a time-out or a self-exclusion refusing the member (sign-in 423 or 401). */
export function isExclusionRefusal(error: unknown): error is ApiError {
  const code = (error as ApiError | null)?.code;
  return code === 'ACCOUNT_TIMED_OUT' || code === 'ACCOUNT_SELF_EXCLUDED';
}
