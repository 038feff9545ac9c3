import type { ApiError } from './api-error';
import type { FieldMessage } from '@/shared/lib/field-message';

/**
 * The server's refusals said in the member's language, by code: the one table the forms
 * (form-errors.ts) and the session refusals of player protection (src/api/refusal.ts) read.
 * A code's text is `errors.refusal.<code in lower case>`, with the value it names: the whole
 * minutes a lockout has left (`remark`, as digits), an amount the server's message names (what
 * may still be withdrawn), or the date a time-out or self-exclusion ends; '' for none. When the
 * answer does not give the minutes or the amount in a form we can read,
 * `errors.refusal.<code>_generic` says it without. The error toasts of the HTTP layer say them
 * too (error-policy.ts), so the table is in the page's first file: kept small.
 */
export const REFUSALS: Readonly<Record<string, '' | 'minutes' | 'amount' | 'date'>> = {
  SESSION_LIMIT_REACHED: '',
  ACCOUNT_TIMED_OUT: 'date',
  ACCOUNT_SELF_EXCLUDED: 'date',
  LOGIN_LOCKED: 'minutes',
  WITHDRAW_PASSWORD_LOCKED: 'minutes',
  ROLLOVER_NOT_MET: 'amount',
  PAYEE_NAME_MISMATCH: '',
  DEPOSIT_REQUIRED: '',
  CODE_INVALID: '',
};

/**
 * The one amount the error's message (or else a field's) names, as written; undefined when a
 * text names none or several, or writes it in a way that could be misread (a comma may be a
 * decimal point in the member's language), so a wrong amount is never shown.
 */
function amountNamed(error: ApiError): string | undefined {
  for (const text of [error.message, ...Object.values(error.fieldErrors).flat()]) {
    const numbers = text.match(/\d[\d.,]*\d|\d/g);
    if (numbers?.length === 1 && /^\d+(\.\d\d?)?$/.test(numbers[0] ?? '')) return numbers[0];
  }
  return undefined;
}

/**
 * A refusal the server answered by code, as an i18n key with its values; null for a code the
 * table does not know (its message is shown as the server wrote it). A refusal that ends at a
 * date is said only with that date in server time (src/api/refusal.ts gives it), else it is left
 * to the server's message.
 */
export function refusalMessage(error: ApiError, date?: string): FieldMessage | null {
  const code = error.code ?? '';
  const names = REFUSALS[code];
  if (names === undefined || (names === 'date' && date === undefined)) return null;
  const key = `errors.refusal.${code.toLowerCase()}`;
  const value =
    names === 'minutes'
      ? /^\d+$/.exec(error.details.remark ?? '')?.[0]
      : names === 'amount'
        ? amountNamed(error)
        : date;
  if (!names) return { key };
  return value === undefined ? { key: `${key}_generic` } : { key, values: { [names]: value } };
}
