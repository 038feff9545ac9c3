import type { FakeContext } from '../context.ts';
import type { CodePurpose, VerificationCode } from '../collections/account.ts';
import { nowSeconds } from './clock.ts';
import { fail, ok } from './respond.ts';

/**
 * One-time codes of the fake (SMS, e-mail, password recovery). The fake "sends" a 6-digit
 * code by storing it; so a person can try the flows in a demo and tests can finish them,
 * every code the fake sends is DEMO_CODE, and the success message says so
 * ('Verification code sent. Demo code: 246810'). Everything else is honest: a code only
 * verifies what it was sent for, expires after CODE_TTL_SECONDS by the fake clock, is
 * dropped after MAX_FAILED_ATTEMPTS wrong guesses, and sends are rate-limited.
 */
export const DEMO_CODE = '246810';
/** A code is valid for 10 minutes. */
export const CODE_TTL_SECONDS = 10 * 60;
/** At least 60 seconds between two sends to the same target (the client's countdown). */
export const RESEND_SECONDS = 60;
/** At most this many sends to one target per window. */
export const MAX_SENDS_PER_WINDOW = 5;
export const SEND_WINDOW_SECONDS = 60 * 60;
/** Wrong guesses before a code is dropped. */
export const MAX_FAILED_ATTEMPTS = 5;

export const TOO_FREQUENT_MESSAGE =
  'Requests are too frequent, try again in an interval of minutes';
export const CODE_INVALID_MESSAGE = 'The verification code is incorrect or has expired';

const codeId = (purpose: CodePurpose, target: string) => `${purpose}|${target}`;

/** The contract's answer to a wrong or expired code. */
export function codeInvalid(field = 'code'): Response {
  return fail(422, 'The given data was invalid.', {
    code: 'CODE_INVALID',
    errors: { [field]: [CODE_INVALID_MESSAGE] },
  });
}

/**
 * "Sends" a code to a target: stores it (replacing an older one for the same purpose and
 * target) and answers the AuthCodeDispatch, or 429 when sends are too frequent.
 */
export async function sendCode(
  ctx: FakeContext,
  purpose: CodePurpose,
  target: string,
  accountId: number | null,
): Promise<Response> {
  const { db } = ctx;
  const now = nowSeconds();
  const id = codeId(purpose, target);
  const previous = db.verificationCodes.findFirst((q) => q.where({ id }));
  let windowStart = now;
  let windowSends = 0;
  if (previous) {
    if (previous.window_start + SEND_WINDOW_SECONDS > now) {
      windowStart = previous.window_start;
      windowSends = previous.window_sends;
    }
    if (windowSends >= MAX_SENDS_PER_WINDOW) {
      const minutes = Math.max(1, Math.ceil((windowStart + SEND_WINDOW_SECONDS - now) / 60));
      return fail(429, TOO_FREQUENT_MESSAGE, {
        code: 'TOO_FREQUENT',
        remark: `Try again in ${minutes} minutes`,
      });
    }
    const wait = previous.sent_at + RESEND_SECONDS - now;
    if (wait > 0)
      return fail(429, 'Do not operate frequently', {
        code: 'TOO_FREQUENT',
        remark: `Try again in ${wait} seconds`,
      });
    db.verificationCodes.delete((q) => q.where({ id }));
  }
  await db.verificationCodes.create({
    id,
    purpose,
    target,
    account_id: accountId,
    code: DEMO_CODE,
    sent_at: now,
    expires_at: now + CODE_TTL_SECONDS,
    window_sends: windowSends + 1,
    window_start: windowStart,
    failed_attempts: 0,
    verified: false,
  });
  return ok(
    { resend_after: RESEND_SECONDS, expires_in: CODE_TTL_SECONDS },
    `Verification code sent. Demo code: ${DEMO_CODE}`,
  );
}

/** The live code of a purpose and target, or of a purpose for an account (latest sent). */
export function liveCode(
  ctx: FakeContext,
  purpose: CodePurpose,
  where: { target: string } | { accountId: number },
): VerificationCode | null {
  const now = nowSeconds();
  const candidates =
    'target' in where
      ? ctx.db.verificationCodes.findMany((q) => q.where({ id: codeId(purpose, where.target) }))
      : ctx.db.verificationCodes.findMany((q) => q.where({ purpose, account_id: where.accountId }));
  const live = candidates.filter(
    (record) => record.expires_at > now && record.failed_attempts < MAX_FAILED_ATTEMPTS,
  );
  live.sort((a, b) => b.sent_at - a.sent_at);
  return live[0] ?? null;
}

/**
 * Checks a typed code against a stored one. A wrong guess counts against the code (dropped
 * after MAX_FAILED_ATTEMPTS). `consume` uses the code up (it stays stored, expired, so the
 * send rate limit still counts it); otherwise it is only marked verified.
 */
export async function checkCode(
  ctx: FakeContext,
  record: VerificationCode | null,
  typed: string,
  consume: boolean,
): Promise<boolean> {
  if (!record) return false;
  const now = nowSeconds();
  if (record.expires_at <= now || record.failed_attempts >= MAX_FAILED_ATTEMPTS) return false;
  if (record.code !== typed) {
    await ctx.db.verificationCodes.update((q) => q.where({ id: record.id }), {
      data(code) {
        code.failed_attempts += 1;
        if (code.failed_attempts >= MAX_FAILED_ATTEMPTS) code.expires_at = now;
      },
    });
    return false;
  }
  await ctx.db.verificationCodes.update((q) => q.where({ id: record.id }), {
    data(code) {
      code.verified = true;
      if (consume) code.expires_at = now;
    },
  });
  return true;
}

/** Target key of a mobile number. */
export const mobileTarget = (area: string, mobile: string) => `${area} ${mobile}`;
/** Target key of an e-mail address. */
export const emailTarget = (email: string) => email.trim().toLowerCase();
