// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_CODE, MAX_FAILED_ATTEMPTS } from '../lib/account-codes.ts';
import { WITHDRAW_PASSWORD_MAX_FAILURES } from '../lib/payments-rules.ts';
import { DEMO_WITHDRAW_PASSWORD } from '../seed/payments.ts';
import { type ErrorBody, installFakeBackend } from '../test-utils.ts';

/**
 * A forgotten withdrawal password (issue 34): a code to the member's verified mobile number or
 * e-mail address, then a new password with it. The demo member has verified the e-mail, not
 * the mobile number.
 */
const backend = installFakeBackend();
const db = () => backend.fake().ctx.db;
const DEMO_MEMBER_ID = 10001;

const sendCode = (token: string, channel: 'sms' | 'email' = 'email') =>
  backend.call<ErrorBody>('POST', '/member/withdraw_password/reset_code', {
    token,
    body: { channel },
  });

function reset(
  token: string,
  {
    code = DEMO_CODE,
    password = '8642',
    confirmation,
    key = backend.key(),
  }: { code?: string; password?: string; confirmation?: string; key?: string } = {},
) {
  return backend.call<ErrorBody>('POST', '/member/withdraw_password/reset', {
    token,
    headers: { 'Idempotency-Key': key },
    body: {
      channel: 'email',
      code,
      password: backend.encrypt(password),
      password_confirmation: backend.encrypt(confirmation ?? password),
    },
  });
}

const storedPassword = () =>
  db().withdrawPasswords.findFirst((q) => q.where({ account_id: DEMO_MEMBER_ID }))?.password;

/**
 * A change of the withdrawal password proven with `old`, which the same check and lock as a
 * withdrawal's judge: its status says whether `old` is the password, and whether it is locked.
 */
const change = (token: string, old: string) =>
  backend.call<ErrorBody>('POST', '/member/withdraw_password', {
    token,
    body: {
      old_password: backend.encrypt(old),
      password: backend.encrypt(old),
      password_confirmation: backend.encrypt(old),
    },
  });

describe('resetting a forgotten withdrawal password', () => {
  it('the code goes only to a contact the member has verified: an unverified mobile number is refused on channel', async () => {
    const token = await backend.signIn();
    const sms = await sendCode(token, 'sms');
    expect(sms.status).toBe(422);
    expect(sms.body.errors?.channel).toBeDefined();
    const email = await sendCode(token, 'email');
    expect(email.status).toBe(200);
  });

  it('a right code sets the new password without the old one, and the code is used up', async () => {
    const token = await backend.signIn();
    await sendCode(token);
    expect((await reset(token)).status).toBe(200);
    expect(storedPassword()).toBe('8642');
    expect((await change(token, '8642')).status).toBe(200);
    // The same code again, with a new intent: used up.
    const again = await reset(token, { password: '9753' });
    expect(again.status).toBe(422);
    expect(again.body.code).toBe('CODE_INVALID');
    expect(storedPassword()).toBe('8642');
  });

  it('a wrong code is counted and the code dropped after five: then even the right one fails', async () => {
    const token = await backend.signIn();
    await sendCode(token);
    for (let guess = 0; guess < MAX_FAILED_ATTEMPTS; guess += 1) {
      const wrong = await reset(token, { code: '000000' });
      expect(wrong.status).toBe(422);
      expect(wrong.body.code).toBe('CODE_INVALID');
    }
    const right = await reset(token);
    expect(right.status).toBe(422);
    expect(right.body.code).toBe('CODE_INVALID');
    expect(storedPassword()).toBe(DEMO_WITHDRAW_PASSWORD);
  });

  it('is idempotent: the same key and body apply once and answer the same; the same key with another body is 409', async () => {
    const token = await backend.signIn();
    await sendCode(token);
    const key = backend.key();
    const first = await reset(token, { key });
    const repeat = await reset(token, { key });
    expect(first.status).toBe(200);
    expect(repeat.status).toBe(200);
    expect(repeat.headers.get('Idempotent-Replayed')).toBe('true');
    const other = await reset(token, { key, password: '9753' });
    expect(other.status).toBe(409);
    expect(storedPassword()).toBe('8642');
  });

  it('a confirmation that differs is refused before the code is tried: the code keeps its guesses', async () => {
    const token = await backend.signIn();
    await sendCode(token);
    const mismatch = await reset(token, { confirmation: '8643' });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.message).toBe('Password Not Same');
    const record = db().verificationCodes.findFirst((q) =>
      q.where({ purpose: 'withdraw_password_reset' }),
    );
    expect(record?.failed_attempts).toBe(0);
    expect((await reset(token)).status).toBe(200);
  });

  it('a reset ends a lock of wrong withdrawal passwords at once', async () => {
    const token = await backend.signIn();
    for (let wrong = 0; wrong < WITHDRAW_PASSWORD_MAX_FAILURES; wrong += 1)
      await change(token, '0000');
    const locked = await change(token, DEMO_WITHDRAW_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('WITHDRAW_PASSWORD_LOCKED');
    await sendCode(token);
    expect((await reset(token)).status).toBe(200);
    expect((await change(token, '8642')).status).toBe(200);
  });

  it('sends are limited as every code’s: a second within a minute is 429 TOO_FREQUENT', async () => {
    const token = await backend.signIn();
    expect((await sendCode(token)).status).toBe(200);
    const soon = await sendCode(token);
    expect(soon.status).toBe(429);
    expect(soon.body.code).toBe('TOO_FREQUENT');
  });
});
