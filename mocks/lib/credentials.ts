import type { FakeContext } from '../context.ts';
import type { Account } from '../db.ts';
import { nowSeconds } from './clock.ts';
import { fail, invalid } from './respond.ts';
import { rsaDecrypt } from './rsa.ts';

/** Failed sign-ins before the account is locked, and for how long (a system setting). */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_LOCK_MINUTES = 15;

const locked = (minutes: number) =>
  fail(429, `Too many failed sign-ins. Try again in ${minutes} minutes.`, {
    code: 'LOGIN_LOCKED',
    remark: String(minutes),
  });

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
  if (account && account.locked_until > now)
    return locked(Math.ceil((account.locked_until - now) / 60));
  const password = rsaDecrypt(encryptedPassword);
  if (password === null)
    return invalid({
      password: ['The password could not be read. Reload the page and try again.'],
    });
  if (account && account.password === password) return null;
  if (account) {
    const failures = account.failed_logins + 1;
    const lock = failures >= LOGIN_MAX_FAILURES;
    await ctx.db.accounts.update((q) => q.where({ id: account.id }), {
      data(record) {
        record.failed_logins = lock ? 0 : failures;
        if (lock) record.locked_until = now + LOGIN_LOCK_MINUTES * 60;
      },
    });
    if (lock) return locked(LOGIN_LOCK_MINUTES);
  }
  return fail(422, wrongMessage, {
    code: 'INVALID_CREDENTIALS',
    errors: { password: [wrongMessage] },
  });
}
