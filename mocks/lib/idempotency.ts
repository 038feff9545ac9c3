import type { FakeContext } from '../context.ts';
import { exclusive } from './lock.ts';
import { fail } from './respond.ts';

/** Stable text of a JSON value with sorted keys, for comparing request bodies. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Runs a money-moving operation exactly once per Idempotency-Key (spec: a repeated request
 * with the same key is applied once and answered the same). The work runs alone (no other
 * money-moving work interleaves), and its answer is stored and replayed for repeats; the same
 * key with a different body is refused with 409.
 */
export async function idempotent(
  ctx: FakeContext,
  request: Request,
  accountId: number,
  operationId: string,
  body: unknown,
  work: () => Promise<Response> | Response,
): Promise<Response> {
  const key = request.headers.get('idempotency-key') ?? '';
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(key)) {
    return fail(400, 'The request is malformed.', {
      code: 'BAD_REQUEST',
      errors: {
        'Idempotency-Key': ['A unique Idempotency-Key header of 16 to 64 characters is required.'],
      },
    });
  }
  const hash = `${operationId}|${canonical(body)}`;
  return exclusive(async () => {
    const seen = ctx.db.idempotency.findFirst((q) => q.where({ key, account_id: accountId }));
    if (seen) {
      if (seen.request_hash !== hash) {
        return fail(409, 'This request was already made with other details.', {
          code: 'IDEMPOTENCY_MISMATCH',
        });
      }
      return new Response(JSON.stringify(seen.body), {
        status: seen.status,
        headers: { 'Content-Type': 'application/json', 'Idempotent-Replayed': 'true' },
      });
    }
    const response = await work();
    // Only answers the contract lists are remembered; a 5xx from a scenario may be retried.
    if (response.status < 500) {
      await ctx.db.idempotency.create({
        key,
        account_id: accountId,
        operation: operationId,
        request_hash: hash,
        status: response.status,
        body: await response.clone().json(),
      });
    }
    return response;
  });
}

/** Looks up the stored outcome of a key (GET /member/wallet/transfers/{idempotency_key}). */
export function storedOutcome(ctx: FakeContext, accountId: number, key: string) {
  return ctx.db.idempotency.findFirst((q) => q.where({ key, account_id: accountId })) ?? null;
}
