// @vitest-environment node
import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { advanceClock } from '../lib/clock.ts';
import { DEMO_BANK_CARD_ID, DEMO_WITHDRAW_PASSWORD } from '../seed/payments.ts';
import { installFakeBackend, refreshedToken } from '../test-utils.ts';

const backend = installFakeBackend();
const DEMO_MEMBER_ID = 10001;

/** Withdrawal statuses whose amount has left the main wallet and not come back (spec §3). */
const OUT = new Set([1, 3, 5, 6, 7]);

type Op =
  | { kind: 'withdraw'; amount: string; wrongPassword: boolean }
  | { kind: 'deposit'; method: number; amount: string }
  | { kind: 'cancel'; which: number };

/** Amounts inside the limits, and ones the rules refuse (under min, over max, fractions of a cent). */
const amount = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 100, max: 4000 }).map(String) },
  { weight: 1, arbitrary: fc.constantFrom('99.99', '50000.01', '0', '150.555', '12000') },
);
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('withdraw' as const),
      amount,
      wrongPassword: fc.nat(9).map((n) => n === 0),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('deposit' as const),
      // 18 settles itself after 30 s (a gateway); 12 is a bank transfer that waits.
      method: fc.constantFrom(12, 18),
      amount,
    }),
  },
  // Which of this run's withdrawals to cancel (3: an id that is not there).
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), which: fc.nat(3) }) },
);
const step = fc.record({
  op,
  // A pool of keys: one sometimes comes back for another request (409) or the same one (replay).
  key: fc.integer({ min: 0, max: 9 }),
  // Minutes on the fake's clock first: deposits settle, withdrawals move towards paid.
  wait: fc.constantFrom(0, 0, 1, 10),
  retry: fc.nat(4).map((n) => n === 0),
});
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

/** A withdrawal, then its cancel while it waits (200). */
const CANCELLED: Step[] = [
  { op: { kind: 'withdraw', amount: '500', wrongPassword: false }, key: 0, wait: 0, retry: false },
  { op: { kind: 'cancel', which: 0 }, key: 1, wait: 0, retry: false },
];

describe('fake backend: money in and out is conserved (issue 13)', () => {
  it('random deposits, withdrawals and cancels (repeated keys and retries included) keep the main wallet plus what is out, less what came in, unchanged; never negative; each key applied once', async () => {
    const { ctx } = backend.fake();
    /**
     * The main wallet, plus the withdrawals that took money out (in flight or paid), less the
     * deposits credited: a withdrawal, a cancel, a deposit settling or a withdrawal moving on
     * leaves it where it was.
     */
    const ledger = () => {
      const account = ctx.db.accounts.findFirst((q) => q.where({ id: DEMO_MEMBER_ID }));
      const out = ctx.db.withdrawals
        .findMany((q) => q.where({ account_id: DEMO_MEMBER_ID }))
        .filter((withdrawal) => OUT.has(withdrawal.status))
        .reduce((sum, withdrawal) => sum.plus(withdrawal.amount), new Decimal(0));
      const came = ctx.db.deposits
        .findMany((q) => q.where({ account_id: DEMO_MEMBER_ID, credited: true }))
        .reduce((sum, deposit) => sum.plus(deposit.actual_amount), new Decimal(0));
      return new Decimal(account?.money ?? 0).plus(out).minus(came);
    };
    const seen = new Map<string, number>();
    const count = (name: string) => seen.set(name, (seen.get(name) ?? 0) + 1);
    let run = 0;

    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        run += 1;
        // Each run from the seeded world (restored, not seeded: a few milliseconds).
        await backend.fake().reset();
        // The runs move the clock up to 80 minutes: a tournament ending meanwhile would pay too.
        backend.withoutTournaments();
        let token = await backend.signIn();
        const before = ledger();
        const mine: number[] = [];
        const firstUse = new Map<string, { request: string; status: number; body: unknown }>();

        for (const { op: operation, key: keyIndex, wait, retry } of steps) {
          if (wait) advanceClock(wait * 60_000);
          const key = `payments-run${run}-key${keyIndex}`;
          let path: string;
          let body: unknown;
          if (operation.kind === 'withdraw') {
            path = '/member/withdraw';
            body = {
              amount: operation.amount,
              bank_card_id: DEMO_BANK_CARD_ID,
              withdraw_password: backend.encrypt(
                operation.wrongPassword ? '9999' : DEMO_WITHDRAW_PASSWORD,
              ),
            };
          } else if (operation.kind === 'deposit') {
            path = '/member/deposit';
            body = { method_id: operation.method, amount: operation.amount };
          } else {
            const target =
              operation.which < 3 && mine.length > 0 ? mine[operation.which % mine.length] : 55999;
            path = `/member/withdraw/${target}/cancel`;
            body = undefined;
          }
          const send = () =>
            backend.call<{ data?: { id?: number; deposit?: unknown } }>('POST', path, {
              token,
              body,
              headers: { 'Idempotency-Key': key },
            });
          const result = await send();
          token = refreshedToken(result) ?? token;
          expect([200, 404, 409, 422, 429]).toContain(result.status);
          count(`${operation.kind} ${result.status}`);
          if (retry) {
            // The same request again at once: the same answer (the password is encrypted anew
            // by the client only when a person presses again, not on a retry).
            const again = await send();
            token = refreshedToken(again) ?? token;
            expect({ status: again.status, body: again.body }).toEqual({
              status: result.status,
              body: result.body,
            });
            count(`retried ${result.status}`);
          }
          // The request as the key sees it (an encrypted password differs each time it is made).
          const request = `${path}:${operation.kind === 'withdraw' ? `${operation.amount}:${operation.wrongPassword}` : JSON.stringify(body)}`;
          const earlier = firstUse.get(key);
          if (earlier?.status === 200) {
            if (earlier.request === request) {
              expect(result.status).toBe(200);
              expect(result.body).toEqual(earlier.body);
              count('replayed');
            }
            continue;
          }
          firstUse.set(key, { request, status: result.status, body: result.body });
          const id = result.body.data?.id;
          if (result.status === 200 && operation.kind === 'withdraw' && id !== undefined)
            mine.push(id);

          expect(ledger().toFixed(2)).toBe(before.toFixed(2));
          for (const account of ctx.db.accounts.findMany())
            expect(new Decimal(account.money).gte(0)).toBe(true);
        }
        // Every deposit and withdrawal made with one key is one record, never two.
        for (let keyIndex = 0; keyIndex <= 9; keyIndex++) {
          const key = `payments-run${run}-key${keyIndex}`;
          expect(ctx.db.idempotency.findMany((q) => q.where({ key })).length).toBeLessThanOrEqual(
            1,
          );
        }
      }),
      // 60 runs of up to 8 steps, each from the seed: every CI run draws new sequences.
      // A withdrawal cancelled while it waits is a few times in 60 random runs, and sometimes
      // not at all: the sequence that shows it is always run first.
      { numRuns: 60, examples: [[CANCELLED]] },
    );
    // The runs exercised what they claim.
    for (const name of [
      'withdraw 200',
      'withdraw 422',
      'deposit 200',
      'deposit 422',
      'cancel 200',
      'cancel 404',
      'withdraw 409',
      'retried 200',
    ])
      expect(seen.get(name) ?? 0, name).toBeGreaterThan(0);
  }, 120_000);
});
