// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { startSession } from '../context.ts';
import { nowSeconds } from './clock.ts';
import { installFakeBackend } from '../test-utils.ts';

const backend = installFakeBackend();

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

describe('fake backend: path ids accept only plain decimal integers', () => {
  it("0x10, 1e1, ' 16' and 016 name no QR code (400, nothing cancelled); 16 and 10 do", async () => {
    const { ctx } = backend.fake();
    const agent = (await startSession(ctx, 20001)).token;
    // Unused QR codes 10 (seeded) and 16 of the demo agent, which Number() would find.
    await ctx.db.affiliateQrCodes.create({
      id: 16,
      agent_id: 20001,
      code: 'QRPATHID16',
      type: 2,
      status: 1,
      created_at: nowSeconds(),
      expires_at: null,
    });
    const statusOf = (id: number) =>
      ctx.db.affiliateQrCodes.findFirst((q) => q.where({ id }))?.status;
    expect([statusOf(10), statusOf(16)]).toEqual([1, 1]);
    const cancel = (id: string) =>
      backend.call<{ code: string; errors: Record<string, string[]> }>(
        'POST',
        `/agent/qr_codes/${encodeURIComponent(id)}/cancel`,
        { token: agent },
      );
    for (const id of ['0x10', '1e1', ' 16', '016', '+16', '16.0']) {
      const refused = await cancel(id);
      expect(refused.status, JSON.stringify(id)).toBe(400);
      expect(refused.body.code, JSON.stringify(id)).toBe('BAD_REQUEST');
      expect(Object.keys(refused.body.errors), JSON.stringify(id)).toEqual(['id']);
    }
    expect([statusOf(10), statusOf(16)]).toEqual([1, 1]);
    expect((await cancel('16')).status).toBe(200);
    expect((await cancel('10')).status).toBe(200);
    expect([statusOf(10), statusOf(16)]).toEqual([3, 3]);
  });

  it('route() holds every path id to it: a member’s deposit is not found by 0x…, 0-padded or exponent ids either', async () => {
    const token = await backend.signIn();
    const listed = await backend.call<{ data: { list: { id: number }[] } }>(
      'GET',
      '/member/deposit/list',
      { token },
    );
    const id = listed.body.data.list[0]?.id;
    if (id === undefined) throw new Error('the demo member has seeded deposits');
    expect((await backend.call('GET', `/member/deposit/${id}`, { token })).status).toBe(200);
    for (const text of [`0x${id.toString(16)}`, `0${id}`, `${id}e0`])
      expect((await backend.call('GET', `/member/deposit/${text}`, { token })).status, text).toBe(
        400,
      );
  });
});
