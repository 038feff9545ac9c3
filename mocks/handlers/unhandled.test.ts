// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { TEST_ORIGIN, useFakeBackend } from '../test-utils.ts';

const fake = useFakeBackend();

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
