// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { ContractClient } from './client.ts';
import type { Operation } from './operations.ts';

const profile: Operation = {
  operationId: 'getUserProfile',
  method: 'GET',
  path: '/member/userprofile',
  server: '/api',
  session: 'member',
  tags: ['profile'],
  parameters: [{ name: 'locale', in: 'query', required: false, schema: { type: 'string' } }],
  statuses: ['200', '401'],
  hasRequestBody: false,
};
const transfer: Operation = {
  ...profile,
  operationId: 'transferGameBalance',
  method: 'POST',
  path: '/member/game/transfer',
  parameters: [
    ...profile.parameters,
    { name: 'Idempotency-Key', in: 'header', required: true, schema: { type: 'string' } },
  ],
  hasRequestBody: true,
};
const schemas = {
  GetUserProfile200Response: z.object({ status: z.literal(200), data: z.object({}) }),
  GetUserProfile401Response: z.object({ status: z.literal(401), message: z.string() }),
  TransferGameBalance200Response: z.object({ status: z.literal(200) }),
};

function answer(status: number, body: string, headers: Record<string, string> = {}) {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(body, { status, headers }));
}

const newClient = () => new ContractClient({ bases: { '/api': 'http://api.test/api' }, schemas });

describe('calling an operation', () => {
  it('sends the session token and locale=en, and records a passing row', async () => {
    const fetch = answer(200, '{"status":200,"data":{}}');
    const client = newClient();
    client.sessions.member = 'tok-1';
    const outcome = await client.call({ step: 'member', operation: profile });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('http://api.test/api/member/userprofile?locale=en');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer tok-1');
    expect(outcome.ok).toBe(true);
    expect(client.rows[0]).toMatchObject({ status: 200, pass: true, why: '' });
  });

  it('a refreshed token in the Authorization response header replaces the session token', async () => {
    answer(200, '{"status":200,"data":{}}', { Authorization: 'Bearer tok-2' });
    const client = newClient();
    client.sessions.member = 'tok-1';
    await client.call({ step: 'member', operation: profile });
    expect(client.sessions.member).toBe('tok-2');
  });

  it('a money-moving call carries a fresh Idempotency-Key unless the step gives one', async () => {
    const fetch = answer(200, '{"status":200}');
    const client = newClient();
    await client.call({ step: 's', operation: transfer, body: { amount: 1 } });
    await client.call({
      step: 's',
      operation: transfer,
      body: { amount: 1 },
      headers: { 'Idempotency-Key': 'fixed-key-0000000001' },
    });
    const keys = fetch.mock.calls.map(([, init]) =>
      new Headers(init?.headers).get('idempotency-key'),
    );
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe('fixed-key-0000000001');
  });

  it('a declared status other than the one a step needs fails the step', async () => {
    answer(401, '{"status":401,"message":"Please Sign In"}');
    const outcome = await newClient().call({ step: 's', operation: profile, expect: [200] });
    expect(outcome.ok).toBe(false);
    expect(outcome.row.why).toBe('expected 200, got 401: Please Sign In');
  });

  it('a declared error answer of a safe read passes, and says which error it was', async () => {
    answer(401, '{"status":401,"message":"Please Sign In"}');
    const outcome = await newClient().call({ step: 'member', operation: profile });
    expect(outcome.row).toMatchObject({ pass: true, why: 'declared error answer: Please Sign In' });
  });

  it('a body that is not JSON fails', async () => {
    answer(200, '<html>oops</html>', { 'Content-Type': 'text/html' });
    const outcome = await newClient().call({ step: 'public', operation: profile });
    expect(outcome.row).toMatchObject({ pass: false, status: 200 });
    expect(outcome.row.why).toBe('body is not JSON (text/html): <html>oops</html>');
  });

  it('no response is a failure with the network error', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(
      new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED') }),
    );
    const outcome = await newClient().call({ step: 'public', operation: profile });
    expect(outcome.row).toMatchObject({
      status: null,
      pass: false,
      why: 'no response: connect ECONNREFUSED',
    });
  });
});
