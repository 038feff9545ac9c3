// @vitest-environment jsdom
// The site's HTTP layer as the browser runs it (axios's XHR adapter, local storage): the
// backend project's other files need no DOM.
import Decimal from 'decimal.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DepositMethod, WalletBalances } from '@/api/generated/model';
import { encryptSecret } from '@/api/crypto';
import { clearSession, setToken } from '@/api/session';
import { advanceClock, resetClock } from '../../mocks/lib/clock.ts';
import { installFakeBackend } from '../../mocks/test-utils.ts';
import { submitDeposit } from '@/features/deposit/api/deposit';
import { cancelWithdrawalIntent, submitWithdrawal } from '@/features/withdraw/api/withdrawal';
import {
  type WalletActions,
  createWalletActions,
  walletFetchers,
} from '@/features/wallet/api/wallet-actions';
import { WalletBook } from '@/features/wallet/model/wallet-book';
import {
  MAIN_WALLET_ID,
  restoreAllCandidates,
  restoreAmount,
  wholeBalance,
} from '@/features/wallet/model/wallet-rules';

const backend = installFakeBackend();
const ACTIONS = 200;
const noWait = () => Promise.resolve();
const DEMO_MEMBER_ID = 10001;
/** The demo member's withdrawal password and bank card (mocks/README.md). */
const WITHDRAW_PASSWORD = '2468';
/** Withdrawal statuses whose amount came back to the main wallet: Cancelled, Failed, Rejected. */
const RETURNED = new Set([2, 4, 8]);

/**
 * What an intent pressed twice at once (the same key) came to: done when either press was. One
 * press can fail on the flaky network and find nothing when it checks, while the other, a
 * moment later, makes the intent: the intent was made once (full run of 2026-12-06, 09:21).
 */
function intentOutcome<T extends { kind: string }>(runs: T[]): T | undefined {
  return runs.find((run) => run.kind === 'done') ?? runs[0];
}

/** A small seeded generator, so a failing run can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function serverWallets(token: string): Promise<WalletBalances> {
  const answer = await backend.call<{ data: WalletBalances }>('GET', '/member/wallet/balances', {
    token,
  });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

const knownSum = (wallets: WalletBalances) =>
  wallets.list.reduce(
    (sum, wallet) => (new Decimal(wallet.balance).gte(0) ? sum.plus(wallet.balance) : sum),
    new Decimal(0),
  );

/**
 * What the member's money is accountable for besides the wallets: withdrawals whose amount is
 * held or paid out (not returned), less the deposits already credited. Wallets plus this is
 * conserved by every action: a transfer moves money between wallets, a withdrawal moves it
 * from the main wallet to 'held', a cancel back, a credited deposit from outside.
 */
function accountable(): Decimal {
  const { db } = backend.fake().ctx;
  const held = db.withdrawals
    .findMany((q) => q.where({ account_id: DEMO_MEMBER_ID }))
    .filter((withdrawal) => !RETURNED.has(withdrawal.status))
    .reduce((sum, withdrawal) => sum.plus(withdrawal.amount), new Decimal(0));
  const credited = db.deposits
    .findMany((q) => q.where({ account_id: DEMO_MEMBER_ID }))
    .filter((deposit) => deposit.credited)
    .reduce((sum, deposit) => sum.plus(deposit.actual_amount), new Decimal(0));
  return held.minus(credited);
}

describe('wallet under faults', () => {
  let token = '';
  afterEach(() => resetClock());
  beforeEach(async () => {
    token = await backend.signIn();
    clearSession();
    setToken(token);
  });

  it(`${ACTIONS} random transfers, restores, deposits, withdrawals and cancels with a flaky network and lost responses keep the sum of all wallets plus what is held or credited, move nothing twice, and end with every balance shown equal to the server's`, async () => {
    // The run moves the clock: a tournament ending meanwhile would pay into the main wallet too.
    backend.withoutTournaments();
    const before = await serverWallets(token);
    const accountableBefore = accountable();
    const { db } = backend.fake().ctx;
    const methods = (
      await backend.call<{ data: { list: DepositMethod[] } }>('GET', '/member/deposit/methods', {
        token,
      })
    ).body.data.list;
    const cardId = db.bankCards.findFirst((q) => q.where({ account_id: DEMO_MEMBER_ID }))?.id;
    if (!cardId || methods.length === 0)
      throw new Error('the demo member can deposit and withdraw');
    const depositsBefore = new Set(db.deposits.findMany().map((deposit) => deposit.id));
    const withdrawalsBefore = new Set(db.withdrawals.findMany().map((withdrawal) => withdrawal.id));
    let depositsDone = 0;
    let withdrawalsDone = 0;
    const cancelled = new Set<number>();
    const targeted = new Set<number>();
    const book = new WalletBook(walletFetchers, 'demo001');
    await book.load();
    backend.fake().setScenario('flaky-network', true);
    backend.fake().setScenario('lost-response', true);
    const actions: WalletActions = createWalletActions(book, { wait: () => Promise.resolve() });
    let checked = 0;
    book.subscribe(() => {
      if (book.getSnapshot().wallets.some((wallet) => wallet.phase === 'checking')) checked += 1;
    });
    const next = random(20261122);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
    const channels = before.list.filter((wallet) => wallet.id !== MAIN_WALLET_ID);
    const outcomes: Record<string, number> = {};
    /** What each intent should have moved on the server: key → successful moves. */
    const expected = new Map<string, { moves: number; amount?: string }>();
    const count = (kind: string) => (outcomes[kind] = (outcomes[kind] ?? 0) + 1);

    for (let index = 0; index < ACTIONS; index += 1) {
      const channel = pick(channels);
      const key = crypto.randomUUID();
      const roll = next();
      const shown = book.wallet(channel.id);
      let outcome: { kind: string } | undefined;
      if (roll < 0.1) {
        // A deposit within its method's range, sometimes pressed twice at once.
        const method = pick(methods);
        const amount = new Decimal(method.min).plus(Math.floor(next() * 500)).toFixed(2);
        const send = () => submitDeposit({ method_id: method.id, amount }, key, { wait: noWait });
        const runs = next() < 0.2 ? [send(), send()] : [send()];
        outcome = intentOutcome(await Promise.all(runs));
        if (outcome?.kind === 'done') depositsDone += 1;
      } else if (roll < 0.2) {
        // A withdrawal to the demo card (some over today's allowance, refused).
        const amount = String(100 + Math.floor(next() * 400));
        let secret: string;
        try {
          secret = await encryptSecret(WITHDRAW_PASSWORD);
        } catch {
          count('no key');
          continue;
        }
        outcome = await submitWithdrawal(
          { bank_card_id: cardId, amount, withdraw_password: secret },
          key,
          { wait: noWait },
        );
        if (outcome.kind === 'done') withdrawalsDone += 1;
      } else if (roll < 0.27) {
        // Cancel a Pending withdrawal, sometimes twice at once with the same key.
        const pending = db.withdrawals.findMany((q) =>
          q.where({ account_id: DEMO_MEMBER_ID, status: 1 }),
        );
        if (pending.length === 0) continue;
        const target = pick(pending);
        targeted.add(target.id);
        const runs =
          next() < 0.3
            ? [
                cancelWithdrawalIntent(target.id, key, { wait: noWait }),
                cancelWithdrawalIntent(target.id, key, { wait: noWait }),
              ]
            : [cancelWithdrawalIntent(target.id, key, { wait: noWait })];
        outcome = intentOutcome(await Promise.all(runs));
        if (outcome?.kind === 'done') cancelled.add(target.id);
      } else if (roll < 0.5) {
        const amount = String(1 + Math.floor(next() * 60));
        // A double click: the same intent twice at once, with the same key.
        const twice = next() < 0.2;
        const runs = [actions.transfer(channel.id, 1, amount, key)];
        if (twice) runs.push(actions.transfer(channel.id, 1, amount, key));
        outcome = intentOutcome(await Promise.all(runs));
        expected.set(key, { moves: outcome?.kind === 'done' ? 1 : 0, amount });
      } else if (roll < 0.78) {
        const most = Number(wholeBalance(shown?.balance));
        const amount = String(1 + Math.floor(next() * Math.max(most, 1)));
        outcome = await actions.transfer(channel.id, 2, amount, key);
        expected.set(key, { moves: outcome?.kind === 'done' ? 1 : 0, amount });
      } else {
        const items =
          roll < 0.92
            ? [
                {
                  id: channel.id,
                  money: Math.max(restoreAmount(shown?.balance ?? '0').toNumber(), 1),
                },
              ]
            : restoreAllCandidates(book.getSnapshot().wallets);
        const restored = items.length > 0 ? await actions.restore(items, key) : null;
        outcome = restored ?? { kind: 'none' };
        const recovered =
          restored?.kind === 'done'
            ? restored.data.results.filter((result) => result.status === 'recovered').length
            : 0;
        expected.set(key, { moves: recovered });
      }
      count(outcome?.kind ?? 'none');
    }

    backend.fake().setScenario('flaky-network', false);
    backend.fake().setScenario('lost-response', false);
    // Time passes: deposits settle and withdrawals move on; the sum still holds.
    advanceClock(10 * 60_000);
    const after = await serverWallets(token);
    expect(
      knownSum(after).plus(accountable()).toFixed(2),
      'wallets + held withdrawals − credited deposits',
    ).toBe(knownSum(before).plus(accountableBefore).toFixed(2));
    // Each deposit and withdrawal the member was told was made exists once; each cancel
    // the member was told happened cancelled its withdrawal, and each withdrawal a cancel
    // did cancel was told so (a retry of a cancel whose answer was lost is not refused).
    expect(
      db.deposits.findMany().filter((deposit) => !depositsBefore.has(deposit.id)),
    ).toHaveLength(depositsDone);
    expect(
      db.withdrawals.findMany().filter((withdrawal) => !withdrawalsBefore.has(withdrawal.id)),
    ).toHaveLength(withdrawalsDone);
    for (const id of cancelled)
      expect(db.withdrawals.findFirst((q) => q.where({ id }))?.status).toBe(2);
    const endedCancelled = [...targeted].filter(
      (id) => db.withdrawals.findFirst((q) => q.where({ id }))?.status === 2,
    );
    expect(endedCancelled.sort()).toEqual([...cancelled].sort());
    expect(depositsDone, 'deposits made').toBeGreaterThan(5);
    expect(withdrawalsDone, 'withdrawals made').toBeGreaterThan(0);
    expect(cancelled.size, 'withdrawals cancelled').toBeGreaterThan(0);
    expect(outcomes.unknown ?? 0).toBe(0);
    // The faults really happened: some intents had to be checked with the server.
    expect(checked).toBeGreaterThan(10);
    // Each intent moved money exactly as often as its outcome says: never twice.
    const records = backend.fake().ctx.db.walletTransfers.findMany();
    for (const [key, want] of expected) {
      const moves = records.filter(
        (record) => record.idempotency_key === key && record.status === 'success',
      );
      expect(moves, `moves of intent ${key}`).toHaveLength(want.moves);
      if (want.amount && moves[0])
        expect(new Decimal(moves[0].amount).toFixed(0)).toBe(want.amount);
    }
    expect(outcomes.done ?? 0).toBeGreaterThan(40);

    // Balances whose refresh failed on the flaky network are shown as failed with a retry.
    const failed = book
      .getSnapshot()
      .wallets.filter((wallet) => wallet.phase === 'failed' && wallet.id !== MAIN_WALLET_ID)
      .map((wallet) => wallet.id);
    // The main balance too: the site asks again after a deposit or a withdrawal (the user
    // info), which this test does not mount; the book alone knows only its own transfers.
    await book.refresh([MAIN_WALLET_ID, ...failed]);
    const shown = new Map(book.getSnapshot().wallets.map((wallet) => [wallet.id, wallet]));
    for (const wallet of after.list) {
      const entry = shown.get(wallet.id);
      expect(entry?.phase, `${wallet.name} phase`).not.toBe('checking');
      expect(new Decimal(entry?.balance ?? 'NaN').toFixed(2), wallet.name).toBe(
        new Decimal(wallet.balance).toFixed(2),
      );
    }
  }, 120_000);
});

export type { WalletActions };
