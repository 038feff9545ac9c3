import { JSEncrypt } from 'jsencrypt';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { Fake } from './fake.ts';
import { recordBet as reportBet, type ReportedBet } from './lib/play.ts';
import { FAKE_PUBLIC_KEY } from './lib/rsa.ts';
import { advanceClock, nowSeconds } from './lib/clock.ts';
import { dayNumber, dayStart, startOfToday } from './lib/site-time.ts';
import { createNodeFake, nodeFakeOrigin, TEST_ORIGIN } from './node.ts';

export { TEST_ORIGIN };

export interface CallOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  token?: string | null;
  headers?: Record<string, string>;
  /** Raw body text (for malformed JSON). */
  raw?: string;
}

export interface CallResult<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

/** A reported bet: its valid bet, and optionally its stake, win/loss and whether it is settled. */
export type RecordedBet = ReportedBet;

/** The contract's error body (ErrorResponse). */
export interface ErrorBody {
  status: number;
  message: string;
  code?: string;
  errors?: Record<string, string[]>;
  remark?: string;
}

/** The success envelope with its data; the error fields are there for answers that failed. */
export type Envelope<T> = ErrorBody & { data: T };

/** One page of a list with its PageMeta. */
export interface Page<T> {
  list: T[];
  meta: { total: number; page: number; page_size: number };
}

/** The token an answer hands over in its Authorization header (a refreshed session), or null. */
export function refreshedToken(result: CallResult<unknown>): string | null {
  return /^Bearer\s+(\S+)$/i.exec(result.headers.get('authorization') ?? '')?.[1] ?? null;
}

/** The timer of the real clock, whatever a test fakes later (vi.useFakeTimers). */
const realSetTimeout = globalThis.setTimeout;
/** How close to midnight on the site's clock a test does not start (`onOneSiteDay`). */
export const DAY_END_MARGIN_MS = 30_000;

/**
 * A test runs on one day of the site's clock (+8): much of what it checks is "today" (a deposit
 * of the day, today's figures, the running daily tournament), and one that straddled midnight
 * found its records yesterday's (three did, in a run started at 23:59:40). One that would start
 * less than DAY_END_MARGIN_MS before midnight waits for the new day: once, in a run that crosses
 * it. The journeys do the same (tests/e2e/fixtures.ts).
 */
export async function onOneSiteDay(): Promise<void> {
  const now = Date.now();
  const midnight = dayStart(dayNumber(Math.floor(now / 1000)) + 1) * 1000;
  if (midnight - now < DAY_END_MARGIN_MS)
    await new Promise((resolve) => realSetTimeout(resolve, midnight - now + 1_000));
}

/**
 * The fake backend in Vitest (Node): one instance per test file, reset to the seed before
 * every test, any unhandled request an error. Use from a file marked
 * `// @vitest-environment node`. `tournaments: false` takes the slot tournaments out of each
 * test's world (see withoutTournaments), for files that move the clock and count the main wallet.
 */
export function installFakeBackend(options: { tournaments?: boolean } = {}) {
  const state: {
    fake: Fake | null;
    server: Awaited<ReturnType<typeof createNodeFake>>['server'] | null;
  } = { fake: null, server: null };
  beforeAll(async () => {
    const created = await createNodeFake();
    state.fake = created.fake;
    state.server = created.server;
    created.server.listen({ onUnhandledFrame: 'error' });
  });
  beforeEach(async () => {
    await onOneSiteDay();
    await state.fake?.reset();
    if (options.tournaments === false) withoutTournaments();
  }, DAY_END_MARGIN_MS + 15_000);
  afterEach(() => state.server?.resetHandlers());
  afterAll(() => state.server?.close());

  async function call<T = Record<string, unknown>>(
    method: string,
    path: string,
    options: CallOptions = {},
  ): Promise<CallResult<T>> {
    const url = new URL(`${nodeFakeOrigin()}${path.startsWith('/storage') ? '' : '/api'}${path}`);
    url.searchParams.set('locale', 'en');
    for (const [key, value] of Object.entries(options.query ?? {}))
      if (value !== undefined) url.searchParams.set(key, String(value));
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    let body: string | undefined = options.raw;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['Content-Type'] = 'application/json';
    }
    const response = await fetch(url, { method, headers, body });
    const text = await response.text();
    return {
      status: response.status,
      body: (text ? JSON.parse(text) : null) as T,
      headers: response.headers,
    };
  }

  /** Encrypts a secret as the site does (jsencrypt with the served key). */
  function encrypt(secret: string): string {
    const encryptor = new JSEncrypt();
    encryptor.setPublicKey(FAKE_PUBLIC_KEY);
    const result = encryptor.encrypt(secret);
    if (typeof result !== 'string') throw new Error('encryption failed');
    return result;
  }

  /** The answer to a member sign-in, whatever its status. */
  function signInAnswer(username = 'demo001', password = 'demo1234') {
    return call<{ data: { token: string; token_refresh_time: number } }>(
      'POST',
      '/member/auth/login',
      { body: { fingerprint: 'test-fingerprint-1', username, password: encrypt(password) } },
    );
  }

  /** Signs a member in and returns the token. */
  async function signIn(username = 'demo001', password = 'demo1234'): Promise<string> {
    const result = await signInAnswer(username, password);
    if (result.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(result.body)}`);
    return result.body.data.token;
  }

  /** The answer to an affiliate sign-in, whatever its status. */
  function signInAgentAnswer(username = 'agent001', password = 'agent1234') {
    return call<
      Envelope<{
        token: string;
        agent: { user_id: number; type: number; credit: string; last_login_at: number | null };
      }>
    >('POST', '/agent/auth/login', {
      body: { fingerprint: 'test-fingerprint-1', username, password: encrypt(password) },
    });
  }

  /** Signs the demo affiliate in and returns the token. */
  async function signInAgent(): Promise<string> {
    const result = await signInAgentAnswer();
    if (result.status !== 200)
      throw new Error(`agent sign-in failed: ${JSON.stringify(result.body)}`);
    return result.body.data.token;
  }

  /** The body of a valid registration (passwords encrypted as the site does); `changes` override fields. */
  function registration(username: string, changes: Record<string, unknown> = {}) {
    return {
      fingerprint: 'test-fingerprint-1',
      username,
      password: encrypt('secret12'),
      password_confirmation: encrypt('secret12'),
      email: `${username}@example.com`,
      mobile_area: '+63',
      mobile: '9123456780',
      agree_terms: true,
      ...changes,
    };
  }

  /** Registers a brand-new member (no card, no withdrawal password, no records) and returns the token. */
  async function register(username = 'freshman1'): Promise<string> {
    const result = await call<{ data: { token: string } }>('POST', '/member/auth/register', {
      body: registration(username),
    });
    if (result.status !== 200)
      throw new Error(`registration failed: ${JSON.stringify(result.body)}`);
    return result.body.data.token;
  }

  /** A GET with a session token, answering the success envelope with its data. */
  function get<T = unknown>(path: string, token: string, query?: CallOptions['query']) {
    return call<Envelope<T>>('GET', path, { token, query });
  }

  /** Only the HTTP status of a call (for who-may-see checks). */
  async function statusOf(method: string, path: string, options: CallOptions = {}) {
    return (await call(method, path, options)).status;
  }

  /** A fresh idempotency key. */
  function key(): string {
    return `test-${crypto.randomUUID()}`;
  }

  /**
   * A bet the game provider reports for a member, settled now unless said otherwise (the fake
   * has no games to play: providers report bets, and missions, VIP progress, rollover and the
   * agents' figures are counted from these records).
   */
  function recordBet(accountId: number, bet: RecordedBet) {
    return reportBet((state.fake as Fake).ctx, accountId, bet);
  }

  /**
   * A deposit the member makes through a payment gateway (method 18, no review), brought to
   * Success on the fake clock (30 s) and credited; answers the deposit's order number. Made in
   * the next site day when today has less than two minutes left: the deposit and what the test
   * does with it (a promotion claimed today) fall on one day, one week and one month.
   */
  async function depositMade(token: string, amount: string): Promise<string> {
    clearOfDayEnd(120);
    const made = await call<Envelope<{ deposit: { id: number; order_no: string } }>>(
      'POST',
      '/member/deposit',
      { token, headers: { 'Idempotency-Key': key() }, body: { method_id: 18, amount } },
    );
    if (made.status !== 200) throw new Error(`deposit failed: ${JSON.stringify(made.body)}`);
    advanceClock(31_000);
    const settled = await call<Envelope<{ status: number }>>(
      'GET',
      `/member/deposit/${made.body.data.deposit.id}`,
      { token },
    );
    if (settled.body.data.status !== 2) throw new Error('the deposit did not succeed');
    return made.body.data.deposit.order_no;
  }

  /**
   * Takes the slot tournaments out of the world, but `keep`: each one settles when the fake's
   * clock passes its end (midnight in Manila for the daily, at any hour of a run; the weekly and
   * monthly ones too at a week's or month's end) and pays the demo member's places into the main
   * wallet. A test that moves the clock and counts that wallet calls this first.
   */
  function withoutTournaments(keep?: number): void {
    (state.fake as Fake).ctx.db.tournaments.deleteMany((q) => q.where({ id: (id) => id !== keep }));
  }

  /**
   * Moves the fake's clock `seconds` into the next site day when less than that is left of
   * today: for a test that spends that long on the fake's clock (a deposit settling), or looks
   * that far back, and counts what 'today' holds, at any hour of a run.
   */
  function clearOfDayEnd(seconds: number): void {
    const left = startOfToday() + 86400 - nowSeconds();
    if (left < seconds) advanceClock((left + seconds) * 1000);
  }

  /** Handlers that answer before the fake's own, until the test ends (msw's server.use). */
  function use(...handlers: Parameters<NonNullable<typeof state.server>['use']>): void {
    state.server?.use(...handlers);
  }

  return {
    use,
    withoutTournaments,
    clearOfDayEnd,
    recordBet,
    depositMade,
    call,
    get,
    statusOf,
    signIn,
    signInAnswer,
    signInAgent,
    signInAgentAnswer,
    register,
    registration,
    encrypt,
    key,
    fake: () => state.fake as Fake,
  };
}
