import type { FakeContext } from '../context.ts';
import type { Account } from '../db.ts';
import type { Attempt } from '../collections/account.ts';
import { nowSeconds } from './clock.ts';
import { afterWrongTry, lockedAnswer, minutesLeft } from './lockout.ts';
import { fail, invalid } from './respond.ts';
import { rsaDecrypt } from './rsa.ts';

/** Failed sign-ins before the account is locked, and for how long (a system setting). */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_LOCK_MINUTES = 15;
/** Failed tries from one client, within CLIENT_WINDOW_SECONDS, after which its form needs a captcha. */
export const CAPTCHA_AFTER_FAILURES = 3;
export const CLIENT_WINDOW_SECONDS = 15 * 60;

const LOGIN_LOCKOUT = { maxFailures: LOGIN_MAX_FAILURES, minutes: LOGIN_LOCK_MINUTES };
export const UNREADABLE_PASSWORD = 'The password could not be read. Reload the page and try again.';

/** The 429 of a locked login password (sign-in, or the old password of a change). */
export const loginLocked = (minutes: number) =>
  lockedAnswer(
    'LOGIN_LOCKED',
    `Too many failed sign-ins. Try again in ${minutes} minutes.`,
    minutes,
  );

/** What a login password check found. */
export type LoginPasswordVerdict =
  | { kind: 'right' }
  | { kind: 'wrong' }
  | { kind: 'unreadable' }
  | { kind: 'locked'; minutes: number };

const nameAttemptId = (name: string) => `name|${name.toLowerCase()}`;

async function saveAttempt(ctx: FakeContext, id: string, next: Omit<Attempt, 'id'>) {
  if (ctx.db.attempts.findFirst((q) => q.where({ id })))
    await ctx.db.attempts.update((q) => q.where({ id }), {
      data(record) {
        record.failures = next.failures;
        record.first_at = next.first_at;
        record.locked_until = next.locked_until;
      },
    });
  else await ctx.db.attempts.create({ id, ...next });
}

/**
 * The login password check, with its lockout, of every place that takes the login password:
 * sign-in (member and agent) and the old password of a change. Wrong ones in a row lock the
 * account (LOGIN_MAX_FAILURES, for LOGIN_LOCK_MINUTES); a right one clears the count. A login
 * name that no account has is counted and locked the same way, in its own record, so no
 * answer tells whether an account exists.
 */
export async function checkLoginPassword(
  ctx: FakeContext,
  holder: Account | { unknownName: string },
  ciphertext: string,
): Promise<LoginPasswordVerdict> {
  const now = nowSeconds();
  const known = 'id' in holder ? holder : null;
  const ghostId = known ? null : nameAttemptId((holder as { unknownName: string }).unknownName);
  const ghost = ghostId ? ctx.db.attempts.findFirst((q) => q.where({ id: ghostId })) : undefined;
  const count = known ? known.failed_logins : (ghost?.failures ?? 0);
  const lockedUntil = known ? known.locked_until : (ghost?.locked_until ?? 0);
  const left = minutesLeft(lockedUntil, now);
  if (left > 0) return { kind: 'locked', minutes: left };
  const password = rsaDecrypt(ciphertext);
  if (password === null) return { kind: 'unreadable' };
  const right = known !== null && known.password === password;
  const next = right
    ? { failures: 0, lockedUntil: null }
    : afterWrongTry(count, now, LOGIN_LOCKOUT);
  if (known) {
    if (next.failures !== count || next.lockedUntil !== null)
      await ctx.db.accounts.update((q) => q.where({ id: known.id }), {
        data(record) {
          record.failed_logins = next.failures;
          if (next.lockedUntil !== null) record.locked_until = next.lockedUntil;
        },
      });
  } else if (ghostId) {
    await saveAttempt(ctx, ghostId, {
      failures: next.failures,
      first_at: ghost?.first_at ?? now,
      locked_until: next.lockedUntil ?? lockedUntil,
    });
  }
  if (next.lockedUntil !== null) return { kind: 'locked', minutes: LOGIN_LOCK_MINUTES };
  return right ? { kind: 'right' } : { kind: 'wrong' };
}

/**
 * The password check of every sign-in (member and agent): the lockout first, then the
 * RSA-encrypted password. `account` is the account the typed login name found, or null, in
 * which case the name is counted and locked alike. Returns the answer to send when the
 * sign-in fails, or null when the password is right.
 */
export async function checkSignIn(
  ctx: FakeContext,
  account: Account | null,
  typedName: string,
  encryptedPassword: string,
  wrongMessage: string,
): Promise<Response | null> {
  const verdict = await checkLoginPassword(
    ctx,
    account ?? { unknownName: typedName },
    encryptedPassword,
  );
  switch (verdict.kind) {
    case 'right':
      return null;
    case 'locked':
      return loginLocked(verdict.minutes);
    case 'unreadable':
      return invalid({ password: [UNREADABLE_PASSWORD] });
    case 'wrong':
      return fail(422, wrongMessage, {
        code: 'INVALID_CREDENTIALS',
        errors: { password: [wrongMessage] },
      });
  }
}

/** The forms whose failures a client is counted for (sign-in, registration, agent application). */
export type ClientForm = 'login' | 'register' | 'apply';
const clientAttemptId = (form: ClientForm, fingerprint: string) => `client|${form}|${fingerprint}`;

/** A client's live count of failures on a form (0 once its window has passed). */
function clientFailures(ctx: FakeContext, form: ClientForm, fingerprint: string): number {
  const record = ctx.db.attempts.findFirst((q) =>
    q.where({ id: clientAttemptId(form, fingerprint) }),
  );
  if (!record || record.first_at + CLIENT_WINDOW_SECONDS <= nowSeconds()) return 0;
  return record.failures;
}

/**
 * Whether a client (its browser fingerprint; a real server adds the network address) must
 * solve a captcha on a form: after CAPTCHA_AFTER_FAILURES failures within the window, so
 * password spraying and code guessing from one client meet friction.
 */
export function clientNeedsCaptcha(
  ctx: FakeContext,
  form: ClientForm,
  fingerprint: string,
): boolean {
  return clientFailures(ctx, form, fingerprint) >= CAPTCHA_AFTER_FAILURES;
}

/** Counts one failure of a client on a form (a new window once the last one passed). */
export async function countClientFailure(
  ctx: FakeContext,
  form: ClientForm,
  fingerprint: string,
): Promise<void> {
  const now = nowSeconds();
  const id = clientAttemptId(form, fingerprint);
  const live = clientFailures(ctx, form, fingerprint);
  const record = ctx.db.attempts.findFirst((q) => q.where({ id }));
  await saveAttempt(ctx, id, {
    failures: live + 1,
    first_at: live === 0 ? now : (record?.first_at ?? now),
    locked_until: 0,
  });
}

/** A success clears the client's count: its next try needs no captcha. */
export function clearClientFailures(ctx: FakeContext, form: ClientForm, fingerprint: string): void {
  ctx.db.attempts.delete((q) => q.where({ id: clientAttemptId(form, fingerprint) }));
}
