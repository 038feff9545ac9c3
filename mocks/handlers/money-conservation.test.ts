// @vitest-environment node
import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { advanceClock } from '../lib/clock.ts';
import { balanceOf, totalMoney } from '../lib/ledger.ts';
import { ops } from '../lib/schemas.ts';
import { refreshedToken, installFakeBackend } from '../test-utils.ts';
import { REPEAT_WINDOW_MS } from '../lib/game-wallets.ts';

const backend = installFakeBackend();

/** Every seeded channel, the main wallet (never a valid target) and an unknown one. */
const CHANNEL_IDS = [
  10011, 10012, 10013, 10021, 10022, 10023, 10031, 10032, 10041, 10051, 10061, 10071, 10081, 10082,
  10000, 99999,
];

/** Valid amounts, and ones the contract refuses (zero, negative, fractions, over the limit, over WholeAmount). */
const amount = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 1, max: 3000 }) },
  { weight: 1, arbitrary: fc.constantFrom(0, -5, 1.5, 99.99, 50_001, 100_000_001) },
);
/** `whole` asks for the channel's whole balance at the time of the call. */
const recoverMoney = fc.oneof(fc.constant<'whole'>('whole'), fc.integer({ min: 1, max: 2000 }));

type Op =
  | { kind: 'transfer'; channel: number; amount: number; type: 1 | 2 }
  | { kind: 'recover'; ids: { id: number; money: number | 'whole' }[] }
  | { kind: 'force'; channel: number }
  | { kind: 'fast'; channel: number };

const channel = fc.constantFrom(...CHANNEL_IDS);
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('transfer' as const),
      channel,
      amount,
      type: fc.constantFrom(1 as const, 2 as const),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('recover' as const),
      ids: fc.uniqueArray(fc.record({ id: channel, money: recoverMoney }), {
        minLength: 1,
        maxLength: 4,
        selector: (item) => item.id,
      }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('force' as const), channel }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('fast' as const), channel }) },
);
/**
 * A step: an operation, the key it is sent with (a small pool, so keys repeat across steps),
 * whether time passes first, and whether the very same request is sent again at once (a
 * client retry).
 */
const step = fc.record({
  op,
  key: fc.integer({ min: 0, max: 3 }),
  wait: fc.boolean(),
  retry: fc.nat(4).map((n) => n === 0),
});
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

const BODY_SCHEMAS = {
  transfer: ops.TransferGameBalanceBody,
  recover: ops.RecoverWalletBalancesBody,
  force: ops.ForceWalletTransferBody,
  fast: ops.FastWalletTransferBody,
} as const;
const PATHS = {
  transfer: '/member/game/transfer',
  recover: '/member/wallet/recover',
  force: '/member/wallet/force_transfer',
  fast: '/member/wallet/fast_transfer',
} as const;

/** Two transfers to one channel with other keys, at once: the second is refused (429). */
const TOO_FREQUENT: Step[] = [
  {
    op: { kind: 'transfer', channel: 10011, amount: 100, type: 1 },
    key: 0,
    wait: true,
    retry: false,
  },
  {
    op: { kind: 'transfer', channel: 10011, amount: 100, type: 1 },
    key: 1,
    wait: false,
    retry: false,
  },
];

describe('fake backend: money is conserved', () => {
  it('random sequences of transfers, recoveries, forced and fast transfers (repeated keys included) keep the total, never go negative and apply each key once', async () => {
    // The runs move the fake's clock well past the token's refresh time: like the site, take
    // the token an answer hands over.
    let token = await backend.signIn();
    const { ctx } = backend.fake();
    const account = ctx.db.accounts.findFirst((q) => q.where({ username: 'demo001' }));
    if (!account) throw new Error('no demo member');
    // The runs move the clock: a tournament ending meanwhile would pay into the main wallet too.
    backend.withoutTournaments();
    const walletBalance = (walletId: number) => balanceOf(ctx, { accountId: account.id, walletId });
    let run = 0;
    /** How often each operation answered each status, and how often a request was retried. */
    const seen = new Map<string, number>();
    const count = (name: string) => seen.set(name, (seen.get(name) ?? 0) + 1);

    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        run += 1;
        const totalBefore = totalMoney(ctx);
        const mainBefore = walletBalance(10000);
        let expectedMainDelta = new Decimal(0);
        const firstUse = new Map<string, { request: string; status: number; body: unknown }>();

        for (const { op: operation, key: keyIndex, wait, retry } of steps) {
          if (wait) advanceClock(REPEAT_WINDOW_MS + 1);
          const key = `conservation-run${run}-key${keyIndex}`;
          let body: unknown;
          if (operation.kind === 'transfer')
            body = {
              channel_id: operation.channel,
              amount: operation.amount,
              type: operation.type,
            };
          else if (operation.kind === 'recover') {
            const ids = operation.ids.map((item) => ({
              id: item.id,
              money:
                item.money === 'whole'
                  ? Math.max(1, walletBalance(item.id).floor().toNumber())
                  : item.money,
            }));
            body = { ids, action: 2 };
          } else body = { channel_id: operation.channel };
          const request = `${operation.kind}:${JSON.stringify(body)}`;
          const result = await backend.call<{
            data?: { amount?: string; type?: number; recovered_total?: string };
          }>('POST', PATHS[operation.kind], { token, body, headers: { 'Idempotency-Key': key } });
          token = refreshedToken(result) ?? token;
          expect([200, 404, 409, 422, 429, 502]).toContain(result.status);
          if (retry) {
            // Sent again at once with the same key: answered the same, applied (at most) once.
            const again = await backend.call('POST', PATHS[operation.kind], {
              token,
              body,
              headers: { 'Idempotency-Key': key },
            });
            token = refreshedToken(again) ?? token;
            expect({ status: again.status, body: again.body }).toEqual({
              status: result.status,
              body: result.body,
            });
            count(`retried ${result.status}`);
          }

          count(`${operation.kind} ${result.status}`);
          const earlier = firstUse.get(key);
          if (earlier && earlier.status === 200) {
            // A key that was applied is never applied again.
            if (earlier.request === request) {
              expect(result.status).toBe(200);
              expect(result.body).toEqual(earlier.body);
              count('replayed');
            } else {
              // Another body: 409, unless that body breaks the contract's schema (422 first).
              const valid = BODY_SCHEMAS[operation.kind].safeParse(body).success;
              expect(result.status).toBe(valid ? 409 : 422);
            }
            continue;
          }
          firstUse.set(key, { request, status: result.status, body: result.body });
          if (result.status !== 200 || !result.body.data) continue;
          const data = result.body.data;
          if (operation.kind === 'recover')
            expectedMainDelta = expectedMainDelta.plus(data.recovered_total ?? 0);
          else if (data.type === 1) expectedMainDelta = expectedMainDelta.minus(data.amount ?? 0);
          else expectedMainDelta = expectedMainDelta.plus(data.amount ?? 0);
        }

        // Money is conserved, and the main wallet moved exactly by what was applied once per key.
        expect(totalMoney(ctx).toFixed(2)).toBe(totalBefore.toFixed(2));
        expect(walletBalance(10000).toFixed(2)).toBe(mainBefore.plus(expectedMainDelta).toFixed(2));
        for (const record of ctx.db.accounts.findMany())
          expect(new Decimal(record.money).gte(0)).toBe(true);
        for (const wallet of ctx.db.wallets.findMany())
          expect(new Decimal(wallet.balance).gte(0)).toBe(true);
        // Each key that moved money left one record per channel it moved (never two for one channel).
        for (const keyIndex of [0, 1, 2, 3]) {
          const key = `conservation-run${run}-key${keyIndex}`;
          const records = ctx.db.walletTransfers.findMany((q) => q.where({ idempotency_key: key }));
          const channels = records.map((record) => record.channel_id);
          expect(new Set(channels).size).toBe(channels.length);
        }
      }),
      // 500 runs of up to 8 steps (about 2,000 requests): every CI run draws new sequences.
      // A transfer refused as too frequent needs two successful moves on one channel with other
      // keys within the repeat window: a few times in 500 random runs, and in about one run of
      // ten not at all, so the sequence that shows it is always run first.
      { numRuns: 500, examples: [[TOO_FREQUENT]] },
    );
    // The runs exercised what they claim: operations succeeded and were refused, requests were retried.
    for (const name of [
      'transfer 200',
      'transfer 409',
      'transfer 422',
      'transfer 429',
      'transfer 502',
      'recover 200',
      'force 200',
      'force 422',
      'fast 200',
      'retried 200',
      'retried 409',
      'retried 422',
    ]) {
      expect(seen.get(name) ?? 0, name).toBeGreaterThan(0);
    }
  }, 120_000);
});
