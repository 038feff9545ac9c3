import type { Account, Db, Session } from './db.ts';
import { nowSeconds } from './lib/clock.ts';
import { fail } from './lib/respond.ts';

/** Spec §4: after 2 hours without user action the site signs the member out. */
export const SESSION_IDLE_SECONDS = 2 * 60 * 60;
/**
 * The server keeps an idle session a little longer than the site's 2 hours, as a real backend
 * should be configured: the site's own rule signs the member out (with its message), not a 401
 * for a request that was sent just before the 2 hours and arrived just after (the 'Please Sign
 * In' alert a journey with a fast-forwarded clock met under load).
 */
export const SERVER_SESSION_IDLE_SECONDS = SESSION_IDLE_SECONDS + 10 * 60;

/** What every handler factory gets: the database (and, later, scenario state). */
export interface FakeContext {
  db: Db;
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
}

function bearer(request: Request): string | null {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/** The signed-in account of a request, or null. Touches the session (sliding expiry). */
export async function signedIn(ctx: FakeContext, request: Request): Promise<SignedIn | null> {
  const token = bearer(request);
  if (!token) return null;
  const session = ctx.db.sessions.findFirst((q) => q.where({ token }));
  const now = nowSeconds();
  if (!session) return null;
  if (session.expires_at <= now) {
    ctx.db.sessions.delete((q) => q.where({ token }));
    return null;
  }
  const touched = await ctx.db.sessions.update((q) => q.where({ token }), {
    data(record) {
      record.last_seen_at = now;
      record.expires_at = now + SERVER_SESSION_IDLE_SECONDS;
    },
  });
  const account = ctx.db.accounts.findFirst((q) => q.where({ id: session.account_id }));
  return account ? { account, session: touched ?? session } : null;
}

/** The outcome of the auth check of an operation: who called, or the contract's refusal. */
export type Admitted = { ok: true; caller: SignedIn | null } | { ok: false; response: Response };

/**
 * The auth check every route runs before its resolver (mocks/lib/route.ts): no or an expired
 * session where one is needed is the contract's 401, an account of the wrong type its 403. A
 * guest operation never refuses; a valid token only tells it who is asking.
 */
export async function admit(ctx: FakeContext, request: Request, need: AuthNeed): Promise<Admitted> {
  const caller = await signedIn(ctx, request);
  if (need === 'guest') return { ok: true, caller };
  if (!caller)
    return { ok: false, response: fail(401, 'Please Sign In', { code: 'UNAUTHENTICATED' }) };
  if (!ADMITTED_TYPES[need].includes(caller.account.type))
    return { ok: false, response: fail(403, 'Your access is restricted', { code: 'FORBIDDEN' }) };
  return { ok: true, caller };
}

/** Ends one session (sign-out). */
export function endSession(ctx: FakeContext, session: Session): void {
  ctx.db.sessions.delete((q) => q.where({ token: session.token }));
}

/** Starts a session for an account; returns its token. */
export async function startSession(
  ctx: FakeContext,
  accountId: number,
): Promise<{ token: string; refreshAt: number }> {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  const token = `fk_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
  const now = nowSeconds();
  await ctx.db.sessions.create({
    token,
    account_id: accountId,
    created_at: now,
    last_seen_at: now,
    expires_at: now + SERVER_SESSION_IDLE_SECONDS,
  });
  return { token, refreshAt: now + SESSION_IDLE_SECONDS };
}
