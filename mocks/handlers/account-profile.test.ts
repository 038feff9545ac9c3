// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TOKEN_GRACE_SECONDS } from '../context.ts';
import { advanceClock } from '../lib/clock.ts';
import { type ErrorBody, installFakeBackend, refreshedToken } from '../test-utils.ts';

const backend = installFakeBackend();

type Info = {
  nickname: string | null;
  real_name: string | null;
  birthday: string | null;
  gender: number;
  email: string | null;
  mobile_area: string | null;
  mobile: string | null;
  email_verified: number;
  mobile_verified: number;
};

const VALID = {
  nickname: 'Lucky Juan',
  real_name: 'Juan Dela Cruz',
  birthday: '1992-08-14',
  gender: 1,
  email: 'juan.delacruz@example.com',
  mobile_area: '+63',
  mobile: '9123456789',
};

async function save(token: string, changes: Record<string, unknown>) {
  return backend.call<{ data: Info } & ErrorBody>('PUT', '/member/personal_info', {
    token,
    body: { ...VALID, ...changes },
  });
}

/** Saving any of the values of one field is refused with an error on that field. */
async function expectRefused(token: string, field: keyof typeof VALID, values: unknown[]) {
  for (const value of values) {
    const result = await save(token, { [field]: value });
    expect(result.status, `${field} ${String(value)}`).toBe(422);
    expect(result.body.errors?.[field]).toBeDefined();
  }
}

describe('fake backend: personal info', () => {
  it('answers the personal info with the verified state of e-mail and mobile', async () => {
    const token = await backend.signIn();
    const result = await backend.call<{ data: Info }>('GET', '/member/personal_info', { token });
    expect(result.status).toBe(200);
    expect(result.body.data).toEqual({ ...VALID, email_verified: 1, mobile_verified: 0 });
  });

  it('nickname is at most 30 characters', async () => {
    const token = await backend.signIn();
    const long = await save(token, { nickname: 'n'.repeat(31) });
    expect(long.status).toBe(422);
    expect(long.body.errors?.nickname).toBeDefined();
    const ok = await save(token, { nickname: 'n'.repeat(30) });
    expect(ok.status).toBe(200);
    expect(ok.body.data.nickname).toBe('n'.repeat(30));
  });

  it('phone is 8 to 13 digits', async () => {
    const token = await backend.signIn();
    await expectRefused(token, 'mobile', ['1234567', '12345678901234', '91234abc89']);
    for (const mobile of ['12345678', '1234567890123'])
      expect((await save(token, { mobile })).status).toBe(200);
  });

  it('birthday is a real date and the member is of age', async () => {
    const token = await backend.signIn();
    await expectRefused(token, 'birthday', ['1992-02-30', '14/08/1992', '']);
    const year = new Date().getUTCFullYear();
    const minor = await save(token, { birthday: `${year - 10}-01-01` });
    expect(minor.status).toBe(422);
    expect(minor.body.errors?.birthday).toEqual(['You must be at least 18 years old']);
    expect((await save(token, { birthday: '2000-02-29' })).status).toBe(200);
  });

  it('gender is 0, 1 or 2', async () => {
    const token = await backend.signIn();
    expect((await save(token, { gender: 3 })).status).toBe(422);
    expect((await save(token, { gender: 'male' })).status).toBe(422);
    const saved = await save(token, { gender: 2 });
    expect(saved.status).toBe(200);
    expect(saved.body.data.gender).toBe(2);
  });

  it('update validates and answers the saved state; a changed e-mail or mobile must be verified again', async () => {
    const token = await backend.signIn();
    const saved = await save(token, {
      nickname: 'JDC',
      email: 'juan.moved@example.com',
      mobile: '9998887777',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      nickname: 'JDC',
      email: 'juan.moved@example.com',
      mobile: '9998887777',
      email_verified: 0,
      mobile_verified: 0,
    });
    const again = await backend.call<{ data: Info }>('GET', '/member/personal_info', { token });
    expect(again.body.data).toEqual(saved.body.data);
    const profile = await backend.call<{ data: { email: string; mobile: string } }>(
      'GET',
      '/member/userprofile',
      { token },
    );
    expect(profile.body.data).toMatchObject({
      email: 'juan.moved@example.com',
      mobile: '9998887777',
    });
  });

  it('a real name that is already set cannot be changed', async () => {
    const token = await backend.signIn();
    const result = await save(token, { real_name: 'Pedro Penduko' });
    expect(result.status).toBe(422);
    expect(result.body.errors?.real_name).toBeDefined();
  });

  it('a new member sets the real name once', async () => {
    const body = backend.registration('newbie02', {
      email: 'n2@example.com',
      mobile: '9170000002',
    });
    const token = (
      await backend.call<{ data: { token: string } }>('POST', '/member/auth/register', { body })
    ).body.data.token;
    const blank = await backend.call<{ data: Info }>('GET', '/member/personal_info', { token });
    expect(blank.body.data).toMatchObject({
      real_name: null,
      birthday: null,
      nickname: null,
      gender: 0,
    });
    expect((await save(token, { real_name: 'M4ria' })).status).toBe(422);
    const saved = await save(token, {
      real_name: '  Maria   Clara ',
      email: undefined,
      mobile: undefined,
      mobile_area: undefined,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      real_name: 'Maria Clara',
      email: 'n2@example.com',
      mobile: '9170000002',
    });
  });

  it('the area code and the mobile number go together', async () => {
    const token = await backend.signIn();
    const result = await backend.call<ErrorBody>('PUT', '/member/personal_info', {
      token,
      body: {
        real_name: VALID.real_name,
        birthday: VALID.birthday,
        gender: 1,
        mobile: '9123456789',
      },
    });
    expect(result.status).toBe(422);
    expect(result.body.errors?.mobile_area).toBeDefined();
  });

  it('needs a session (401) and answers field errors for bad input, never 5xx', async () => {
    expect(await backend.statusOf('GET', '/member/personal_info')).toBe(401);
    expect(await backend.statusOf('PUT', '/member/personal_info', { body: VALID })).toBe(401);
    const token = await backend.signIn();
    const bad = await backend.call<ErrorBody>('PUT', '/member/personal_info', {
      token,
      body: { email: 'nope', real_name: 7 },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(
      expect.arrayContaining(['email', 'real_name', 'birthday', 'gender']),
    );
    expect(
      await backend.statusOf('PUT', '/member/personal_info', {
        token,
        raw: 'nickname=x',
        headers: { 'Content-Type': 'application/json' },
      }),
    ).toBe(400);
  });
});

describe('fake backend: change password', () => {
  /** Changes the password; the texts are encrypted as the site does unless told otherwise. */
  const change = (
    token: string,
    old: string,
    password: string,
    confirmation = password,
    encode: (text: string) => string = backend.encrypt,
  ) =>
    backend.call<ErrorBody>('PUT', '/member/password', {
      token,
      body: {
        old_password: encode(old),
        password: encode(password),
        password_confirmation: encode(confirmation),
      },
    });
  const asPlainText = (text: string) => text;

  it('a wrong old password is 422', async () => {
    const token = await backend.signIn();
    const result = await change(token, 'not-my-pass', 'brand-new9');
    expect(result.status).toBe(422);
    expect(result.body.errors?.old_password).toEqual(['The old password is incorrect']);
  });

  it('Password Not Same: the confirmation must match', async () => {
    const token = await backend.signIn();
    const result = await change(token, 'demo1234', 'brand-new9', 'brand-new8');
    expect(result.status).toBe(422);
    expect(result.body.errors?.password_confirmation).toEqual(['Password Not Same']);
  });

  it('the new password is 6 to 20 characters after decrypting, encrypted, and differs from the old one', async () => {
    const token = await backend.signIn();
    expect((await change(token, 'demo1234', 'short')).body.errors?.password).toEqual([
      'The password must be 6 to 20 characters.',
    ]);
    expect((await change(token, 'demo1234', 'demo1234')).body.errors?.password).toBeDefined();
    const plain = await change(
      token,
      'demo1234demo1234',
      'brand-new9brand-new9',
      'brand-new9brand-new9',
      asPlainText,
    );
    expect(plain.status).toBe(422);
  });

  it('changes the password: the new one signs in, the old one fails, other sessions end', async () => {
    const other = await backend.signIn();
    const token = await backend.signIn();
    const result = await change(token, 'demo1234', 'brand-new9');
    expect(result.status).toBe(200);
    // This session goes on under a new token, handed over in the refresh headers.
    const renewed = refreshedToken(result);
    expect(renewed).toEqual(expect.any(String));
    expect(renewed).not.toBe(token);
    expect(result.headers.get('token-refresh-time')).toMatch(/^\d{10}$/);
    expect(await backend.statusOf('GET', '/member/userprofile', { token: renewed ?? '' })).toBe(
      200,
    );
    expect(await backend.statusOf('GET', '/member/userprofile', { token: other })).toBe(401);
    // The token of before the change serves only the requests already under way.
    advanceClock((TOKEN_GRACE_SECONDS + 1) * 1000);
    expect(await backend.statusOf('GET', '/member/userprofile', { token })).toBe(401);
    await expect(backend.signIn('demo001', 'demo1234')).rejects.toThrow();
    expect(await backend.signIn('demo001', 'brand-new9')).toEqual(expect.any(String));
  });

  it('needs a session (401) and answers field errors for bad input', async () => {
    expect(
      await backend.statusOf('PUT', '/member/password', {
        body: {
          old_password: 'x'.repeat(20),
          password: 'x'.repeat(20),
          password_confirmation: 'x'.repeat(20),
        },
      }),
    ).toBe(401);
    const token = await backend.signIn();
    const bad = await backend.call<ErrorBody>('PUT', '/member/password', {
      token,
      body: { old_password: 'short' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(
      expect.arrayContaining(['old_password', 'password', 'password_confirmation']),
    );
  });
});

describe('fake backend: user profile', () => {
  it('with_channel_balances=1 adds the channel balances (a failing channel shows -1)', async () => {
    const token = await backend.signIn();
    const plain = await backend.call<{ data: { channel_balances?: unknown[] } }>(
      'GET',
      '/member/userprofile',
      { token, query: { with_channel_balances: 0 } },
    );
    expect(plain.status).toBe(200);
    expect(plain.body.data.channel_balances).toBeUndefined();
    const result = await backend.call<{
      data: { channel_balances: { id: number; balance: string }[] };
    }>('GET', '/member/userprofile', { token, query: { with_channel_balances: 1 } });
    expect(result.status).toBe(200);
    expect(result.body.data.channel_balances.find((channel) => channel.id === 10011)?.balance).toBe(
      '1500.00',
    );
    expect(result.body.data.channel_balances.find((channel) => channel.id === 10041)?.balance).toBe(
      '-1',
    );
    expect(
      await backend.statusOf('GET', '/member/userprofile', {
        token,
        query: { with_channel_balances: 2 },
      }),
    ).toBe(422);
  });
});
