import axios, {
  CanceledError,
  AxiosError,
  AxiosHeaders,
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { getToken, onSessionChange, setToken } from '../session';
import { ApiError, errorFromBody, fromAxiosError } from './api-error';
import { AREA_FORBIDDEN_CODE, applyErrorPolicy } from './error-policy';
import { keepEarlyAnswer, recordEarly, recordedEarly, takeEarlyAnswer } from './early';
import { takeAheadAnswer } from './fetch-ahead';
import { foldFilters } from './q';
import { httpRuntime } from './runtime';

/** Where the API and the storage origin are (the contract's first server; language files, media). */
export interface ApiBases {
  api: string;
  storage: string;
}

/**
 * The bases of this build (VITE_API_BASE_URL, VITE_STORAGE_BASE_URL), until the server says
 * otherwise: `npm run serve` reads API_BASE_URL and STORAGE_BASE_URL at start-up and the page
 * carries them (root.tsx), so one build serves many environments.
 */
let bases: ApiBases = {
  api: import.meta.env.VITE_API_BASE_URL ?? '/api',
  storage: import.meta.env.VITE_STORAGE_BASE_URL ?? '/storage',
};

/** Base URL of the API now. */
export const apiBaseUrl = (): string => bases.api;
/** Base URL of the storage origin now. */
export const storageBaseUrl = (): string => bases.storage;
/** Sets the bases (the browser from the page's meta tags, before its first request). */
export function setApiBases(next: Partial<ApiBases>): void {
  bases = { ...bases, ...Object.fromEntries(Object.entries(next).filter(([, v]) => v)) };
}
/** Paths served by the storage origin rather than the API. */
const STORAGE_PATHS = ['/frontend/'];

/** Response headers that carry a refreshed token (spec §4). */
export const REFRESH_TOKEN_HEADER = 'authorization';
export const REFRESH_TIME_HEADER = 'token-refresh-time';

export interface ApiRequestOptions extends AxiosRequestConfig {
  /** The caller shows its own message for ordinary errors; no error toast (spec §8). */
  handlesErrors?: boolean;
  /**
   * A sign-in form's own call: a 401 or 403 refuses the sign-in (an agent's status), it does
   * not end a session (there is none yet), so the form says why instead of spec §8's alert
   * and the trip home.
   */
  isSignIn?: boolean;
  /**
   * A GET asked for ahead, as the page starts (early.ts): its answer is kept for the first
   * query that asks the same, which takes it instead of asking again; the caller ignores it.
   */
  early?: boolean;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * The contract secures the call with the bearer token: it is not sent without a session
     * (or a token the caller gives). Every generated call of such an operation says so
     * (orval.config.ts).
     */
    session?: boolean;
  }
}

/**
 * The session is the bearer token alone (spec §4): no XSRF cookie is read or sent. For every
 * same-origin call (the in-browser fake, the dev server) axios would otherwise read the cookie
 * first, in Chromium through the Cookie Store API: a round trip to the browser before the call
 * leaves, which held a page's first call back by about 15 ms (issue 18).
 */
export const http = axios.create({ timeout: 20_000, withXSRFToken: false });

/**
 * Holds every API call until `ready` settles. Mock builds start the fake backend alongside the
 * app (issue 18): the app loads its dictionary, renders and asks for its data while the fake
 * starts, and the calls leave once it answers. (Before that, the fake's service worker would
 * pass them on to the network.) The request timeout counts from when the call leaves.
 */
export function holdRequestsUntil(ready: Promise<unknown>): void {
  const settled = ready.then(
    () => undefined,
    () => undefined,
  );
  http.interceptors.request.use(async (config) => {
    await settled;
    return config;
  });
}

/**
 * Adds headers to every request, worked out as it is sent (after any hold): mock builds give
 * the in-browser fake the page's clock this way (src/main.tsx). Registered before
 * holdRequestsUntil, it runs after the hold (axios runs request interceptors last first).
 */
export function addRequestHeaders(headers: () => Record<string, string>): void {
  http.interceptors.request.use((config) => {
    const added = AxiosHeaders.from(config.headers);
    for (const [name, value] of Object.entries(headers())) added.set(name, value);
    config.headers = added;
    return config;
  });
}

/** Where a request without its own base goes: the storage origin's paths there, else the API. */
const baseUrlOf = (url: string) =>
  STORAGE_PATHS.some((prefix) => url.startsWith(prefix)) ? storageBaseUrl() : apiBaseUrl();

/** A request's query as sent: GET and DELETE carry everything in it, operator filters in `q`. */
const requestParams = (params: unknown, locale: string) => ({
  ...foldFilters(params as Record<string, unknown> | undefined),
  locale,
});

http.interceptors.request.use((config) => {
  const runtime = httpRuntime();
  const url = config.url ?? '';
  config.baseURL ??= baseUrlOf(url);
  config.params = requestParams(config.params, runtime.getLocale());
  const headers = AxiosHeaders.from(config.headers);
  const token = getToken();
  if (token && runtime.sessionExpired()) {
    // Spec §4: after 2 hours without action the member is signed out. A request that races
    // the 60-second check must not carry the token: the server may have ended the session,
    // and its 401 would ask the member to sign in instead of saying why they were signed out.
    runtime.onSessionExpired();
    throw new CanceledError('the session ended after 2 hours without activity');
  }
  // A token the caller gives is the one sent: sign-out ends the session it had, not a newer
  // sign-in's stored while its call waited.
  if (!headers.has('Authorization')) {
    if (token) headers.set('Authorization', `Bearer ${token.token}`);
    else if (config.session)
      // A call the contract secures, made as the session ended: a query enabled by the session
      // the page was rendered for (hydration reads the server's marker) or by a render the end
      // has not reached yet. Sent without the token, the server's 401 would ask a member who
      // just signed out to sign in again (spec §8); whatever ended the session has said so.
      throw new CanceledError('no session for a call that needs one: not sent');
  }
  config.headers = headers;
  return config;
});

// Spec §4: every answer to an authenticated call may hand over a refreshed token, an answer that
// refuses the request too (a 422 for a field): kept either way, or the member would go on with
// the replaced token and be signed out once the server stops taking it.
http.interceptors.response.use(
  (response) => {
    refreshTokenFrom(response);
    return response;
  },
  (error: unknown) => {
    if (error instanceof AxiosError && error.response) refreshTokenFrom(error.response);
    return Promise.reject(error);
  },
);

/** The last refresh this tab stored: the token it replaced and the one it stored. */
let lastRefresh: [string, string | undefined] | null = null;

/**
 * Stores a token refreshed by the server through the response headers. The refresh replaces the
 * token its request was sent with: the stored one, or the one this tab's last refresh replaced
 * while that refresh's token is still stored (requests sent together with one token may each
 * carry a refresh; the last answer's is kept). An answer that comes back after the member
 * signed out (in this tab or another), or signed in again, must not bring the ended session
 * back.
 */
function refreshTokenFrom(response: AxiosResponse): void {
  const headers = AxiosHeaders.from(response.headers as Record<string, string>);
  const refreshed = headers.get(REFRESH_TOKEN_HEADER);
  if (typeof refreshed !== 'string' || refreshed === '') return;
  // The request's token, after the "Bearer " the request interceptor put before it.
  const sent = String(AxiosHeaders.from(response.config?.headers).get('Authorization')).slice(7);
  const stored = getToken()?.token;
  if (!stored || (sent !== stored && (lastRefresh?.[0] !== sent || lastRefresh[1] !== stored)))
    return;
  const at = Number(headers.get(REFRESH_TIME_HEADER));
  // The refresh time is Unix seconds (10 digits); keep milliseconds.
  setToken(refreshed, Number.isFinite(at) && at > 0 ? (at < 1e11 ? at * 1000 : at) : null);
  lastRefresh = [sent, getToken()?.token];
}

/**
 * How long a refusal of the session this tab still holds waits for word from the other tabs
 * before it is believed. A sign-out in another tab ends the session on the server while
 * this tab's requests are on their way; which reaches this tab first, the refusal or the other
 * tab's word (storage), is a race between processes, and on a busy device the word can come
 * several hundred milliseconds late. The wait ends as soon as the word (any change of the
 * session) arrives; only a session that really ended under this tab waits it out, a second
 * before the member is asked to sign in again. The second is one this tab could listen in: time
 * it spent busy (a long task, a starved device) does not count, as the word may be queued
 * behind it; however busy, the refusal is believed after SESSION_NEWS_MAX_WAIT_MS.
 */
export const SESSION_NEWS_WAIT_MS = 1000;
/** The longest a refusal waits for the other tabs' word, however busy this tab is. */
export const SESSION_NEWS_MAX_WAIT_MS = 5000;
/** The wait is counted in slices; a slice whose timer fires this late was spent busy. */
const NEWS_SLICE_MS = 100;

/** The bearer token a refusal of the session (401/403) was sent with; null for other errors. */
function refusedToken(caught: unknown, error: ApiError): string | null {
  if (error.kind !== 'unauthorized' || error.code === AREA_FORBIDDEN_CODE) return null;
  if (!(caught instanceof AxiosError)) return null;
  const sent = AxiosHeaders.from(caught.config?.headers).get('Authorization');
  if (typeof sent !== 'string' || !sent.startsWith('Bearer ')) return null;
  return sent.slice('Bearer '.length);
}

/**
 * Whether a refusal of the session (401/403) is for a session that has ended, or been replaced,
 * since the request was sent: the member signed out in this tab or another, or signed in
 * again. Whatever ended it has already said so, or will while this tab listens (sessionNews);
 * asking the member to sign in again for an answer that came late would be wrong.
 */
async function sessionEndedSince(caught: unknown, error: ApiError): Promise<boolean> {
  const sent = refusedToken(caught, error);
  if (sent === null) return false;
  if (sent !== getToken()?.token) return true;
  await sessionNews();
  return sent !== getToken()?.token;
}

/**
 * Resolves on the next change of the session, or once this tab has listened for
 * SESSION_NEWS_WAIT_MS without one (see there), at most SESSION_NEWS_MAX_WAIT_MS. A hidden tab's
 * timers are throttled (once a second, or a minute), not its tasks: its time counts whole.
 */
function sessionNews(): Promise<void> {
  return new Promise<void>((resolve) => {
    const started = performance.now();
    let listened = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      clearTimeout(timer);
      stop();
      resolve();
    };
    const stop = onSessionChange(done);
    const slice = (from: number) => {
      timer = setTimeout(() => {
        const now = performance.now();
        // On time: the tab could have run the word's task meanwhile. Late: it was busy, and the
        // word may be next in its queue (the next slice's timer comes after it).
        if (globalThis.document?.visibilityState === 'hidden') listened += now - from;
        else if (now - from < NEWS_SLICE_MS * 2) listened += NEWS_SLICE_MS;
        if (listened >= SESSION_NEWS_WAIT_MS || now - started >= SESSION_NEWS_MAX_WAIT_MS) done();
        else slice(now);
      }, NEWS_SLICE_MS);
    };
    slice(started);
  });
}

function operationName(config: AxiosRequestConfig): string {
  return `${(config.method ?? 'get').toUpperCase()} ${config.url ?? ''}`;
}

function hasBodyStatus(data: unknown): data is { status: number; message?: unknown } {
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as { status?: unknown }).status === 'number'
  );
}

async function checkContract(
  config: AxiosRequestConfig,
  status: number,
  body: unknown,
): Promise<void> {
  // Replaced at build time: a build for a real API leaves the check (and with it every
  // generated schema) out, so a screen's chunk carries only the schemas its forms use.
  if (!import.meta.env.DEV && import.meta.env.VITE_API_MODE === 'real') return;
  const runtime = httpRuntime();
  if (!runtime.checkResponses) return;
  const { checkResponse } = await import('./contract-check');
  const path = (config.url ?? '').split('?')[0] ?? '';
  const report = await checkResponse(config.method ?? 'get', path, status, body);
  if (report) runtime.reportContractViolation(report);
}

/**
 * A request asked for ahead takes the page's head script's answer to the same URL with the same
 * token (fetch-ahead.ts), through axios's response handling like any answer (a refreshed token
 * is kept, the contract checked); without one, or with a failed one, it is sent as usual.
 */
async function aheadOrNetwork(config: InternalAxiosRequestConfig): Promise<AxiosResponse> {
  const sent = config.headers.get('Authorization');
  const token = typeof sent === 'string' && sent.startsWith('Bearer ') ? sent.slice(7) : undefined;
  const ahead = await takeAheadAnswer(http.getUri(config), token);
  // The instance's own adapter: the server's in-process fake sets one (entry.server.tsx).
  if (!ahead) return axios.getAdapter(http.defaults.adapter)(config);
  return {
    data: ahead.body,
    status: ahead.status,
    statusText: '',
    headers: AxiosHeaders.from(Object.fromEntries(ahead.headers)),
    config,
    request: null,
  };
}

/**
 * The URLs `ask` (a screen's `askEarly`) would send ahead, as the browser's HTTP layer sends
 * them in `locale`: the server names them in the page's head (routes/member.tsx), and the
 * browser's requests find the head script's answers by them (aheadOrNetwork).
 */
export function aheadUrls(ask: () => void, locale: string): string[] {
  return recordEarly(ask).map((config) =>
    http.getUri({
      ...config,
      baseURL: config.baseURL ?? baseUrlOf(config.url ?? ''),
      params: requestParams(config.params, locale),
    }),
  );
}

/**
 * The Orval mutator: every generated hook calls the API through here, so the rules of
 * spec §7 (locale, bearer, q folding, token refresh) and §8 (the response policy) live once.
 * Resolves with the response body (the envelope); rejects with an ApiError.
 */
export async function apiRequest<T>(
  config: AxiosRequestConfig,
  options?: ApiRequestOptions,
): Promise<T> {
  const { handlesErrors = false, isSignIn = false, early = false, ...axiosOptions } = options ?? {};
  const merged: AxiosRequestConfig = {
    ...config,
    ...axiosOptions,
    headers: { ...config.headers, ...axiosOptions.headers },
  };
  const operation = operationName(merged);
  if (early) {
    if (recordedEarly(merged)) throw new CanceledError('recorded for the page’s head, not sent');
    const answer = http.request<T>({ ...merged, adapter: aheadOrNetwork });
    keepEarlyAnswer(merged, answer);
    return (await answer).data;
  }
  let response: AxiosResponse<T>;
  try {
    // An answer asked for ahead is this request's; had it failed, the request is made now.
    const ahead = takeEarlyAnswer(merged) as Promise<AxiosResponse<T>> | undefined;
    response = await (ahead?.catch(() => http.request<T>(merged)) ?? http.request<T>(merged));
  } catch (caught) {
    const error =
      caught instanceof AxiosError
        ? fromAxiosError(caught, operation)
        : new ApiError('network', String(caught), { operation });
    if (caught instanceof AxiosError && caught.response)
      await checkContract(merged, caught.response.status, caught.response.data);
    if (!(isSignIn && error.kind === 'unauthorized') && !(await sessionEndedSince(caught, error)))
      applyErrorPolicy(error, handlesErrors);
    throw error;
  }
  await checkContract(merged, response.status, response.data);
  if (hasBodyStatus(response.data) && response.data.status !== 200) {
    const error = errorFromBody(
      'body-status',
      response.status,
      response.data,
      response.statusText,
      operation,
    );
    applyErrorPolicy(error, handlesErrors);
    throw error;
  }
  return response.data;
}

/** Error type of generated hooks. */
export type ErrorType<_Error> = ApiError;
/** Body type of generated hooks. */
export type BodyType<Body> = Body;
