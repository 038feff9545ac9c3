import { http as mswHttp, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getToken, setToken } from '../session';
import { ApiError, CANCELLED_MESSAGE } from './api-error';
import {
  aheadUrls,
  apiRequest,
  holdRequestsUntil,
  SESSION_NEWS_MAX_WAIT_MS,
  SESSION_NEWS_WAIT_MS,
} from './client';
import { EARLY_ANSWER_MS } from './early';
import { NETWORK_ANOMALY_KEY, resetErrorPolicy } from './error-policy';
import { configureHttp, resetHttpRuntime, type HttpRuntime } from './runtime';

const base = `${location.origin}/api`;
const server = setupServer();
let runtime: {
  [K in keyof HttpRuntime]: HttpRuntime[K] extends (...args: infer A) => infer R
    ? ReturnType<typeof vi.fn<(...args: A) => R>>
    : HttpRuntime[K];
};

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());
beforeEach(() => {
  resetErrorPolicy();
  runtime = {
    getLocale: vi.fn(() => 'th'),
    showErrorToast: vi.fn(),
    showAlert: vi.fn(async () => undefined),
    translate: vi.fn(
      (key: string, _values?: Record<string, number | string>) => `translated:${key}`,
    ),
    goHome: vi.fn(),
    goAreaForbidden: vi.fn(),
    saveAndReload: vi.fn(),
    logCancelled: vi.fn(),
    reportContractViolation: vi.fn(),
    checkResponses: false,
    sessionExpired: vi.fn(() => false),
    onSessionExpired: vi.fn(),
  };
  resetHttpRuntime();
  configureHttp(runtime);
});

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  server.use(
    mswHttp.all(`${base}/probe`, () =>
      HttpResponse.json(body as Record<string, unknown>, { status, headers }),
    ),
  );
}

const call = (options?: Parameters<typeof apiRequest>[1], params?: Record<string, unknown>) =>
  apiRequest<{ status: number; data: unknown }>(
    { url: '/probe', method: 'GET', baseURL: base, params },
    options,
  );

/** Answers the probe with success, keeping each request it got. */
function probeRequests(): Request[] {
  const seen: Request[] = [];
  server.use(
    mswHttp.get(`${base}/probe`, ({ request }) => {
      seen.push(request);
      return HttpResponse.json({ status: 200, message: 'OK', data: null });
    }),
  );
  return seen;
}

const queryOf = (request: Request | undefined) => new URL(request?.url ?? base).searchParams;
const authorizations = (requests: Request[]) =>
  requests.map((request) => request.headers.get('authorization'));

describe('spec §7: every call', () => {
  it('adds the locale query parameter', async () => {
    const seen = probeRequests();
    await call();
    expect(queryOf(seen[0]).get('locale')).toBe('th');
  });

  it('adds a bearer authorization header when a token exists, and none otherwise', async () => {
    const seen = probeRequests();
    await call();
    setToken('abc123');
    await call();
    expect(authorizations(seen)).toEqual([null, 'Bearer abc123']);
  });

  it('spec §4: a request after 2 hours without action carries no token and signs the member out', async () => {
    const seen = probeRequests();
    setToken('abc123');
    runtime.sessionExpired.mockReturnValue(true);
    await expect(call()).rejects.toMatchObject({ kind: 'cancelled' });
    expect(authorizations(seen)).toEqual([]);
    expect(runtime.onSessionExpired).toHaveBeenCalledOnce();
    // No 401 dialog, no error toast: the sign-out says why.
    expect(runtime.showAlert).not.toHaveBeenCalled();
    expect(runtime.showErrorToast).not.toHaveBeenCalled();
  });

  it('spec §4: the session is the bearer token alone: a same-origin call reads no cookie and sends no XSRF header', async () => {
    const seen = probeRequests();
    document.cookie = 'XSRF-TOKEN=from-another-app';
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    const read = vi.fn(function (this: Document) {
      return cookie?.get?.call(this) as string;
    });
    Object.defineProperty(document, 'cookie', { configurable: true, get: read, set: cookie?.set });
    // Chromium's Cookie Store API, which axios asks (asynchronously) where a browser has it.
    const storeGet = vi.fn(async () => ({ name: 'XSRF-TOKEN', value: 'from-another-app' }));
    vi.stubGlobal('cookieStore', { get: storeGet });
    try {
      await call();
    } finally {
      vi.unstubAllGlobals();
      Reflect.deleteProperty(document, 'cookie');
      document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    }
    expect(seen[0]?.headers.get('x-xsrf-token')).toBeNull();
    // A same-origin fake (the demo, the journeys) would otherwise ask the browser's cookie store
    // before every call left (issue 18: a page's first call left about 15 ms later).
    expect(read).not.toHaveBeenCalled();
    expect(storeGet).not.toHaveBeenCalled();
  });

  it('folds operator filters into one q parameter and keeps GET parameters in the query', async () => {
    const seen = probeRequests();
    await call(undefined, { page: 2, created_at: { gte: 10, lte: 20 }, status: { in: [1, 2] } });
    const query = queryOf(seen[0]);
    expect(query.get('page')).toBe('2');
    expect(JSON.parse(query.get('q') ?? '{}')).toEqual({
      created_at: { gte: 10, lte: 20 },
      status: { in: [1, 2] },
    });
    expect(query.has('created_at')).toBe(false);
  });
});

describe('spec §4: token refresh', () => {
  it('stores the token refreshed by the authorization and refresh-time response headers', async () => {
    setToken('old');
    answer(
      200,
      { status: 200, message: 'OK', data: null },
      { Authorization: 'Bearer new-token', 'Token-Refresh-Time': '1763690400' },
    );
    await call();
    expect(getToken()).toEqual({ token: 'new-token', refreshAt: 1763690400000 });
  });

  it('stores a token refreshed by an answer that refuses the request too (a 422): the member stays signed in', async () => {
    setToken('old');
    answer(
      422,
      { status: 422, message: 'The given data was invalid.', code: 'VALIDATION_FAILED' },
      { Authorization: 'Bearer new-token', 'Token-Refresh-Time': '1763690400' },
    );
    await expect(call({ handlesErrors: true })).rejects.toBeInstanceOf(ApiError);
    expect(getToken()).toEqual({ token: 'new-token', refreshAt: 1763690400000 });
  });

  it('still does not bring back a session that ended while the request was out: another tab signed out', async () => {
    setToken('old');
    server.use(
      mswHttp.get(`${base}/probe`, () => {
        // Another tab signs out while this tab's request is at the server, which had refreshed it.
        clearSession();
        return HttpResponse.json(
          { status: 200, message: 'OK', data: null },
          { headers: { Authorization: 'Bearer refreshed', 'Token-Refresh-Time': '1763690400' } },
        );
      }),
    );
    await call();
    expect(getToken()).toBeNull();
  });

  it('does not replace the token of a newer sign-in with the refresh of the session it replaced', async () => {
    setToken('old');
    server.use(
      mswHttp.get(`${base}/probe`, () => {
        // Signed out and in again (another tab) while this request was out.
        setToken('new-sign-in', null, 'member');
        return HttpResponse.json(
          { status: 200, message: 'OK', data: null },
          {
            headers: { Authorization: 'Bearer refreshed-old', 'Token-Refresh-Time': '1763690400' },
          },
        );
      }),
    );
    await call();
    expect(getToken()?.token).toBe('new-sign-in');
  });

  it('keeps the last refresh of requests sent together with one token', async () => {
    setToken('shared-old');
    let answered = 0;
    server.use(
      mswHttp.get(`${base}/probe`, async () => {
        const token = `refreshed-${++answered}`;
        await delay(answered * 20);
        return HttpResponse.json(
          { status: 200, message: 'OK', data: null },
          { headers: { Authorization: `Bearer ${token}`, 'Token-Refresh-Time': '1763690400' } },
        );
      }),
    );
    await Promise.all([call(), call()]);
    expect(getToken()?.token).toBe('refreshed-2');
  });

  it('does not sign a guest in from a stray authorization header', async () => {
    answer(200, { status: 200, message: 'OK', data: null }, { Authorization: 'Bearer sneaky' });
    await call();
    expect(getToken()).toBeNull();
  });
});

describe('spec §8: response policy', () => {
  it.each([401, 403])(
    '%i clears the session, alerts the server message once and goes to /',
    async (status) => {
      setToken('abc');
      let dismiss = () => undefined as void;
      runtime.showAlert.mockImplementation(
        () =>
          new Promise<void>((resolve) => {
            dismiss = resolve;
          }),
      );
      answer(status, { status, message: 'Please Sign In' });
      const results = await Promise.allSettled([call(), call(), call()]);
      expect(results.every((r) => r.status === 'rejected')).toBe(true);
      expect(getToken()).toBeNull();
      expect(runtime.showAlert).toHaveBeenCalledTimes(1);
      expect(runtime.showAlert).toHaveBeenCalledWith('Please Sign In');
      expect(runtime.goHome).toHaveBeenCalled();
      expect(runtime.showErrorToast).not.toHaveBeenCalled();
      // Once dismissed, a later 401 may alert again.
      dismiss();
      await Promise.resolve();
      await call().catch(() => undefined);
      expect(runtime.showAlert).toHaveBeenCalledTimes(2);
    },
  );

  it('spec §8: a 401 for a session that ended after the request was sent (signed out in another tab) asks nothing, and leaves the new session alone', async () => {
    setToken('old');
    let arrived = () => undefined as void;
    const received = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      mswHttp.get(`${base}/probe`, async () => {
        arrived();
        await released;
        return HttpResponse.json({ status: 401, message: 'Please Sign In' }, { status: 401 });
      }),
    );
    const late = call();
    await received;
    // Meanwhile the member signs out in another tab and in again: a new session.
    setToken('new');
    release();
    await expect(late).rejects.toBeInstanceOf(ApiError);
    expect(runtime.showAlert).not.toHaveBeenCalled();
    expect(runtime.goHome).not.toHaveBeenCalled();
    expect(getToken()?.token).toBe('new');
  });

  it("spec §8: a 401 that comes before another tab's word of its sign-out asks nothing: the word arrives within the wait", async () => {
    setToken('shared');
    expect(SESSION_NEWS_WAIT_MS).toBeGreaterThan(100);
    server.use(
      mswHttp.get(`${base}/probe`, () => {
        // The other tab's sign-out reaches this tab 100 ms after the refusal did.
        setTimeout(() => clearSession(), 100);
        return HttpResponse.json({ status: 401, message: 'Please Sign In' }, { status: 401 });
      }),
    );
    const late = call();
    await expect(late).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(runtime.showAlert).not.toHaveBeenCalled();
    expect(runtime.goHome).not.toHaveBeenCalled();
  });

  it("spec §8: the other tab's word may come late on a busy device: 600 ms after the refusal still asks nothing", async () => {
    setToken('shared');
    server.use(
      mswHttp.get(`${base}/probe`, () => {
        // Twice the wait this tab once gave it (300 ms).
        setTimeout(() => clearSession(), 600);
        return HttpResponse.json({ status: 401, message: 'Please Sign In' }, { status: 401 });
      }),
    );
    await expect(call()).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(runtime.showAlert).not.toHaveBeenCalled();
  });

  it("spec §8: a tab too busy to listen still hears the other tab's word: only the time it could listen counts", async () => {
    setToken('shared');
    server.use(
      mswHttp.get(`${base}/probe`, () => {
        // The tab is busy for longer than the whole wait just as the refusal comes (a long task on
        // a starved phone); the other tab's word is queued behind it, later than the wait's end.
        setTimeout(() => {
          const until = Date.now() + SESSION_NEWS_WAIT_MS * 1.5;
          while (Date.now() < until);
        }, 50);
        setTimeout(() => clearSession(), SESSION_NEWS_WAIT_MS * 1.2);
        return HttpResponse.json({ status: 401, message: 'Please Sign In' }, { status: 401 });
      }),
    );
    await expect(call()).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(runtime.showAlert).not.toHaveBeenCalled();
  });

  it('spec §8: however busy the tab, a refusal without word from another tab is believed in the end', async () => {
    setToken('shared');
    answer(401, { status: 401, message: 'Please Sign In' });
    // A clock that runs a second ahead at every look: every slice of the wait seems to come late,
    // as on a tab that never gets to listen on time.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 1000));
    const started = Date.now();
    await expect(call()).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(runtime.showAlert).toHaveBeenCalledWith('Please Sign In');
    // Believed after SESSION_NEWS_MAX_WAIT_MS by that clock: a few slices of real time.
    expect(Date.now() - started).toBeLessThan(SESSION_NEWS_WAIT_MS);
  });

  it("spec §8: a hidden tab's throttled timers do not stretch the wait: its time counts whole", async () => {
    setToken('shared');
    answer(401, { status: 401, message: 'Please Sign In' });
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    // Each slice's timer fires 600 ms after the last, as a hidden tab's throttled timers do.
    let now = 0;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => (now += 600));
    try {
      await expect(call()).rejects.toMatchObject({ kind: 'unauthorized' });
    } finally {
      Reflect.deleteProperty(document, 'visibilityState');
    }
    expect(runtime.showAlert).toHaveBeenCalledWith('Please Sign In');
    // A second of the tab's time in two slices, not the busy tab's cap of five seconds.
    expect(clock.mock.calls.length).toBeLessThan(SESSION_NEWS_MAX_WAIT_MS / 600);
  });

  it("spec §8: the refusal settles as soon as the other tab's word comes, not after the whole wait", async () => {
    setToken('shared');
    server.use(
      mswHttp.get(`${base}/probe`, () => {
        setTimeout(() => clearSession(), 20);
        return HttpResponse.json({ status: 401, message: 'Please Sign In' }, { status: 401 });
      }),
    );
    const started = Date.now();
    await expect(call()).rejects.toMatchObject({ kind: 'unauthorized' });
    // Far under the wait even on a busy machine: the word, not the timer, ended it.
    expect(Date.now() - started).toBeLessThan(SESSION_NEWS_WAIT_MS * 0.9);
  });

  it('spec §8: a call the contract secures is not sent without a session, and asks nothing (a query the ended session enabled)', async () => {
    // Another tab signed out while this one was hydrating with the session its HTML was rendered
    // for: the member's profile query starts without a token. The server would refuse it with a
    // 401, which would ask a member who just signed out to sign in again.
    const seen = probeRequests();
    await expect(call({ session: true })).rejects.toMatchObject({ kind: 'cancelled' });
    expect(seen).toEqual([]);
    expect(runtime.showAlert).not.toHaveBeenCalled();
    expect(runtime.goHome).not.toHaveBeenCalled();
    expect(runtime.logCancelled).toHaveBeenCalledWith(CANCELLED_MESSAGE, 'GET /probe');
  });

  it('spec §4: a secured call given its token by the caller (sign-out after the session is cleared) is sent', async () => {
    const seen = probeRequests();
    await call({ session: true, headers: { Authorization: 'Bearer ended' } });
    expect(authorizations(seen)).toEqual(['Bearer ended']);
  });

  it('spec §4: a token the caller gives is the one sent, even when a newer sign-in is stored', async () => {
    // Sign-out's call waited (the agent side's code loads first) while the member signed in
    // again: it must end the session it had, not the new one.
    setToken('new');
    const seen = probeRequests();
    await call({ session: true, headers: { Authorization: 'Bearer ended' } });
    expect(authorizations(seen)).toEqual(['Bearer ended']);
  });

  it('spec §8: a secured call with a session, and a public call without one, are sent', async () => {
    const seen = probeRequests();
    await call();
    setToken('abc');
    await call({ session: true });
    expect(authorizations(seen)).toEqual([null, 'Bearer abc']);
  });

  it('503 saves storage and reloads the page', async () => {
    answer(503, { status: 503, message: 'System is under maintenance' });
    await expect(call()).rejects.toBeInstanceOf(ApiError);
    expect(runtime.saveAndReload).toHaveBeenCalledTimes(1);
  });

  it('other errors show an error toast with the server message', async () => {
    answer(500, { status: 500, message: 'Load Failed, Please Try Again' });
    await expect(call()).rejects.toMatchObject({
      kind: 'http',
      status: 500,
      message: 'Load Failed, Please Try Again',
    });
    expect(runtime.showErrorToast).toHaveBeenCalledWith('Load Failed, Please Try Again');
  });

  it("a refusal known by its code is toasted in the member's language, with its minutes", async () => {
    answer(429, {
      status: 429,
      message: 'Too many wrong withdrawal passwords.',
      code: 'WITHDRAW_PASSWORD_LOCKED',
      remark: '30',
    });
    await expect(call()).rejects.toMatchObject({ kind: 'http', status: 429 });
    expect(runtime.translate).toHaveBeenCalledWith('errors.refusal.withdraw_password_locked', {
      minutes: '30',
    });
    expect(runtime.showErrorToast).toHaveBeenCalledWith(
      'translated:errors.refusal.withdraw_password_locked',
    );
  });

  it('other errors without a server message show the status text', async () => {
    server.use(
      mswHttp.get(
        `${base}/probe`,
        () => new HttpResponse('oops', { status: 502, statusText: 'Bad Gateway' }),
      ),
    );
    await expect(call()).rejects.toMatchObject({ kind: 'http', status: 502 });
    expect(runtime.showErrorToast).toHaveBeenCalledWith('Bad Gateway');
  });

  it('shows no toast when the caller handles the error, and keeps field errors for it', async () => {
    answer(422, {
      status: 422,
      message: 'The given data was invalid.',
      errors: { username: ['The username has been registered'] },
    });
    const error = await call({ handlesErrors: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldErrors).toEqual({
      username: ['The username has been registered'],
    });
    expect(runtime.showErrorToast).not.toHaveBeenCalled();
  });

  it('a body status other than 200 is an error toast even with HTTP 200', async () => {
    answer(200, { status: 429, message: 'Requests are too frequent please try again later' });
    await expect(call()).rejects.toMatchObject({ kind: 'body-status', status: 429 });
    expect(runtime.showErrorToast).toHaveBeenCalledWith(
      'Requests are too frequent please try again later',
    );
  });

  it('no response shows the translated network-anomaly tip', async () => {
    server.use(mswHttp.get(`${base}/probe`, () => HttpResponse.error()));
    await expect(call()).rejects.toMatchObject({ kind: 'network' });
    expect(runtime.showErrorToast).toHaveBeenCalledWith(`translated:${NETWORK_ANOMALY_KEY}`);
  });

  it('a cancelled request is only logged', async () => {
    server.use(
      mswHttp.get(`${base}/probe`, async () => {
        await delay(500);
        return HttpResponse.json({ status: 200, message: 'OK', data: null });
      }),
    );
    const controller = new AbortController();
    const pending = call({ signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'cancelled', message: CANCELLED_MESSAGE });
    expect(runtime.logCancelled).toHaveBeenCalledWith(CANCELLED_MESSAGE, 'GET /probe');
    expect(runtime.showErrorToast).not.toHaveBeenCalled();
    expect(runtime.showAlert).not.toHaveBeenCalled();
  });
});

describe('development and tests: every response is checked against the contract', () => {
  it('reports a response that breaks its generated schema, naming the operation and the path in the body', async () => {
    runtime.checkResponses = true;
    configureHttp(runtime);
    server.use(
      mswHttp.get(`${base}/member/userprofile`, () =>
        HttpResponse.json({
          status: 200,
          message: 'OK',
          data: { username: 'demo001', money: 12.5 },
        }),
      ),
    );
    await apiRequest({ url: '/member/userprofile', method: 'GET', baseURL: base });
    expect(runtime.reportContractViolation).toHaveBeenCalledTimes(1);
    const report = runtime.reportContractViolation.mock.calls[0]?.[0] ?? '';
    expect(report).toContain('getUserProfile (GET /member/userprofile)');
    expect(report).toContain('at data.money');
  });

  it('stays quiet when the response matches', async () => {
    runtime.checkResponses = true;
    configureHttp(runtime);
    server.use(
      mswHttp.get(`${base}/maintenance/getMaintenanceOnMember`, () =>
        HttpResponse.json({ status: 200, message: 'OK', data: { type: 0, start: 0, end: 0 } }),
      ),
    );
    await apiRequest({ url: '/maintenance/getMaintenanceOnMember', method: 'GET', baseURL: base });
    expect(runtime.reportContractViolation).not.toHaveBeenCalled();
  });

  it('reports an error status the contract does not list', async () => {
    runtime.checkResponses = true;
    configureHttp(runtime);
    server.use(
      mswHttp.get(`${base}/maintenance/getMaintenanceOnMember`, () =>
        HttpResponse.json({ status: 418, message: 'teapot' }, { status: 418 }),
      ),
    );
    await apiRequest({
      url: '/maintenance/getMaintenanceOnMember',
      method: 'GET',
      baseURL: base,
    }).catch(() => undefined);
    expect(runtime.reportContractViolation.mock.calls[0]?.[0]).toContain(
      'answered 418, which the contract does not list',
    );
  });
});

describe('spec §2: a blocked location', () => {
  it('403 AREA_FORBIDDEN goes to /area_forbidden, keeps the session and shows no alert', async () => {
    setToken('abc');
    answer(403, { status: 403, message: 'Your access is restricted', code: 'AREA_FORBIDDEN' });
    await expect(call()).rejects.toMatchObject({ code: 'AREA_FORBIDDEN' });
    expect(runtime.goAreaForbidden).toHaveBeenCalled();
    expect(runtime.goHome).not.toHaveBeenCalled();
    expect(runtime.showAlert).not.toHaveBeenCalled();
    expect(getToken()).not.toBeNull();
  });
});

describe('issue 18: calls made while the fake backend starts', () => {
  it('wait until it has started, then leave with the token and locale of that moment', async () => {
    const seen = probeRequests();
    let started: () => void = () => undefined;
    holdRequestsUntil(new Promise<void>((resolve) => (started = resolve)));
    const pending = call();
    await delay(50);
    expect(seen).toHaveLength(0);
    setToken('after-start');
    started();
    await pending;
    expect(authorizations(seen)).toEqual(['Bearer after-start']);
    expect(queryOf(seen[0]).get('locale')).toBe('th');
  });

  it('spec §8: a call the contract secures, whose session ends while it waits, is not sent', async () => {
    setToken('abc');
    let start = () => undefined as void;
    holdRequestsUntil(
      new Promise<void>((resolve) => {
        start = resolve;
      }),
    );
    const seen = probeRequests();
    const held = call({ session: true });
    clearSession();
    start();
    await expect(held).rejects.toMatchObject({ kind: 'cancelled' });
    expect(seen).toEqual([]);
  });

  it('leave once the start has failed too (the page then shows its errors)', async () => {
    const seen = probeRequests();
    holdRequestsUntil(Promise.reject(new Error('the worker did not register')));
    await call();
    expect(seen).toHaveLength(1);
  });
});

describe('issue 30: a screen’s data asked for as the page starts', () => {
  const askedAhead = (params: Record<string, unknown>) => call({ early: true }, params);

  it('the first query that asks the same takes the answer asked for ahead, and the next asks the server', async () => {
    const seen = probeRequests();
    await askedAhead({ tab: 'submit' });
    expect(seen).toHaveLength(1);
    await expect(call(undefined, { tab: 'submit' })).resolves.toMatchObject({ status: 200 });
    expect(seen).toHaveLength(1);
    await call(undefined, { tab: 'submit' });
    expect(seen).toHaveLength(2);
  });

  it('another query, or the same in another language, asks the server', async () => {
    const seen = probeRequests();
    await askedAhead({ tab: 'cards' });
    await call(undefined, { tab: 'other' });
    runtime.getLocale.mockReturnValue('vi');
    await call(undefined, { tab: 'cards' });
    expect(seen.map((request) => queryOf(request).get('locale'))).toEqual(['th', 'th', 'vi']);
  });

  it('an answer asked for in one session is not handed to another (a sign-out and a sign-in between)', async () => {
    const seen = probeRequests();
    setToken('member-a');
    await askedAhead({ tab: 'session' });
    clearSession();
    setToken('member-b');
    await call(undefined, { tab: 'session' });
    expect(authorizations(seen)).toEqual(['Bearer member-a', 'Bearer member-b']);
  });

  it('an answer asked for ahead that failed is asked for again, and only the query’s own failure is shown', async () => {
    let calls = 0;
    server.use(
      mswHttp.get(`${base}/probe`, () =>
        ++calls === 1
          ? HttpResponse.json({ message: 'busy' }, { status: 500 })
          : HttpResponse.json({ status: 200, message: 'OK', data: 'fresh' }),
      ),
    );
    await expect(askedAhead({ tab: 'failed' })).rejects.toThrow();
    // Asked ahead, nobody's error: no toast, no alert.
    expect(runtime.showErrorToast).not.toHaveBeenCalled();
    await expect(call(undefined, { tab: 'failed' })).resolves.toMatchObject({ data: 'fresh' });
    expect(calls).toBe(2);
  });

  it('an answer asked for ahead too long ago is not handed out', async () => {
    const seen = probeRequests();
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now);
    await askedAhead({ tab: 'old' });
    clock.mockReturnValue(now + EARLY_ANSWER_MS);
    await call(undefined, { tab: 'old' });
    expect(seen).toHaveLength(2);
    clock.mockRestore();
  });

  it('only a GET is asked for ahead', async () => {
    const posts: Request[] = [];
    server.use(
      mswHttp.post(`${base}/probe`, ({ request }) => {
        posts.push(request);
        return HttpResponse.json({ status: 200, message: 'OK', data: null });
      }),
    );
    const post = (options?: Parameters<typeof apiRequest>[1]) =>
      apiRequest({ url: '/probe', method: 'POST', baseURL: base, data: {} }, options);
    await post({ early: true });
    await post();
    expect(posts).toHaveLength(2);
  });
});

describe('issue 30: the data a member screen’s head script asked for before the scripts arrived', () => {
  const askedAhead = (params: Record<string, unknown>) => call({ early: true }, params);
  const answered = (data: unknown, token = 'member-a', status = 200) =>
    Promise.resolve({
      status,
      headers: [['content-type', 'application/json']] as [string, string][],
      body: JSON.stringify({ status, message: 'OK', data }),
      token,
      at: Date.now(),
    });
  afterEach(() => {
    delete window.fortunaAhead;
    clearSession();
  });

  it('the server names the URLs a screen asks for ahead exactly as the page sends them, and sends none', async () => {
    const seen = probeRequests();
    const urls = aheadUrls(
      () => void askedAhead({ page: 2, page_size: 30 }).catch(() => undefined),
      'th',
    );
    expect(urls).toEqual([`${base}/probe?page=2&page_size=30&locale=th`]);
    expect(seen).toHaveLength(0);
    // The page, in Thai, asks ahead for the same: it takes the head script's answer by that URL.
    setToken('member-a');
    window.fortunaAhead = { [urls[0] ?? '']: answered('from the head') };
    await askedAhead({ page: 2, page_size: 30 });
    await expect(call(undefined, { page: 2, page_size: 30 })).resolves.toMatchObject({
      data: 'from the head',
    });
    expect(seen).toHaveLength(0);
    // Taken once: the next query asks the server.
    await call(undefined, { page: 2, page_size: 30 });
    expect(seen).toHaveLength(1);
  });

  it('an answer fetched with another session, or a failed one, is asked for again with this one', async () => {
    const seen = probeRequests();
    const [url = ''] = aheadUrls(
      () => void askedAhead({ tab: 'cards' }).catch(() => undefined),
      'th',
    );
    setToken('member-b');
    window.fortunaAhead = { [url]: answered('member a’s', 'member-a') };
    await askedAhead({ tab: 'cards' });
    await expect(call(undefined, { tab: 'cards' })).resolves.toMatchObject({ data: null });
    window.fortunaAhead = { [url]: answered('refused', 'member-b', 401) };
    await askedAhead({ tab: 'cards' });
    await call(undefined, { tab: 'cards' });
    expect(authorizations(seen)).toEqual(['Bearer member-b', 'Bearer member-b']);
    expect(runtime.showErrorToast).not.toHaveBeenCalled();
  });
});
