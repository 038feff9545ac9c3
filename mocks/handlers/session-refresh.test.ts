// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TOKEN_GRACE_SECONDS, TOKEN_REFRESH_SECONDS } from '../context.ts';
import { advanceClock, nowSeconds } from '../lib/clock.ts';
import { refreshedToken, installFakeBackend } from '../test-utils.ts';

const backend = installFakeBackend();

async function signIn(): Promise<{ token: string; refreshAt: number }> {
  const result = await backend.signInAnswer();
  expect(result.status).toBe(200);
  return { token: result.body.data.token, refreshAt: result.body.data.token_refresh_time };
}

const profile = (token: string) => backend.call('GET', '/member/userprofile', { token });

/** Signs in and moves the clock past the token's refresh time. */
async function dueForRefresh(): Promise<string> {
  const { token } = await signIn();
  advanceClock((TOKEN_REFRESH_SECONDS + 1) * 1000);
  return token;
}

describe('spec §4: the token is refreshed through the Authorization and Token-Refresh-Time response headers', () => {
  it('sign-in says when the token is due for refresh; until then answers hand over no token', async () => {
    const before = nowSeconds();
    const { token, refreshAt } = await signIn();
    expect(refreshAt).toBeGreaterThanOrEqual(before + TOKEN_REFRESH_SECONDS);
    expect(refreshAt).toBeLessThanOrEqual(nowSeconds() + TOKEN_REFRESH_SECONDS);
    advanceClock((TOKEN_REFRESH_SECONDS - 5) * 1000);
    const answer = await profile(token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('authorization')).toBeNull();
    expect(answer.headers.get('token-refresh-time')).toBeNull();
  });

  it('the first answer after the refresh time hands over a new token and its refresh time (10-digit seconds); the new token works', async () => {
    const old = await dueForRefresh();
    const asked = nowSeconds();
    const answer = await profile(old);
    expect(answer.status).toBe(200);
    const fresh = refreshedToken(answer);
    expect(fresh).not.toBeNull();
    expect(fresh).not.toBe(old);
    const refreshTime = answer.headers.get('token-refresh-time') ?? '';
    expect(refreshTime).toMatch(/^\d{10}$/);
    expect(Number(refreshTime)).toBeGreaterThanOrEqual(asked + TOKEN_REFRESH_SECONDS);
    expect(Number(refreshTime)).toBeLessThanOrEqual(nowSeconds() + TOKEN_REFRESH_SECONDS);
    const next = await profile(fresh ?? '');
    expect(next.status).toBe(200);
    // The new token is current: nothing more to hand over.
    expect(next.headers.get('authorization')).toBeNull();
  });

  it('the replaced token works for its grace, answered with the new token, then stops', async () => {
    const old = await dueForRefresh();
    const fresh = refreshedToken(await profile(old));
    advanceClock((TOKEN_GRACE_SECONDS - 5) * 1000);
    const inGrace = await profile(old);
    expect(inGrace.status).toBe(200);
    expect(refreshedToken(inGrace)).toBe(fresh);
    advanceClock(10_000);
    const after = await profile(old);
    expect(after.status).toBe(401);
    expect(after.headers.get('authorization')).toBeNull();
    expect((await profile(fresh ?? '')).status).toBe(200);
  });

  it('a guest operation called with a due token refreshes it too (the site sends its token on every call)', async () => {
    const old = await dueForRefresh();
    const answer = await backend.call('GET', '/member/game/hot_game', { token: old });
    expect(answer.status).toBe(200);
    const fresh = refreshedToken(answer);
    expect(fresh).not.toBeNull();
    expect((await profile(fresh ?? '')).status).toBe(200);
  });

  it('an answer that refuses what was sent (a body the contract refuses, 422) hands over the new token too: the member stays signed in', async () => {
    const old = await dueForRefresh();
    // An amount with three decimals: refused by the request's schema, before the route runs.
    const refused = await backend.call('POST', '/member/withdraw', {
      token: old,
      body: { amount: '150.555', bank_card_id: 1, withdraw_password: 'x' },
      headers: { 'Idempotency-Key': 'refresh-on-refusal' },
    });
    expect(refused.status).toBe(422);
    const fresh = refreshedToken(refused);
    expect(fresh).not.toBeNull();
    advanceClock((TOKEN_GRACE_SECONDS + 60) * 1000);
    expect((await profile(fresh ?? '')).status).toBe(200);
  });

  it('signing out with the replaced token ends the session, new token included', async () => {
    const old = await dueForRefresh();
    const fresh = refreshedToken(await profile(old));
    const out = await backend.call('GET', '/member/auth/logout', { token: old });
    expect(out.status).toBe(200);
    // The session has ended: no token to hand over.
    expect(out.headers.get('authorization')).toBeNull();
    expect((await profile(fresh ?? '')).status).toBe(401);
    expect((await profile(old)).status).toBe(401);
  });
});
