import type { AxiosError } from 'axios';
import type { ErrorResponse } from '../generated/model';

/** What kind of failure a request met; the response policy of spec §8 branches on it. */
export type ApiErrorKind =
  | 'unauthorized' // 401 or 403
  | 'unavailable' // 503
  | 'http' // any other error status
  | 'body-status' // HTTP 200 whose envelope status is not 200
  | 'network' // no response at all
  | 'cancelled' // aborted by the client (view left, superseded)
  | 'contract'; // the response does not match the contract (development and tests)

export interface FieldErrorMap {
  [field: string]: string[];
}

/** A failed API call, normalised: the one error type screens and hooks see. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly details: {
      status?: number;
      code?: string;
      errors?: FieldErrorMap;
      remark?: string;
      operation?: string;
      /**
       * The error body as the server sent it: what else it names (the limit that refused a
       * deposit, the end of an exclusion) is read from it where it matters.
       */
      body?: ErrorResponse;
    } = {},
  ) {
    super(message);
  }

  /** HTTP status, or the envelope status for body-status errors. */
  get status(): number | undefined {
    return this.details.status;
  }

  get code(): string | undefined {
    return this.details.code;
  }

  /** Field-level messages, keyed by field name. */
  get fieldErrors(): FieldErrorMap {
    return this.details.errors ?? {};
  }
}

/** The message a user sees for a cancelled request (spec §8); it is only logged. */
export const CANCELLED_MESSAGE = 'Operation canceled by the user.';

interface ErrorBody {
  status?: unknown;
  message?: unknown;
  code?: unknown;
  errors?: unknown;
  remark?: unknown;
}

function asErrorBody(data: unknown): ErrorBody {
  return typeof data === 'object' && data !== null ? (data as ErrorBody) : {};
}

function asFieldErrors(value: unknown): FieldErrorMap | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const result: FieldErrorMap = {};
  for (const [key, messages] of Object.entries(value)) {
    if (Array.isArray(messages))
      result[key] = messages.filter((m): m is string => typeof m === 'string');
  }
  return result;
}

/** Builds an ApiError from an error envelope body (HTTP error or a non-200 body status). */
export function errorFromBody(
  kind: ApiErrorKind,
  httpStatus: number,
  data: unknown,
  fallback: string,
  operation?: string,
): ApiError {
  const body = asErrorBody(data);
  const status = typeof body.status === 'number' ? body.status : httpStatus;
  const message = typeof body.message === 'string' && body.message !== '' ? body.message : fallback;
  return new ApiError(kind, message, {
    status,
    code: typeof body.code === 'string' ? body.code : undefined,
    errors: asFieldErrors(body.errors),
    remark: typeof body.remark === 'string' ? body.remark : undefined,
    operation,
    body: body as ErrorResponse,
  });
}

/** Classifies an axios failure into an ApiError. */
export function fromAxiosError(error: AxiosError, operation?: string): ApiError {
  if (error.code === 'ERR_CANCELED') {
    return new ApiError('cancelled', CANCELLED_MESSAGE, { operation });
  }
  const response = error.response;
  if (!response) {
    return new ApiError('network', error.message || 'Network Error', { operation });
  }
  const kind: ApiErrorKind =
    response.status === 401 || response.status === 403
      ? 'unauthorized'
      : response.status === 503
        ? 'unavailable'
        : 'http';
  return errorFromBody(
    kind,
    response.status,
    response.data,
    response.statusText || `HTTP ${response.status}`,
    operation,
  );
}
