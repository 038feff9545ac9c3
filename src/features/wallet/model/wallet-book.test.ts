import { describe, expect, it } from 'vitest';
import type { ChannelBalance } from '@/api/generated/model';
import { WALLET_CACHE_KEY, WalletBook, type WalletFetchers } from './wallet-book';
import { REFRESH_CONCURRENCY, WALLET_CACHE_MAX_AGE_MS } from './wallet-rules';

const channel = (id: number, balance: string): ChannelBalance => ({
  id,
  name: `Channel ${id}`,
  balance,
  transfer_in_limit: 0,
  currency: 'PHP',
  status: 1,
  locked: false,
});

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const list =
  (wallets: ChannelBalance[]): WalletFetchers['list'] =>
  () =>
    Promise.resolve({
      wallet: {
        total_balance: '0',
        actual_amount: '0',
        platform_name: 'Fortuna',
        auto_transfer: 0,
      },
      list: wallets,
    });

describe('wallet balance refresh (spec §4)', () => {
  it('keeps the wallet summary with the counters of spec §3 where the server sends them', async () => {
    const book = new WalletBook(
      {
        list: () =>
          Promise.resolve({
            wallet: {
              total_balance: '5.00',
              actual_amount: '5.00',
              platform_name: 'Fortuna',
              auto_transfer: 1,
              credit: '10.00',
              point: 120,
            },
            list: [channel(1, '5.00')],
          }),
        one: () => Promise.resolve(channel(1, '5.00')),
      },
      'demo001',
    );
    await book.load();
    expect(book.getSnapshot().summary).toMatchObject({ credit: '10.00', point: 120 });
    expect(book.getSnapshot().summary?.number_online).toBeUndefined();
  });

  it('each channel is marked loading, then set to its fetched balance, or -1 on error', async () => {
    const pending = new Map<number, ReturnType<typeof deferred<ChannelBalance>>>();
    const book = new WalletBook(
      {
        list: list([channel(10000, '100.00'), channel(1, '5.00'), channel(2, '7.00')]),
        one: (id) => {
          const next = deferred<ChannelBalance>();
          pending.set(id, next);
          return next.promise;
        },
      },
      'demo001',
    );
    await book.load();
    const refreshing = book.refresh([1, 2]);
    expect(book.wallet(1)?.phase).toBe('loading');
    expect(book.wallet(2)?.phase).toBe('loading');
    await tick();
    pending.get(1)?.resolve(channel(1, '9.00'));
    pending.get(2)?.reject(new Error('provider down'));
    await refreshing;
    expect(book.wallet(1)).toMatchObject({ balance: '9.00', phase: 'ready' });
    expect(book.wallet(2)).toMatchObject({ balance: '-1', phase: 'failed' });
    expect(book.getSnapshot().total).toBe('109.00');
  });

  it('results of an outdated refresh are ignored', async () => {
    const answers: ReturnType<typeof deferred<ChannelBalance>>[] = [];
    const book = new WalletBook(
      {
        list: list([channel(1, '5.00')]),
        one: () => {
          const next = deferred<ChannelBalance>();
          answers.push(next);
          return next.promise;
        },
      },
      'demo001',
    );
    await book.load();
    const first = book.refresh([1]);
    await tick();
    const second = book.refresh([1]);
    await tick();
    expect(answers).toHaveLength(2);
    answers[1]?.resolve(channel(1, '8.00'));
    answers[0]?.resolve(channel(1, '6.00'));
    await Promise.all([first, second]);
    expect(book.wallet(1)?.balance).toBe('8.00');
  });

  it('a balance read before a confirmed transfer does not overwrite the transfer’s answer', async () => {
    const answer = deferred<ChannelBalance>();
    const book = new WalletBook(
      { list: list([channel(1, '5.00')]), one: () => answer.promise },
      'demo001',
    );
    await book.load();
    const refreshing = book.refresh([1]);
    book.confirm(1, '105.00');
    answer.resolve(channel(1, '5.00'));
    await refreshing;
    expect(book.wallet(1)?.balance).toBe('105.00');
  });

  it('the user info sets the main balance only when no later confirmation is shown', async () => {
    let now = 1_000;
    const book = new WalletBook(
      { list: list([channel(10000, '100.00')]), one: () => Promise.resolve(channel(10000, '1')) },
      'demo001',
      () => now,
    );
    await book.load();
    now = 2_000;
    book.confirm(10000, '50.00');
    // User info fetched before that transfer answered must not undo it.
    book.confirmIfNewer(10000, '100.00', 1_500);
    expect(book.wallet(10000)?.balance).toBe('50.00');
    book.confirmIfNewer(10000, '70.00', 2_500);
    expect(book.wallet(10000)?.balance).toBe('70.00');
  });

  it(`refreshing many channels runs at most ${REFRESH_CONCURRENCY} requests at once`, async () => {
    let running = 0;
    let peak = 0;
    const wallets = Array.from({ length: 60 }, (_, index) => channel(index + 1, '1.00'));
    const book = new WalletBook(
      {
        list: list(wallets),
        one: async (id) => {
          running += 1;
          peak = Math.max(peak, running);
          await new Promise((resolve) => setTimeout(resolve, 1));
          running -= 1;
          return channel(id, '2.00');
        },
      },
      'demo001',
    );
    await book.load();
    await book.refresh();
    expect(peak).toBe(REFRESH_CONCURRENCY);
    expect(book.getSnapshot().total).toBe('120.00');
  });

  it('cached wallet balances are used while under 30 days old, and only for the same member', async () => {
    let now = 1_000_000;
    const fetchers: WalletFetchers = {
      list: list([channel(1, '5.00')]),
      one: () => Promise.resolve(channel(1, '5.00')),
    };
    await new WalletBook(fetchers, 'demo001', () => now).load();
    expect(localStorage.getItem(WALLET_CACHE_KEY)).toContain('demo001');
    now += WALLET_CACHE_MAX_AGE_MS - 1;
    expect(new WalletBook(fetchers, 'demo001', () => now).restoreCache()).toBe(true);
    expect(new WalletBook(fetchers, 'someone', () => now).restoreCache()).toBe(false);
    now += 1;
    expect(new WalletBook(fetchers, 'demo001', () => now).restoreCache()).toBe(false);
  });
});
