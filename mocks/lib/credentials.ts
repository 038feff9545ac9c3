import type { FakeContext } from '../context.ts';
import type { Account } from '../db.ts';
import { nowSeconds } from './clock.ts';
import { afterWrongTry, lockedAnswer, minutesLeft } from './lockout.ts';
import { fail, invalid } from './respond.ts';
import { rsaDecrypt } from './rsa.ts';

/** Failed sign-ins before the account is locked, and for how long (a system setting). */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_LOCK_MINUTES = 15;

const LOGIN_LOCKOUT = { maxFailures: LOGIN_MAX_FAILURES, minutes: LOGIN_LOCK_MINUTES };
const locked = (minutes: number) =>
  lockedAnswer(
    'LOGIN_LOCKED',
    `Too many failed sign-ins. Try again in ${minutes} minutes.`,
    minutes,
  );

/**
 * The password check of every sign-in (member and agent): the lockout first, then the
 * RSA-encrypted password; failures are counted and lock the account for a while. Returns the
 * answer to send when the sign-in fails, or null when the password is right.
 */
export async function checkSignIn(
  ctx: FakeContext,
  account: Account | null,
  encryptedPassword: string,
  wrongMessage: string,
): Promise<Response | null> {
  const now = nowSeconds();
  const left = account ? minutesLeft(account.locked_until, now) : 0;
  if (left > 0) return locked(left);
  const password = rsaDecrypt(encryptedPassword);
  if (password === null)
    return invalid({
      password: ['The password could not be read. Reload the page and try again.'],
    });
  if (account && account.password === password) return null;
  if (account) {
    const next = afterWrongTry(account.failed_logins, now, LOGIN_LOCKOUT);
    await ctx.db.accounts.update((q) => q.where({ id: account.id }), {
      data(record) {
        record.failed_logins = next.failures;
        if (next.lockedUntil !== null) record.locked_until = next.lockedUntil;
      },
    });
    if (next.lockedUntil !== null) return locked(LOGIN_LOCK_MINUTES);
  }
  return fail(422, wrongMessage, {
    code: 'INVALID_CREDENTIALS',
    errors: { password: [wrongMessage] },
  });
}
