import { http, type HttpHandler } from 'msw';
import type { ZodType } from 'zod';
import { admit, type AuthNeed, type FakeContext, refreshHeaders } from '../context.ts';
import type { Account, Session } from '../db.ts';
import {
  type FieldErrors,
  fail,
  invalid,
  type Parsed,
  parseWith,
  queryOf,
  readJsonBody,
  zodFieldErrors,
} from './respond.ts';
import { ops } from './schemas.ts';
import { settleDuePredictorRounds } from './predictor.ts';
import { settleDueTournaments } from './tournaments.ts';
import contract from '../../src/api/generated/openapi.json' with { type: 'json' };

const generated = ops as unknown as Record<string, ZodType | undefined>;
const pascal = (operationId: string) => operationId.charAt(0).toUpperCase() + operationId.slice(1);

/** The generated request schemas of an operation (query, path parameters, body). */
export function requestSchemas(operationId: string): {
  query?: ZodType;
  params?: ZodType;
  body?: ZodType;
} {
  const name = pascal(operationId);
  return {
    query: generated[`${name}QueryParams`],
    params: generated[`${name}Params`],
    body: generated[`${name}Body`],
  };
}

/** Where the fake answers: the absolute URLs of the API base and of the storage base. */
export interface FakeBases {
  api: string;
  storage: string;
}

/**
 * The bases of one origin: `/api` and `/storage` (or the configured paths, or absolute URLs)
 * resolved against it, without a trailing slash. Only requests under them are the fake's:
 * on the dev server the site's own modules live under `/src/api/`, which a pattern such as
 * `* /api/*` would also match (issue 17).
 */
export function fakeBases(origin: string, api = '/api', storage = '/storage'): FakeBases {
  const absolute = (base: string) => new URL(base, origin).href.replace(/\/+$/, '');
  return { api: absolute(api), storage: absolute(storage) };
}

let bases: FakeBases = fakeBases('http://127.0.0.1');

/** Sets where the handlers created from now on answer (mocks/fake.ts, before the handlers). */
export function setBases(next: FakeBases): void {
  bases = next;
}

/** Where the handlers answer now. */
export function currentBases(): FakeBases {
  return bases;
}

/** Whether a request URL is the fake's to answer: under the API or the storage base. */
export function isUnderBases(url: string, where: FakeBases = bases): boolean {
  const { origin, pathname } = new URL(url);
  const target = `${origin}${pathname}`;
  return [where.api, where.storage].some(
    (base) => target === base || target.startsWith(`${base}/`),
  );
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;
type Method = (typeof METHODS)[number];

/** Where an operation lives, as the contract says: method, path template, base and tag. */
export interface ContractOperation {
  method: Method;
  /** The contract's path template, e.g. /member/game/channel-balance/{id}. */
  path: string;
  /** The API base, or the storage origin where the path item names it as its server. */
  base: 'api' | 'storage';
  /** The operation's first tag: the handler file it belongs in (mocks/handlers/<tag>.ts). */
  tag: string;
}

interface PathItem {
  servers?: { url: string }[];
  [method: string]: unknown;
}

/** Every operation of the bundled contract by operationId, so a route names only its id. */
export const contractOperations: ReadonlyMap<string, ContractOperation> = new Map(
  Object.entries((contract as unknown as { paths: Record<string, PathItem> }).paths).flatMap(
    ([path, item]) =>
      METHODS.flatMap((method) => {
        const operation = item[method] as { operationId: string; tags?: string[] } | undefined;
        if (!operation) return [];
        const base = item.servers?.[0]?.url === '/storage' ? 'storage' : 'api';
        const tag = operation.tags?.[0] ?? '';
        return [[operation.operationId, { method, path, base, tag }] as const];
      }),
  ),
);

type Ops = typeof ops;
/** The parsed type of a generated request schema of an operation, or `Otherwise` where it has none. */
type Generated<
  Id extends string,
  Part extends string,
  Otherwise,
> = `${Capitalize<Id>}${Part}` extends keyof Ops
  ? Ops[`${Capitalize<Id>}${Part}`] extends ZodType<infer T>
    ? T
    : Otherwise
  : Otherwise;
/** The operation's query, path parameters and body, typed by its generated schemas. */
export type QueryOf<Id extends string> = Generated<Id, 'QueryParams', Record<string, never>>;
export type ParamsOf<Id extends string> = Generated<Id, 'Params', Record<string, never>>;
export type BodyOf<Id extends string> = Generated<Id, 'Body', undefined>;

export interface RouteInput<Q, P, B, A extends AuthNeed> {
  request: Request;
  query: Q;
  params: P;
  body: B;
  operationId: string;
  /** The caller's account: always there where the route needs a session; on a guest route null for a guest. */
  account: A extends 'guest' ? Account | null : Account;
  /** The caller's session, alike. */
  session: A extends 'guest' ? Session | null : Session;
}

export interface RouteSpec<Q, P, B, A extends AuthNeed, Id extends string = string> {
  /**
   * The contract's operationId: method, path and base come from the contract, and the
   * resolver's query, params and body are typed by the operation's generated schemas.
   */
  operationId: Id;
  /**
   * Who may call it, checked before anything else of the route (context.ts admit): without a
   * session a member, agent or any operation answers 401, an account of the wrong type 403.
   */
  auth: A;
  /** Only where one resolver serves several operations: the schemas its input is typed by. */
  query?: ZodType<Q>;
  params?: ZodType<P>;
  body?: ZodType<B>;
}

/** Runs before every handler: scenarios (maintenance, slow, flaky, ...) may answer first. */
export type Prelude = (request: Request, operationId: string) => Promise<Response | undefined>;
let prelude: Prelude = async () => undefined;
/** Runs after a handler: a scenario may replace its answer (lost response). */
export type Postlude = (
  request: Request,
  operationId: string,
  response: Response,
) => Promise<Response>;
let postlude: Postlude = async (_request, _operationId, response) => response;

/** Installs the scenario prelude and postlude (mocks/scenarios.ts). */
export function setPrelude(next: Prelude, after?: Postlude): void {
  prelude = next;
  if (after) postlude = after;
}

/** Every route the fake knows, with its auth need: for the coverage and the role tests. */
export const registeredOperations = new Map<string, AuthNeed>();

/** A contract path template as MSW writes it: `{id}` becomes `:id`. */
export function toMswPath(template: string): string {
  return template.replace(/\{([^}]+)\}/g, ':$1');
}

/**
 * One contract operation of the fake: admits the caller by the route's auth need, validates
 * query, path parameters and body with the generated zod schemas (field errors on bad input,
 * never a 5xx), then runs the resolver. A resolver that throws answers a contract error rather
 * than crashing the fake.
 */
export function route<
  Id extends string,
  A extends AuthNeed,
  Q = QueryOf<Id>,
  P = ParamsOf<Id>,
  B = BodyOf<Id>,
>(
  ctx: FakeContext,
  spec: RouteSpec<Q, P, B, A, Id>,
  resolve: (input: RouteInput<Q, P, B, A>) => Promise<Response> | Response,
): HttpHandler {
  const where = contractOperations.get(spec.operationId);
  // A route for an operation the contract lacks is a mistake in the fake, found at start-up.
  if (!where) throw new Error(`[fake] the contract has no operation ${spec.operationId}`);
  registeredOperations.set(spec.operationId, spec.auth);
  // Every operation is validated with its generated schemas, whether or not the route
  // names them (naming them only gives the resolver its types).
  const fallback = requestSchemas(spec.operationId);
  const querySchema = (spec.query ?? fallback.query) as ZodType<Q> | undefined;
  const paramsSchema = (spec.params ?? fallback.params) as ZodType<P> | undefined;
  const bodySchema = (spec.body ?? fallback.body) as ZodType<B> | undefined;
  const url = `${bases[where.base]}${toMswPath(where.path)}`;
  return http[where.method](url, async ({ request, params }) => {
    const early = await prelude(request, spec.operationId);
    if (early) return early;
    // What the clock has made due happens before anything reads the world (issue 31: a
    // tournament whose end has passed, or a predictor round whose matches are all over, is
    // settled and its prizes paid, once).
    await settleDueTournaments(ctx);
    await settleDuePredictorRounds(ctx);
    // Who may call comes before what they sent, as a real backend's auth middleware does.
    const admitted = await admit(ctx, request, spec.auth, spec.operationId);
    // Checking the session may have given it a new token (its refresh time had passed): every
    // answer from here on hands it over, refusals too, or the client would go on with the
    // replaced one and be signed out once its grace ran out (spec §4).
    const noStore = spec.auth !== 'guest' || ISSUES_SESSION.has(spec.operationId);
    const handingOver = (response: Response) =>
      withHeaders(response, {
        ...refreshHeaders(ctx, admitted.caller),
        // A member's or agent's answer (and a new session's) stays out of every cache: a shared
        // device's browser cache must keep no profile, balance or record.
        ...(noStore ? { 'Cache-Control': 'no-store' } : {}),
      });
    if (!admitted.ok) return handingOver(admitted.response);
    const query = querySchema
      ? parseQuery(querySchema, queryOf(request))
      : { ok: true as const, value: {} as Q };
    if (!query.ok) return handingOver(await asListedStatus(spec.operationId, query.response));
    const path = paramsSchema
      ? parsePath(paramsSchema, params)
      : { ok: true as const, value: {} as P };
    if (!path.ok) return handingOver(path.response);
    let body: B = undefined as B;
    if (bodySchema) {
      const raw = await readJsonBody(request);
      if (!raw.ok) return handingOver(raw.response);
      const parsed = parseWith(bodySchema, raw.value);
      if (!parsed.ok) return handingOver(await asListedStatus(spec.operationId, parsed.response));
      body = parsed.value;
    }
    try {
      const response = await resolve({
        request,
        query: query.value,
        params: path.value,
        body,
        operationId: spec.operationId,
        // admit() gave a caller wherever the auth need is not guest, which is what the
        // conditional types say; TypeScript cannot follow that through the type parameter.
        account: (admitted.caller?.account ?? null) as RouteInput<Q, P, B, A>['account'],
        session: (admitted.caller?.session ?? null) as RouteInput<Q, P, B, A>['session'],
      });
      if (checkingOwnResponses) await checkOwnResponse(spec.operationId, response);
      return await postlude(request, spec.operationId, handingOver(response));
    } catch (error) {
      console.error(`[fake] ${spec.operationId} failed:`, error);
      return handingOver(fail(400, 'The request could not be processed.', { code: 'BAD_REQUEST' }));
    }
  });
}

/** Guest operations whose answer opens a session (its token and the account's info). */
const ISSUES_SESSION: ReadonlySet<string> = new Set([
  'loginMember',
  'registerMember',
  'loginAffiliate',
]);

/** The response with these headers added (a copy: a response's own headers may be immutable). */
function withHeaders(response: Response, headers: Record<string, string>): Response {
  if (Object.keys(headers).length === 0) return response;
  const merged = new Headers(response.headers);
  for (const [name, value] of Object.entries(headers)) merged.set(name, value);
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers: merged,
  });
}

let checkingOwnResponses = true;

/**
 * Whether the fake parses each of its own answers with the contract's schema (default: yes).
 * In the browser the site's HTTP layer already checks every answer against the same schemas
 * (src/app/http-runtime.ts: checkResponses in mock builds), so the browser fake turns its own
 * check off and each answer is parsed once, not twice; in Vitest and the standalone server the
 * fake's own check is the only one (tests/contract/fake-responses.test.ts holds every operation).
 */
export function setOwnResponseCheck(enabled: boolean): void {
  checkingOwnResponses = enabled;
}

/**
 * The fake is honest about its own answers too: a response that does not parse with the
 * generated schema of its operation and status is reported (console.error fails tests).
 */
async function checkOwnResponse(operationId: string, response: Response): Promise<void> {
  if (!(response.headers.get('content-type') ?? '').includes('json')) return;
  const schema = generated[`${pascal(operationId)}${response.status}Response`];
  if (!schema) {
    console.error(
      `[fake] ${operationId} answered ${response.status}, which the contract does not list`,
    );
    return;
  }
  const result = schema.safeParse(await response.clone().json());
  if (!result.success) {
    const issues = result.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`);
    console.error(
      `[fake] ${operationId} ${response.status} breaks the contract: ${issues.join('; ')}`,
    );
  }
}

/** A path id as a real backend's router takes it: plain decimal digits, no sign, no leading zero. */
const PLAIN_INTEGER = /^(?:0|[1-9]\d*)$/;

/**
 * Path parameters, parsed with the generated schema. Its coercion reads text with Number(), which
 * takes 0x10, 1e1, ' 16' and 016 for 16 or 10: a numeric parameter must be plain decimal digits
 * as it came. A path that names no record this way is malformed: 400 with the parameter's
 * errors (not 422: it is no form field the member could correct).
 */
function parsePath<P>(
  schema: ZodType<P>,
  raw: Readonly<Record<string, string | readonly string[] | undefined>>,
): Parsed<P> {
  const result = schema.safeParse(raw);
  const errors: FieldErrors = result.success ? {} : zodFieldErrors(result.error.issues);
  if (result.success) {
    for (const [name, value] of Object.entries(result.data as Record<string, unknown>)) {
      if (typeof value === 'number' && !PLAIN_INTEGER.test(String(raw[name])))
        errors[name] = ['Must be a whole number written in plain decimal digits.'];
    }
    if (Object.keys(errors).length === 0) return { ok: true, value: result.data };
  }
  return {
    ok: false,
    response: fail(400, 'The request is malformed.', { code: 'BAD_REQUEST', errors }),
  };
}

/**
 * Query values arrive as text. Parameters whose schema wants a number (numeric enums such as
 * page_size or status) are read as numbers when the text is numeric: the query is parsed as
 * it came, and when that fails, again with numeric text as numbers; the first that passes wins,
 * and otherwise the errors of the text as it came are reported.
 */
function parseQuery<Q>(schema: ZodType<Q>, raw: Record<string, string | string[]>): Parsed<Q> {
  // The refusal is made only when every reading failed: a page's list reads (page_size=15)
  // fail the first, and making an answer for it cost the worker milliseconds a request.
  const first = schema.safeParse(raw);
  if (first.success) return { ok: true, value: first.data };
  const numeric = (value: string) => (/^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value);
  const converted = Object.fromEntries(
    Object.entries(raw).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.map(numeric) : numeric(value),
    ]),
  );
  const second = schema.safeParse(converted);
  if (second.success) return { ok: true, value: second.data };
  // Mixed: convert only the keys whose conversion fixes their own errors.
  const mixed: Record<string, unknown> = { ...raw };
  for (const key of Object.keys(raw)) {
    const attempt = schema.safeParse({ ...mixed, [key]: converted[key] });
    const before = schema.safeParse(mixed);
    const errorsFor = (result: typeof attempt) =>
      result.success ? 0 : result.error.issues.filter((issue) => issue.path[0] === key).length;
    if (errorsFor(attempt) < errorsFor(before)) mixed[key] = converted[key];
  }
  const third = schema.safeParse(mixed);
  if (third.success) return { ok: true, value: third.data };
  return { ok: false, response: invalid(zodFieldErrors(first.error.issues)) };
}

/**
 * Bad input answers 422 with field errors where the contract lists 422 for the operation,
 * and 400 (same body, code BAD_REQUEST) where it lists only 400.
 */
async function asListedStatus(operationId: string, response: Response): Promise<Response> {
  if (response.status !== 422 || generated[`${pascal(operationId)}422Response`]) return response;
  const body = (await response.json()) as { errors?: Record<string, string[]> };
  return fail(400, 'The request is malformed.', {
    code: 'BAD_REQUEST',
    ...(body.errors ? { errors: body.errors } : {}),
  });
}
