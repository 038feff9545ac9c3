// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CAPTCHA_TTL_SECONDS } from '../lib/account-captcha.ts';
import {
  CODE_TTL_SECONDS,
  DEMO_CODE,
  MAX_FAILED_ATTEMPTS,
  MAX_SENDS_PER_WINDOW,
  RESEND_SECONDS,
} from '../lib/account-codes.ts';
import { advanceClock } from '../lib/clock.ts';
import { type ErrorBody, installFakeBackend } from '../test-utils.ts';

const backend = installFakeBackend();
const db = () => backend.fake().ctx.db;
/** The status of a member's POST with a body. */
const postStatus = (token: string, path: string, body: Record<string, unknown>) =>
  backend.statusOf('POST', path, { token, body });

type Dispatch = {
  status: number;
  message: string;
  data: { resend_after: number; expires_in: number };
};

const DEMO = { username: 'demo001', email: 'juan.delacruz@example.com' };

async function requestReset(identity: { username: string; email: string } = DEMO) {
  return backend.call<Dispatch & ErrorBody>('POST', '/member/forget_password_via_email', {
    body: identity,
  });
}
async function resetPassword(password: string, confirmation = password, code = DEMO_CODE) {
  return backend.call<ErrorBody>('POST', '/member/reset_password_via_email', {
    body: {
      ...DEMO,
      code,
      password: backend.encrypt(password),
      password_confirmation: backend.encrypt(confirmation),
    },
  });
}
async function login(username: string, password: string) {
  return backend.call<ErrorBody>('POST', '/member/auth/login', {
    body: { fingerprint: 'test-fingerprint-1', username, password: backend.encrypt(password) },
  });
}

describe('fake backend: password reset by e-mail (spec §2, four steps)', () => {
  it('the username and e-mail must match an account', async () => {
    const wrongEmail = await requestReset({
      username: 'demo001',
      email: 'someone.else@example.com',
    });
    expect(wrongEmail.status).toBe(422);
    expect(wrongEmail.body.errors?.email).toEqual(['Invalid Email']);
    const unknownName = await requestReset({ username: 'nobody123', email: DEMO.email });
    expect(unknownName.status).toBe(422);
    const sent = await requestReset({ username: 'DEMO001', email: 'Juan.DelaCruz@example.com' });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({ resend_after: RESEND_SECONDS, expires_in: CODE_TTL_SECONDS });
  });

  it('sends a 6-digit code that the fake stores; every demo code is 246810 and the message says so', async () => {
    const sent = await requestReset();
    expect(sent.body.message).toContain(DEMO_CODE);
    const stored = db().verificationCodes.findFirst((q) => q.where({ purpose: 'password_reset' }));
    expect(stored?.code).toMatch(/^\d{6}$/);
    expect(stored?.code).toBe(DEMO_CODE);
    expect(stored?.account_id).toBe(10001);
  });

  it('verifies the code without using it up; a wrong code is 422 CODE_INVALID', async () => {
    await requestReset();
    const wrong = await backend.call<ErrorBody>('POST', '/member/verify_email_code', {
      body: { ...DEMO, code: '000000' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe('CODE_INVALID');
    expect(wrong.body.errors?.code).toEqual(['The verification code is incorrect or has expired']);
    for (let i = 0; i < 2; i++)
      expect(
        await backend.statusOf('POST', '/member/verify_email_code', {
          body: { ...DEMO, code: DEMO_CODE },
        }),
      ).toBe(200);
  });

  it('after the reset the new password signs in and the old one fails', async () => {
    expect((await requestReset()).status).toBe(200);
    expect(
      await backend.statusOf('POST', '/member/verify_email_code', {
        body: { ...DEMO, code: DEMO_CODE },
      }),
    ).toBe(200);
    expect((await resetPassword('fresh-start9')).status).toBe(200);
    expect((await login('demo001', 'demo1234')).status).toBe(422);
    expect((await login('demo001', 'fresh-start9')).status).toBe(200);
    // The code was used up.
    expect((await resetPassword('another-one9')).status).toBe(422);
  });

  it('Password Not Same: the confirmation must match the new password', async () => {
    await requestReset();
    const result = await resetPassword('fresh-start9', 'fresh-start8');
    expect(result.status).toBe(422);
    expect(result.body.errors?.password_confirmation).toEqual(['Password Not Same']);
    expect((await login('demo001', 'demo1234')).status).toBe(200);
  });

  it('the new password is 6 to 20 characters after decrypting', async () => {
    await requestReset();
    for (const bad of ['abc12', 'x'.repeat(21)]) {
      const result = await resetPassword(bad);
      expect(result.status).toBe(422);
      expect(result.body.errors?.password).toEqual(['The password must be 6 to 20 characters.']);
    }
    const plain = await backend.call<ErrorBody>('POST', '/member/reset_password_via_email', {
      body: {
        ...DEMO,
        code: DEMO_CODE,
        password: 'plain-text-password',
        password_confirmation: 'plain-text-password',
      },
    });
    expect(plain.status).toBe(422);
    expect((await resetPassword('exactly6')).status).toBe(200);
  });

  it('codes expire after 10 minutes by the fake clock', async () => {
    await requestReset();
    advanceClock(CODE_TTL_SECONDS * 1000 - 5000);
    expect(
      await backend.statusOf('POST', '/member/verify_email_code', {
        body: { ...DEMO, code: DEMO_CODE },
      }),
    ).toBe(200);
    advanceClock(6000);
    const expired = await backend.call<ErrorBody>('POST', '/member/verify_email_code', {
      body: { ...DEMO, code: DEMO_CODE },
    });
    expect(expired.status).toBe(422);
    expect(expired.body.code).toBe('CODE_INVALID');
    expect((await resetPassword('fresh-start9')).status).toBe(422);
  });

  it("too many sends are 429 'Requests are too frequent, try again in an interval of minutes'", async () => {
    for (let i = 0; i < MAX_SENDS_PER_WINDOW; i++) {
      expect((await requestReset()).status).toBe(200);
      advanceClock((RESEND_SECONDS + 1) * 1000);
    }
    const refused = await requestReset();
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      'Requests are too frequent, try again in an interval of minutes',
    );
    expect(refused.body.code).toBe('TOO_FREQUENT');
    expect(refused.body.remark).toMatch(/^Try again in \d+ minutes$/);
    advanceClock(60 * 60 * 1000);
    expect((await requestReset()).status).toBe(200);
  });

  it('a code is dropped after 5 wrong guesses', async () => {
    await requestReset();
    for (let i = 0; i < MAX_FAILED_ATTEMPTS; i++)
      expect(
        await backend.statusOf('POST', '/member/verify_email_code', {
          body: { ...DEMO, code: '111111' },
        }),
      ).toBe(422);
    expect(
      await backend.statusOf('POST', '/member/verify_email_code', {
        body: { ...DEMO, code: DEMO_CODE },
      }),
    ).toBe(422);
  });

  it('a new password ends every session of the account', async () => {
    const token = await backend.signIn();
    await requestReset();
    expect((await resetPassword('fresh-start9')).status).toBe(200);
    expect(await backend.statusOf('GET', '/member/userprofile', { token })).toBe(401);
  });

  it('bad input answers 4xx with field errors, never 5xx', async () => {
    const result = await backend.call<ErrorBody>('POST', '/member/reset_password_via_email', {
      body: { username: 'x', email: 'not-an-email', code: '12ab', password: 5 },
    });
    expect(result.status).toBe(422);
    expect(Object.keys(result.body.errors ?? {})).toEqual(
      expect.arrayContaining(['username', 'email', 'code', 'password', 'password_confirmation']),
    );
    expect(
      await backend.statusOf('POST', '/member/verify_email_code', {
        raw: '{oops',
        headers: { 'Content-Type': 'application/json' },
      }),
    ).toBe(400);
  });
});

describe('fake backend: SMS and e-mail codes', () => {
  const sms = (scene: string, mobile = '9171112233') =>
    backend.call<Dispatch & ErrorBody>('GET', '/send_sms', {
      query: { mobile_area: '+63', mobile, scene },
    });

  it('SMS codes are 6 digits and rate-limited to one send per 60 seconds', async () => {
    const first = await sms('register');
    expect(first.status).toBe(200);
    expect(first.body.data.resend_after).toBe(60);
    expect(
      db().verificationCodes.findFirst((q) => q.where({ purpose: 'sms_register' }))?.code,
    ).toMatch(/^\d{6}$/);
    const again = await sms('register');
    expect(again.status).toBe(429);
    expect(again.body.code).toBe('TOO_FREQUENT');
    expect(again.body.remark).toMatch(/^Try again in \d+ seconds$/);
    advanceClock(RESEND_SECONDS * 1000);
    expect((await sms('register')).status).toBe(200);
  });

  it('sign-in and recovery SMS codes answer an unregistered number as a registered one', async () => {
    const unknown = await sms('login');
    const known = await sms('login', '9123456789');
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect((await sms('forget_password')).status).toBe(200);
    expect((await sms('register', '12')).status).toBe(422);
  });

  it('registration checks the e-mail code it was sent, and the address starts verified', async () => {
    expect(
      await backend.statusOf('POST', '/member/register_email', {
        body: { email: 'newbie@example.com', username: 'newbie01' },
      }),
    ).toBe(200);
    const body = (emailCode: string) =>
      backend.registration('newbie01', {
        email: 'newbie@example.com',
        email_code: emailCode,
        mobile: '9170000001',
      });
    const wrong = await backend.call<ErrorBody>('POST', '/member/auth/register', {
      body: body('123456'),
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors?.email_code).toBeDefined();
    const created = await backend.call<{ data: { token: string } }>(
      'POST',
      '/member/auth/register',
      { body: body(DEMO_CODE) },
    );
    expect(created.status).toBe(200);
    const info = await backend.get<{ email_verified: number; mobile_verified: number }>(
      '/member/personal_info',
      created.body.data.token,
    );
    expect(info.body.data).toMatchObject({ email_verified: 1, mobile_verified: 0 });
  });

  it('verify endpoints mark email_verified: a code sent to a new address verifies it and makes it the address', async () => {
    const token = await backend.signIn();
    const already = await backend.call<ErrorBody>('POST', '/member/send_profile_email', {
      token,
      body: { email: DEMO.email },
    });
    expect(already.status).toBe(422);
    expect(
      await postStatus(token, '/member/send_profile_email', { email: 'juan.new@example.com' }),
    ).toBe(200);
    expect(await postStatus(token, '/member/verify_profile_email', { code: DEMO_CODE })).toBe(200);
    const info = await backend.get<{ email: string; email_verified: number }>(
      '/member/personal_info',
      token,
    );
    expect(info.body.data).toMatchObject({ email: 'juan.new@example.com', email_verified: 1 });
  });

  it('verify endpoints mark mobile_verified', async () => {
    const token = await backend.signIn();
    const before = await backend.get<{ mobile_verified: number }>('/member/personal_info', token);
    expect(before.body.data.mobile_verified).toBe(0);
    const phone = { mobile_area: '+63', mobile: '9123456789' };
    expect(await postStatus(token, '/member/send_profile_sms', phone)).toBe(200);
    expect(await postStatus(token, '/member/send_profile_sms', phone)).toBe(429);
    expect(await postStatus(token, '/member/verify_profile_sms', { code: DEMO_CODE })).toBe(200);
    const after = await backend.get<{ mobile_verified: number }>('/member/personal_info', token);
    expect(after.body.data.mobile_verified).toBe(1);
  });

  it('a wrong or missing profile code is 422 CODE_INVALID and verifies nothing', async () => {
    const token = await backend.signIn();
    const none = await backend.call<ErrorBody>('POST', '/member/verify_profile_sms', {
      token,
      body: { code: DEMO_CODE },
    });
    expect(none.status).toBe(422);
    expect(none.body.code).toBe('CODE_INVALID');
    await backend.call('POST', '/member/send_profile_sms', {
      token,
      body: { mobile_area: '+63', mobile: '9123456789' },
    });
    expect(await postStatus(token, '/member/verify_profile_sms', { code: '999999' })).toBe(422);
    const info = await backend.get<{ mobile_verified: number }>('/member/personal_info', token);
    expect(info.body.data.mobile_verified).toBe(0);
    expect(
      (await backend.call('POST', '/member/verify_profile_sms', { token, body: { code: '12345' } }))
        .status,
    ).toBe(422);
  });

  it('profile codes need a session (401)', async () => {
    expect(
      await backend.statusOf('POST', '/member/send_profile_email', {
        body: { email: 'a@example.com' },
      }),
    ).toBe(401);
    expect(
      await backend.statusOf('POST', '/member/send_profile_sms', {
        body: { mobile_area: '+63', mobile: '9123456789' },
      }),
    ).toBe(401);
    expect(
      (await backend.call('POST', '/member/verify_profile_email', { body: { code: DEMO_CODE } }))
        .status,
    ).toBe(401);
    expect(
      (await backend.call('POST', '/member/verify_profile_sms', { body: { code: DEMO_CODE } }))
        .status,
    ).toBe(401);
  });
});

describe('fake backend: captcha', () => {
  type Captcha = { data: { key: string; img: string; expires_in: number } };
  const codeOf = (key: string) => db().captchas.findFirst((q) => q.where({ key }))?.code ?? '';

  it('GET /captcha returns a key and an SVG data-URI picture of a 4-character code', async () => {
    const result = await backend.call<Captcha>('GET', '/captcha', {
      query: { scene: 'login', width: 160, height: 50 },
    });
    expect(result.status).toBe(200);
    const { key, img, expires_in } = result.body.data;
    expect(key).toMatch(/^cap_[0-9a-f]{16}$/);
    expect(expires_in).toBe(CAPTCHA_TTL_SECONDS);
    expect(img.startsWith('data:image/svg+xml;base64,')).toBe(true);
    const svg = atob(img.slice('data:image/svg+xml;base64,'.length));
    expect(svg).toMatch(/^<svg [^>]*width="160" height="50"/);
    const code = codeOf(key);
    expect(code).toMatch(/^[A-Z0-9]{4}$/);
    const drawn = [...svg.matchAll(/<text [^>]*>([^<]+)<\/text>/g)]
      .map((match) => match[1])
      .join('');
    expect(drawn).toBe(code);
  });

  it('check answers 200 for the right code (any case) and 422 otherwise, without using the captcha up', async () => {
    const { key } = (await backend.call<Captcha>('GET', '/captcha')).body.data;
    const code = codeOf(key);
    expect(await backend.statusOf('GET', '/captcha/check', { query: { key, code } })).toBe(200);
    expect(
      (await backend.call('GET', '/captcha/check', { query: { key, code: code.toLowerCase() } }))
        .status,
    ).toBe(200);
    const wrong = await backend.call<ErrorBody>('GET', '/captcha/check', {
      query: { key, code: code === 'ZZZZ' ? 'YYYY' : 'ZZZZ' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe('CAPTCHA_INVALID');
    expect(
      (await backend.call('GET', '/captcha/check', { query: { key: 'cap_unknown000', code } }))
        .status,
    ).toBe(422);
  });

  it('captchas expire', async () => {
    const { key } = (await backend.call<Captcha>('GET', '/captcha')).body.data;
    const code = codeOf(key);
    advanceClock((CAPTCHA_TTL_SECONDS + 1) * 1000);
    expect(await backend.statusOf('GET', '/captcha/check', { query: { key, code } })).toBe(422);
  });

  it('a sign-in that sends a captcha needs the right code and uses the captcha up', async () => {
    const { key } = (await backend.call<Captcha>('GET', '/captcha')).body.data;
    const code = codeOf(key);
    const body = {
      fingerprint: 'test-fingerprint-1',
      username: 'demo001',
      password: backend.encrypt('demo1234'),
      captcha_key: key,
      captcha: code,
    };
    const wrong = await backend.call<ErrorBody>('POST', '/member/auth/login', {
      body: { ...body, captcha: code === 'ZZZZ' ? 'YYYY' : 'ZZZZ' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe('CAPTCHA_INVALID');
    // The failed attempt used that captcha up: a fresh one signs in.
    const fresh = (await backend.call<Captcha>('GET', '/captcha')).body.data.key;
    expect(
      await backend.statusOf('POST', '/member/auth/login', {
        body: { ...body, captcha_key: fresh, captcha: codeOf(fresh) },
      }),
    ).toBe(200);
    expect(
      await backend.statusOf('GET', '/captcha/check', { query: { key: fresh, code: 'ABCD' } }),
    ).toBe(422);
  });

  it('bad captcha input answers 422 with field errors', async () => {
    const result = await backend.call<ErrorBody>('GET', '/captcha', {
      query: { width: 10, height: 'tall' },
    });
    expect(result.status).toBe(422);
    expect(Object.keys(result.body.errors ?? {})).toEqual(
      expect.arrayContaining(['width', 'height']),
    );
    const check = await backend.call<ErrorBody>('GET', '/captcha/check', {
      query: { key: 'short', code: '!!' },
    });
    expect(check.status).toBe(422);
    expect(Object.keys(check.body.errors ?? {})).toEqual(expect.arrayContaining(['key', 'code']));
  });
});
