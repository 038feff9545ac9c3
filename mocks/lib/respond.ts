import { HttpResponse } from 'msw';
import type { ZodType } from 'zod';

/** Field errors as the contract's ErrorResponse carries them. */
export type FieldErrors = Record<string, string[]>;

/** The success envelope: `{status: 200, message, data}`. */
export function ok<T>(data: T, message = 'OK', init?: ResponseInit) {
  return HttpResponse.json({ status: 200, message, data }, init);
}

/** The one error shape of the contract, with an HTTP status to match. */
export function fail(
  status: number,
  message: string,
  extra: {
    code?: string;
    errors?: FieldErrors;
    remark?: string;
    /** The limit that refused (player protection: DEPOSIT_LIMIT_REACHED, LOSS_LIMIT_REACHED). */
    limit?: { kind: string; period: string; remaining: string; resets_at: number | null };
    /** When a time-out or self-exclusion that refused ends. */
    ends_at?: number;
  } = {},
  init?: ResponseInit,
) {
  return HttpResponse.json({ status, message, ...extra }, { ...init, status });
}

/** 422 with field errors. */
export function invalid(errors: FieldErrors, message = 'The given data was invalid.') {
  return fail(422, message, { code: 'VALIDATION_FAILED', errors });
}

/** Turns zod issues into contract field errors (dotted paths; the body itself is `_`). */
export function zodFieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; response: Response };

/** Validates input with a generated zod schema; on failure answers 422 with field errors. */
export function parseWith<T>(schema: ZodType<T>, input: unknown): Parsed<T> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, response: invalid(zodFieldErrors(result.error.issues)) };
}

/** Reads a JSON body; a body that is not JSON is a 400, never a crash. */
export async function readJsonBody(request: Request): Promise<Parsed<unknown>> {
  const text = await request.text();
  if (text.trim() === '') return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return {
      ok: false,
      response: fail(400, 'The request body is not valid JSON.', { code: 'BAD_REQUEST' }),
    };
  }
}

/** Query parameters as a plain object (repeated keys become arrays). */
export function queryOf(request: Request): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {};
  for (const [key, value] of new URL(request.url).searchParams) {
    const existing = params[key];
    params[key] =
      existing === undefined
        ? value
        : Array.isArray(existing)
          ? [...existing, value]
          : [existing, value];
  }
  return params;
}

/** The one not-found answer: no such record, or not the caller's (a member sees only their own). */
export const notFound = (message = 'Not found'): Response =>
  fail(404, message, { code: 'NOT_FOUND' });
