import type { Account, Db, Session } from './db.ts';
import { nowSeconds } from './lib/clock.ts';
import { localeOf } from './lib/i18n.ts';
import { protectionRefusal } from './lib/protection.ts';
import { fail } from './lib/respond.ts';
import type { Defect } from './server/defects.ts';

/** Spec §4: after 2 hours without user action the site signs the member out. */
export const SESSION_IDLE_SECONDS = 2 * 60 * 60;
/**
 * The server keeps an idle session a little longer than the site's 2 hours, as a real backend
 * should be configured: the site's own rule signs the member out (with its message), not a 401
 * for a request that was sent just before the 2 hours and arrived just after (the 'Please Sign
 * In' alert a journey with a fast-forwarded clock met under load).
 */
export const SERVER_SESSION_IDLE_SECONDS = SESSION_IDLE_SECONDS + 10 * 60;

/**
 * How long a token serves: the first call after its refresh time gets a new token in the
 * Authorization response header (with its Token-Refresh-Time), as the contract describes.
 */
export const TOKEN_REFRESH_SECONDS = 30 * 60;
/**
 * How long a replaced token still works: requests sent with it before the client stored the
 * new one (sent together with the call that refreshed it, or after an answer that was lost)
 * still get through, and their answers carry the new token too. Longer than the longest clock
 * jump a journey makes with requests in flight (2 min 30 s in the controlled-clock session
 * journey), short enough that a leaked old token soon stops.
 */
export const TOKEN_GRACE_SECONDS = 5 * 60;

/** What every handler factory gets: the database (and, later, scenario state). */
export interface FakeContext {
  db: Db;
  /** Test-only: the defects the standalone server plants (mocks/server/defects.ts). */
  defects?: ReadonlySet<Defect>;
}

/**
 * Who may call an operation: `guest` anyone (a token is optional, used for personalisation),
 * `member` a signed-in member (account type 2), `agent` a signed-in affiliate (type 1), `any`
 * any signed-in account.
 */
export type AuthNeed = 'guest' | 'member' | 'agent' | 'any';

/** The account type each signed-in auth need admits (spec §3: 1 Affiliate, 2 Member). */
const ADMITTED_TYPES: Record<Exclude<AuthNeed, 'guest'>, readonly Account['type'][]> = {
  member: [2],
  agent: [1],
  any: [1, 2],
};

/** A request's signed-in account and its session. */
export interface SignedIn {
  account: Account;
  session: Session;
  /** The request's token is no longer the session's: the answer carries the current one. */
  refreshed: boolean;
}

function bearer(request: Request): string | null {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/**
 * The signed-in account of a request, or null. Touches the session (sliding expiry) and, once
 * its refresh time has passed, replaces its token; the replaced one still works for
 * TOKEN_GRACE_SECONDS.
 */
export async function signedIn(ctx: FakeContext, request: Request): Promise<SignedIn | null> {
  const token = bearer(request);
  if (!token) return null;
  const now = nowSeconds();
  const session = ctx.db.sessions.findFirst((q) =>
    q.where(
      (record) =>
        record.token === token || (record.previous_token === token && record.previous_until > now),
    ),
  );
  if (!session) return null;
  if (session.expires_at <= now) {
    ctx.db.sessions.delete((q) => q.where({ token: session.token }));
    return null;
  }
  const refresh = session.token === token && session.refresh_at <= now;
  const touched = await ctx.db.sessions.update((q) => q.where({ token: session.token }), {
    data(record) {
      record.last_seen_at = now;
      record.expires_at = now + SERVER_SESSION_IDLE_SECONDS;
      if (refresh) {
        record.previous_token = record.token;
        record.previous_until = now + TOKEN_GRACE_SECONDS;
        record.token = newToken();
        record.refresh_at = now + TOKEN_REFRESH_SECONDS;
      }
    },
  });
  const account = ctx.db.accounts.findFirst((q) => q.where({ id: session.account_id }));
  if (!account || !touched) return null;
  return { account, session: touched, refreshed: touched.token !== token };
}

/**
 * The response headers that hand a refreshed token to the client, or none when the request's
 * token is still the current one or the session has ended meanwhile (sign-out).
 */
export function refreshHeaders(ctx: FakeContext, caller: SignedIn | null): Record<string, string> {
  if (!caller?.refreshed) return {};
  const session = ctx.db.sessions.findFirst((q) => q.where({ token: caller.session.token }));
  if (!session) return {};
  return {
    Authorization: `Bearer ${session.token}`,
    'Token-Refresh-Time': String(session.refresh_at),
  };
}

/** The outcome of the auth check of an operation: who called, or the contract's refusal. */
export type Admitted =
  | { ok: true; caller: SignedIn | null }
  | { ok: false; response: Response; caller: SignedIn | null };

/**
 * The auth check every route runs before its resolver (mocks/lib/route.ts): no or an expired
 * session where one is needed is the contract's 401, an account of the wrong type its 403. A
 * guest operation never refuses; a valid token only tells it who is asking. A member's session
 * is also held to player protection (issue 16, lib/protection.ts): ended by an exclusion or
 * the session limit (401), or only for withdrawing (423).
 */
export async function admit(
  ctx: FakeContext,
  request: Request,
  need: AuthNeed,
  operationId = '',
): Promise<Admitted> {
  const caller = await signedIn(ctx, request);
  if (need === 'guest') return { ok: true, caller };
  if (!caller)
    return {
      ok: false,
      response: fail(401, 'Please Sign In', { code: 'UNAUTHENTICATED' }),
      caller: null,
    };
  const planted = need === 'agent' && ctx.defects?.has('agent-accepts-member') === true;
  if (!ADMITTED_TYPES[need].includes(caller.account.type) && !planted)
    return {
      ok: false,
      response: fail(403, 'Your access is restricted', { code: 'FORBIDDEN' }),
      caller,
    };
  const refused = protectionRefusal(ctx, caller, operationId, localeOf(request));
  if (refused) return { ok: false, response: refused, caller };
  return { ok: true, caller };
}

/**
 * Gives a session a new token now (a password change: what was issued before it stops working)
 * and answers the response headers that hand it over, as a refresh does. The replaced token
 * still works for TOKEN_GRACE_SECONDS, so the requests the site sent with it before the answer
 * arrived are not met with a 401 that would sign the member out.
 */
export async function renewSessionToken(
  ctx: FakeContext,
  session: Session,
): Promise<Record<string, string>> {
  const now = nowSeconds();
  const renewed = await ctx.db.sessions.update((q) => q.where({ token: session.token }), {
    data(record) {
      record.previous_token = record.token;
      record.previous_until = now + TOKEN_GRACE_SECONDS;
      record.token = newToken();
      record.refresh_at = now + TOKEN_REFRESH_SECONDS;
    },
  });
  if (!renewed) return {};
  return {
    Authorization: `Bearer ${renewed.token}`,
    'Token-Refresh-Time': String(renewed.refresh_at),
  };
}

/** Ends one session (sign-out). */
export function endSession(ctx: FakeContext, session: Session): void {
  ctx.db.sessions.delete((q) => q.where({ token: session.token }));
}

function newToken(): string {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  return `fk_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** Starts a session for an account; returns its token and when it is due for refresh. */
export async function startSession(
  ctx: FakeContext,
  accountId: number,
  { withdrawOnly = false }: { withdrawOnly?: boolean } = {},
): Promise<{ token: string; refreshAt: number }> {
  const token = newToken();
  const now = nowSeconds();
  const session = await ctx.db.sessions.create({
    token,
    account_id: accountId,
    created_at: now,
    last_seen_at: now,
    expires_at: now + SERVER_SESSION_IDLE_SECONDS,
    refresh_at: now + TOKEN_REFRESH_SECONDS,
    previous_token: null,
    previous_until: 0,
    reality_check_at: now,
    withdraw_only: withdrawOnly,
  });
  return { token, refreshAt: session.refresh_at };
}
