/**
 * The check's HTTP client: makes one call of a contract operation, judges the answer with
 * validate.ts and records a result row. Holds the member and affiliate session tokens
 * (`Authorization: Bearer <token>`, refreshed from the Authorization response header).
 */
import { randomUUID } from 'node:crypto';
import { type Operation, type SessionKind, planRequest, toQueryString } from './operations.ts';
import type { ResultRow } from './report.ts';
import { checkResponse, shorten } from './validate.ts';

export interface CallSpec {
  /** Where in the run the call is made (shown in the table). */
  step: string;
  operation: Operation;
  /** Path parameter values learned during the run. */
  known?: Record<string, unknown>;
  /** Query values besides the filled ones. */
  query?: Record<string, unknown>;
  /** JSON request body. */
  body?: unknown;
  headers?: Record<string, string>;
  /** The token to send; by default the session of the operation's kind (none when public). */
  token?: string | null;
  /** Statuses the step needs (a declared but different status fails the step). */
  expect?: readonly number[];
  /** An extra check of a valid answer; returns why it fails, or null. */
  check?: (body: unknown) => string | null;
}

export interface CallOutcome {
  status: number | null;
  body: unknown;
  /** The call answered a status in `expect` (or any 2xx without `expect`) and passed. */
  ok: boolean;
  row: ResultRow;
}

export interface ClientOptions {
  /** The base URL of each contract server, e.g. { '/api': 'http://127.0.0.1:4010/api' }. */
  bases: Readonly<Record<string, string>>;
  schemas: Readonly<Record<string, unknown>>;
  timeoutMs?: number;
}

type Sessions = Record<Exclude<SessionKind, 'public'>, string | null>;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The message of an error envelope, with its first field error: `msg (field: error)`. */
export function errorSummary(body: unknown): string {
  if (!isObject(body)) return '';
  const message = typeof body.message === 'string' ? body.message : '';
  let field = '';
  if (isObject(body.errors)) {
    const [name, list] = Object.entries(body.errors)[0] ?? [];
    const first = Array.isArray(list) ? list[0] : list;
    if (name !== undefined && typeof first === 'string') field = ` (${name}: ${first})`;
  }
  return shorten(`${message}${field}`, 100);
}

export class ContractClient {
  readonly rows: ResultRow[] = [];
  /** The last successful answer of each operation (path parameter sources). */
  readonly answers = new Map<string, unknown>();
  readonly sessions: Sessions = { member: null, affiliate: null };
  private readonly options: ClientOptions;

  constructor(options: ClientOptions) {
    this.options = options;
  }

  /** The full URL of a path of a contract server; null when the server has no base URL. */
  url(server: string, pathAndQuery: string): string | null {
    const base = this.options.bases[server];
    return base === undefined ? null : `${base.replace(/\/+$/, '')}${pathAndQuery}`;
  }

  /** Records a row for something the check found without a call of its own. */
  record(row: ResultRow): void {
    this.rows.push(row);
  }

  async call(spec: CallSpec): Promise<CallOutcome> {
    const { operation } = spec;
    const started = performance.now();
    const planned = planRequest(operation, spec.known, spec.query);
    const base = {
      step: spec.step,
      operationId: operation.operationId,
      method: operation.method,
      path: planned.ok ? planned.request.path : operation.path,
    };
    const finish = (status: number | null, body: unknown, pass: boolean, why: string) => {
      const row: ResultRow = {
        ...base,
        status,
        pass,
        why,
        ms: Math.round(performance.now() - started),
      };
      this.rows.push(row);
      const wanted =
        status !== null &&
        (spec.expect ? spec.expect.includes(status) : status >= 200 && status < 300);
      if (pass && wanted && status !== null && status < 300)
        this.answers.set(operation.operationId, body);
      return { status, body, ok: pass && wanted, row };
    };
    if (!planned.ok) return finish(null, undefined, false, `not called: ${planned.reason}`);

    const headers: Record<string, string> = { Accept: 'application/json', ...spec.headers };
    const sessionKind = operation.session === 'public' ? null : operation.session;
    const token = spec.token !== undefined ? spec.token : sessionKind && this.sessions[sessionKind];
    if (token) headers.Authorization = `Bearer ${token}`;
    const takesKey = operation.parameters.some(
      (p) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key',
    );
    if (takesKey && !Object.keys(headers).some((h) => h.toLowerCase() === 'idempotency-key'))
      headers['Idempotency-Key'] = randomUUID();
    if (spec.body !== undefined) headers['Content-Type'] = 'application/json';

    const url = this.url(
      operation.server,
      `${planned.request.path}${toQueryString(planned.request.query)}`,
    );
    if (url === null)
      return finish(null, undefined, false, `no base URL for the server ${operation.server}`);
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        method: operation.method,
        headers,
        body: spec.body === undefined ? undefined : JSON.stringify(spec.body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
      });
      text = await response.text();
    } catch (error) {
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
      const message = cause instanceof Error ? cause.message : String(cause);
      return finish(null, undefined, false, `no response: ${shorten(message, 100)}`);
    }

    // A refreshed token comes back in the Authorization header of an authenticated call.
    const refreshed = response.headers.get('authorization');
    if (refreshed && sessionKind && token === this.sessions[sessionKind])
      this.sessions[sessionKind] = refreshed.replace(/^Bearer\s+/i, '');

    let body: unknown = undefined;
    if (text !== '') {
      try {
        body = JSON.parse(text);
      } catch {
        const type = response.headers.get('content-type') ?? 'no content type';
        return finish(
          response.status,
          text,
          false,
          `body is not JSON (${type}): ${shorten(text, 60)}`,
        );
      }
    }
    const verdict = checkResponse(
      {
        operationId: operation.operationId,
        statuses: operation.statuses,
        status: response.status,
        body,
      },
      this.options.schemas,
    );
    if (!verdict.ok) return finish(response.status, body, false, verdict.reason);
    if (spec.expect && !spec.expect.includes(response.status)) {
      const detail = errorSummary(body);
      return finish(
        response.status,
        body,
        false,
        `expected ${spec.expect.join(' or ')}, got ${response.status}${detail ? `: ${detail}` : ''}`,
      );
    }
    const extra = spec.check ? spec.check(body) : null;
    if (extra) return finish(response.status, body, false, extra);
    const note = response.status >= 400 ? `declared error answer: ${errorSummary(body)}` : '';
    return finish(response.status, body, true, note);
  }
}
