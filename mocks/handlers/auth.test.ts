// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SERVER_SESSION_IDLE_SECONDS, SESSION_IDLE_SECONDS } from '../context.ts';
import { advanceClock } from '../lib/clock.ts';
import { installFakeBackend } from '../test-utils.ts';
import { LOGIN_MAX_FAILURES } from './auth.ts';

const backend = installFakeBackend();

describe('fake backend: sign-in', () => {
  it('checks the RSA-encrypted password and starts a session', async () => {
    const token = await backend.signIn();
    const profile = await backend.call<{ data: { username: string; money: string } }>(
      'GET',
      '/member/userprofile',
      { token },
    );
    expect(profile.status).toBe(200);
    expect(profile.body.data).toMatchObject({ username: 'demo001', money: '12850.75' });
  });

  it('refuses a password sent in plain text', async () => {
    const result = await backend.call('POST', '/member/auth/login', {
      body: {
        fingerprint: 'test-fingerprint-1',
        username: 'demo001',
        password: 'demo1234demo1234',
      },
    });
    expect(result.status).toBe(422);
  });

  it('counts failures and locks the account (LOGIN_LOCKED with the minutes left)', async () => {
    let last = 0;
    // Each try from another client: one client's failures bring the captcha first.
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      last = await backend.statusOf('POST', '/member/auth/login', {
        body: {
          fingerprint: `lockout-client-${i}`,
          username: 'demo001',
          password: backend.encrypt('wrongpass'),
        },
      });
    }
    expect(last).toBe(429);
    const locked = await backend.call<{ code: string; remark: string }>(
      'POST',
      '/member/auth/login',
      {
        body: {
          fingerprint: 'test-fingerprint-1',
          username: 'demo001',
          password: backend.encrypt('demo1234'),
        },
      },
    );
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('LOGIN_LOCKED');
    expect(Number(locked.body.remark)).toBeGreaterThan(0);
  });

  it('answers field errors for bad input, never a 5xx', async () => {
    const result = await backend.call<{ errors: Record<string, string[]> }>(
      'POST',
      '/member/auth/login',
      { body: { username: 7 } },
    );
    expect(result.status).toBe(422);
    expect(Object.keys(result.body.errors)).toEqual(
      expect.arrayContaining(['username', 'password', 'fingerprint']),
    );
    const malformed = await backend.call('POST', '/member/auth/login', {
      raw: '{not json',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
  });

  it('signing out ends the session', async () => {
    const token = await backend.signIn();
    expect(await backend.statusOf('GET', '/member/auth/logout', { token })).toBe(200);
    expect(await backend.statusOf('GET', '/member/userprofile', { token })).toBe(401);
  });
});

describe('fake backend: registration', () => {
  it('registers with encrypted passwords and refuses a taken username', async () => {
    const body = backend.registration('freshman1', {
      email: 'f@example.com',
      mobile: '9123456789',
    });
    const created = await backend.call<{ data: { token: string } }>(
      'POST',
      '/member/auth/register',
      { body },
    );
    expect(created.status).toBe(200);
    const again = await backend.call<{ errors: Record<string, string[]> }>(
      'POST',
      '/member/auth/register',
      { body },
    );
    expect(again.status).toBe(422);
    expect(again.body.errors.username).toEqual(['The username has been registered']);
  });
});

describe('spec §4: the session outlives the site’s 2 hours on the server, by a little', () => {
  it('an idle session still answers just after 2 hours (the site signs out first) and not after 2 h 10 min', async () => {
    const token = await backend.signIn();
    advanceClock(SESSION_IDLE_SECONDS * 1000 + 60_000);
    expect(await backend.statusOf('GET', '/member/userprofile', { token })).toBe(200);
    advanceClock(SERVER_SESSION_IDLE_SECONDS * 1000 + 1000);
    expect(await backend.statusOf('GET', '/member/userprofile', { token })).toBe(401);
  });
});
