import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { encodeFieldMessage } from '@/shared/lib/field-message';
import { ApiError } from './api-error';
import { refusalMessage } from './refusals';

/** A refusal known by its code (refusals.ts) as a form message, which the form translates. */
function refusalFormMessage(error: ApiError): string | null {
  const message = refusalMessage(error);
  return message && encodeFieldMessage(message.key, message.values);
}

/**
 * Puts the server's field errors (422) on the form's fields; returns false when none of the
 * errors belongs to a field, so the caller shows the message on the form instead. A refusal
 * the site knows by its code (refusals.ts) is said in the member's language, on the field the
 * server named; any other keeps the server's text.
 */
export function applyServerErrors<T extends FieldValues>(
  error: ApiError,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  translated = refusalFormMessage(error),
): boolean {
  let placed = false;
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    if ((fields as readonly string[]).includes(field) && messages[0]) {
      setError(field as Path<T>, { type: 'server', message: translated ?? messages[0] });
      placed = true;
    }
  }
  return placed;
}

/**
 * What a form shows after its request failed: the server's field errors go onto the fields,
 * and the message for the whole form comes back (null when the fields say it all): a refusal
 * known by its code in the member's language, else the server's message.
 */
export function formErrorMessage<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fallback: string,
): string | null {
  if (!(error instanceof ApiError)) return fallback;
  const translated = refusalFormMessage(error);
  return applyServerErrors(error, setError, fields, translated)
    ? null
    : (translated ?? error.message);
}
