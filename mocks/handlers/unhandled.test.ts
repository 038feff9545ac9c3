// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { fakeBases, isUnderBases } from '../lib/route.ts';
import { TEST_ORIGIN, installFakeBackend } from '../test-utils.ts';

const fake = installFakeBackend();

/**
 * Issue 6, test hygiene: "tests fail on any console.error or unhandled request". Every test's
 * console.error fails it (tests/setup/vitest.setup.ts, tests/e2e/fixtures.ts); these are the
 * two ways a request nobody answers reaches it.
 */
describe('issue 6: a request no handler knows fails the test that made it', () => {
  it('an API path the contract does not have is a console.error of the fake (and a 404)', async () => {
    // Take the error over from the suite-wide spy, which would fail this test for it.
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = await fake.call('GET', '/no/such/operation');
    expect(answer.status).toBe(404);
    expect(errors).toHaveBeenCalledWith('[fake] no operation for GET /api/no/such/operation');
  });

  it('a request outside the API and storage is refused by the test server (onUnhandledFrame: error)', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(fetch(`${TEST_ORIGIN}/elsewhere`)).rejects.toThrow();
    expect(String(errors.mock.calls[0]?.[0])).toContain('without a matching request handler');
  });
});

/**
 * Issue 17: on the dev server the site's own modules are served from /src/api/…; the fake's
 * catch-all once matched any URL containing /api/ and answered them 404, so no one could sign in.
 */
describe('issue 17: the fake answers only under the configured API and storage bases', () => {
  it("a source module under /src/api/ is not the fake's (the request goes to the network)", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(fetch(`${TEST_ORIGIN}/src/api/http/form-errors.ts`)).rejects.toThrow();
    expect(errors).not.toHaveBeenCalledWith(expect.stringContaining('[fake] no operation'));
  });

  it('an operation path under another prefix is not answered either', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(fetch(`${TEST_ORIGIN}/src/api/key?locale=en`)).rejects.toThrow();
    expect(String(errors.mock.calls[0]?.[0])).toContain('without a matching request handler');
  });

  it('the bases resolve relative settings against the origin and keep absolute ones', () => {
    expect(fakeBases('http://127.0.0.1:5173')).toEqual({
      api: 'http://127.0.0.1:5173/api',
      storage: 'http://127.0.0.1:5173/storage',
    });
    expect(fakeBases('http://127.0.0.1:5173', 'https://api.example.com/v1/', '/cdn')).toEqual({
      api: 'https://api.example.com/v1',
      storage: 'http://127.0.0.1:5173/cdn',
    });
  });

  it('a URL is under a base only at a path-segment boundary and on the same origin', () => {
    const bases = fakeBases('http://127.0.0.1:5173');
    expect(isUnderBases('http://127.0.0.1:5173/api/key?locale=en', bases)).toBe(true);
    expect(isUnderBases('http://127.0.0.1:5173/storage/frontend/lang/en/en.json', bases)).toBe(
      true,
    );
    expect(isUnderBases('http://127.0.0.1:5173/src/api/http/form-errors.ts', bases)).toBe(false);
    expect(isUnderBases('http://127.0.0.1:5173/apidocs', bases)).toBe(false);
    expect(isUnderBases('http://other.test/api/key', bases)).toBe(false);
  });
});
