import Decimal from 'decimal.js';
import { beforeEach, describe, expect, it } from 'vitest';
import type { WalletBalances } from '@/api/generated/model';
import { clearSession, setToken } from '@/api/session';
import { installFakeBackend } from '../../mocks/test-utils.ts';
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

describe('wallet under faults', () => {
  let token = '';
  beforeEach(async () => {
    token = await backend.signIn();
    clearSession();
    setToken(token);
  });

  it(`${ACTIONS} random transfer and restore actions with a flaky network and lost responses keep the sum of all wallets and end with every balance shown equal to the server's`, async () => {
    const before = await serverWallets(token);
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
      if (roll < 0.4) {
        const amount = String(1 + Math.floor(next() * 60));
        // A double click: the same intent twice at once, with the same key.
        const twice = next() < 0.2;
        const runs = [actions.transfer(channel.id, 1, amount, key)];
        if (twice) runs.push(actions.transfer(channel.id, 1, amount, key));
        outcome = (await Promise.all(runs))[0];
        expected.set(key, { moves: outcome?.kind === 'done' ? 1 : 0, amount });
      } else if (roll < 0.75) {
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
    const after = await serverWallets(token);
    expect(knownSum(after).toFixed(2)).toBe(knownSum(before).toFixed(2));
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
      .wallets.filter((wallet) => wallet.phase === 'failed')
      .map((wallet) => wallet.id);
    await book.refresh(failed);
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
