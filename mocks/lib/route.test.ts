// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { useFakeBackend } from '../test-utils.ts';

const backend = useFakeBackend();

describe('fake backend: query parameters arrive as text', () => {
  it('numeric enum parameters (page_size, status) are read as numbers', async () => {
    const token = await backend.signIn();
    const result = await backend.call<{ data: { meta: { page_size: number } } }>(
      'GET',
      '/member/deposit/list',
      { token, query: { page: 1, page_size: 20, status: 2 } },
    );
    expect(result.status).toBe(200);
    expect(result.body.data.meta.page_size).toBe(20);
  });

  it('a numeric text where text is wanted stays text', async () => {
    const result = await backend.call('GET', '/send_sms', {
      query: { mobile_area: '+63', mobile: '9123456789', scene: 'register' },
    });
    // The mobile number's digits are text to the contract: read as a number, it would fail.
    expect(result.status).toBe(200);
  });

  it('a value outside the enum is still refused with field errors', async () => {
    const token = await backend.signIn();
    const result = await backend.call<{ errors: Record<string, string[]> }>(
      'GET',
      '/member/deposit/list',
      { token, query: { page_size: 17 } },
    );
    expect(result.status).toBe(422);
    expect(Object.keys(result.body.errors)).toContain('page_size');
  });
});
