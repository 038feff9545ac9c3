import pLimit from 'p-limit';
import type { ChannelBalance, WalletBalances, WalletSummary } from '@/api/generated/model';
import { readJson, writeJson } from '@/shared/lib/storage';
import { WALLET_CACHE_STORAGE_KEY } from '@/api/session';
import {
  MAIN_WALLET_ID,
  REFRESH_CONCURRENCY,
  WALLET_CACHE_MAX_AGE_MS,
  isFailedBalance,
  sumKnown,
} from './wallet-rules';

/** What a wallet row is doing now. */
export type WalletPhase = 'ready' | 'loading' | 'failed' | 'checking';

/** One wallet as the screens show it: only balances the server confirmed. */
export interface WalletEntry {
  id: number;
  name: string;
  currency: string;
  status: ChannelBalance['status'];
  locked: boolean;
  transfer_in_limit: ChannelBalance['transfer_in_limit'];
  /** The last balance the server confirmed ('-1' after a failed retrieval); null = unknown. */
  balance: string | null;
  /** When the server confirmed it (ms); null = never. */
  confirmedAt: number | null;
  phase: WalletPhase;
}

export interface WalletSnapshot {
  wallets: readonly WalletEntry[];
  /** Sum of the wallets whose balance is known. */
  total: string;
  /** Sum of the known balances the member can use now (locked wallets left out). */
  actual: string;
  /** True once a list or a cache filled the book. */
  known: boolean;
  /** The server's wallet summary of the last list (counters only where it sends them). */
  summary: WalletSummary | null;
  /** Counts confirmed money moves: what depends on them (the transfer list) refetches. */
  revision: number;
}

/** How the book reaches the server; the hooks pass the generated API functions. */
export interface WalletFetchers {
  list: (signal: AbortSignal) => Promise<WalletBalances>;
  one: (id: number, signal: AbortSignal) => Promise<ChannelBalance>;
}

interface CachedWallets {
  user: string;
  savedAt: number;
  wallets: WalletEntry[];
}

/** Storage key of the wallet cache (spec §9 cache keys: wallet). */
export const WALLET_CACHE_KEY = WALLET_CACHE_STORAGE_KEY;

const secondsToMs = (seconds: number | undefined) => (seconds ? seconds * 1000 : null);

function entryFrom(wallet: ChannelBalance, now: number): WalletEntry {
  return {
    id: wallet.id,
    name: wallet.name,
    currency: wallet.currency,
    status: wallet.status,
    locked: wallet.locked,
    transfer_in_limit: wallet.transfer_in_limit,
    balance: wallet.balance,
    confirmedAt: isFailedBalance(wallet.balance) ? null : (secondsToMs(wallet.confirmed_at) ?? now),
    phase: isFailedBalance(wallet.balance) ? 'failed' : 'ready',
  };
}

/**
 * The member's wallets as the site knows them (spec §4 wallet balance refresh): the last
 * balances the server confirmed, per-wallet phases, refresh with a concurrency cap where
 * outdated answers are ignored, and a local cache used while under 30 days old.
 */
export class WalletBook {
  private wallets: WalletEntry[] = [];
  private known = false;
  private snapshot: WalletSnapshot = {
    wallets: [],
    total: '0',
    actual: '0',
    known: false,
    summary: null,
    revision: 0,
  };
  private revision = 0;
  private summary: WalletSummary | null = null;
  private readonly listeners = new Set<() => void>();
  /** Bumped by every confirmed write of a wallet; an answer to an older read is outdated. */
  private readonly versions = new Map<number, number>();
  /** When (client clock) each wallet was last confirmed. */
  private readonly writtenAt = new Map<number, number>();
  private controller = new AbortController();
  private listRun = 0;

  constructor(
    private readonly fetchers: WalletFetchers,
    private readonly user: string,
    private readonly now: () => number = Date.now,
  ) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): WalletSnapshot => this.snapshot;

  /** The wallet with this id, if known. */
  wallet(id: number): WalletEntry | undefined {
    return this.wallets.find((wallet) => wallet.id === id);
  }

  /** Fills the book from the cache when it is under 30 days old and of this user. */
  restoreCache(): boolean {
    const cached = readJson<CachedWallets>(WALLET_CACHE_KEY);
    if (!cached || cached.user !== this.user) return false;
    if (this.now() - cached.savedAt >= WALLET_CACHE_MAX_AGE_MS) return false;
    this.wallets = cached.wallets.map((wallet) => ({
      ...wallet,
      phase: wallet.phase === 'failed' ? 'failed' : 'ready',
    }));
    this.known = true;
    this.publish(false);
    return true;
  }

  /** Loads every wallet in one call (GET /member/wallet/balances). */
  async load(): Promise<void> {
    const run = ++this.listRun;
    const started = new Map(this.wallets.map((wallet) => [wallet.id, this.version(wallet.id)]));
    try {
      const answer = await this.fetchers.list(this.controller.signal);
      if (run !== this.listRun) return;
      const now = this.now();
      const previous = new Map(this.wallets.map((wallet) => [wallet.id, wallet]));
      this.wallets = answer.list.map((wallet) => {
        const before = previous.get(wallet.id);
        // A wallet written (by a confirmed transfer) after this read started keeps that write.
        if (before && started.get(wallet.id) !== this.version(wallet.id)) return before;
        if (before?.phase === 'checking') return { ...entryFrom(wallet, now), phase: 'checking' };
        return entryFrom(wallet, now);
      });
      this.known = true;
      this.summary = answer.wallet;
      this.publish();
    } catch (error) {
      if (run === this.listRun && !this.known) throw error;
    }
  }

  /**
   * Spec §4: each channel is marked loading, then set to its fetched balance, or -1 on error;
   * answers of an outdated refresh are ignored. At most REFRESH_CONCURRENCY at once.
   */
  async refresh(ids: readonly number[] = this.wallets.map((wallet) => wallet.id)): Promise<void> {
    this.controller.abort();
    const controller = new AbortController();
    this.controller = controller;
    const limit = pLimit(REFRESH_CONCURRENCY);
    const targets = ids.filter((id) => this.wallet(id)?.phase !== 'checking');
    this.update(targets, (wallet) => ({ ...wallet, phase: 'loading' }));
    await Promise.all(
      targets.map((id) => {
        // The wallet's version when the refresh started: a later confirmed write wins.
        const version = this.version(id);
        return limit(async () => {
          if (controller.signal.aborted) return;
          const outdated = () => controller.signal.aborted || version !== this.version(id);
          try {
            const answer = await this.fetchers.one(id, controller.signal);
            if (outdated()) return;
            this.confirm(id, answer.balance, secondsToMs(answer.confirmed_at) ?? this.now(), {
              status: answer.status,
              locked: answer.locked,
              transfer_in_limit: answer.transfer_in_limit,
            });
          } catch {
            if (outdated()) return;
            this.update([id], (wallet) => ({ ...wallet, balance: '-1', phase: 'failed' }));
          }
        });
      }),
    );
  }

  /** Sets a balance the server confirmed (a balance answer or a transfer's answer). */
  confirm(
    id: number,
    balance: string,
    confirmedAt: number = this.now(),
    fields: Partial<Pick<WalletEntry, 'status' | 'locked' | 'transfer_in_limit'>> = {},
  ): void {
    this.versions.set(id, this.version(id) + 1);
    this.writtenAt.set(id, this.now());
    this.update([id], (wallet) => ({
      ...wallet,
      ...fields,
      balance,
      confirmedAt: isFailedBalance(balance) ? wallet.confirmedAt : confirmedAt,
      phase: isFailedBalance(balance) ? 'failed' : 'ready',
    }));
  }

  /**
   * Sets a balance received at `at` (client ms) in another answer (the user info), unless a
   * confirmation received later is already shown.
   */
  confirmIfNewer(id: number, balance: string, at: number): void {
    const current = this.wallet(id);
    if (!current || (this.writtenAt.get(id) ?? 0) > at) return;
    if (current.balance === balance) return;
    this.confirm(id, balance, at);
  }

  /** Records that money moved (a transfer or a recovery the server confirmed). */
  noteMove(): void {
    this.revision += 1;
    this.publish(false);
  }

  /** Marks wallets whose balance depends on a request of unknown outcome ('checking'). */
  setChecking(ids: readonly number[], checking: boolean): void {
    this.update(ids, (wallet) => ({
      ...wallet,
      phase: checking ? 'checking' : isFailedBalance(wallet.balance) ? 'failed' : 'ready',
    }));
  }

  /** Stops every pending balance request (the view was left). */
  abort(): void {
    this.controller.abort();
    this.controller = new AbortController();
    this.update(
      this.wallets.filter((wallet) => wallet.phase === 'loading').map((wallet) => wallet.id),
      (wallet) => ({ ...wallet, phase: isFailedBalance(wallet.balance) ? 'failed' : 'ready' }),
    );
  }

  private version(id: number): number {
    return this.versions.get(id) ?? 0;
  }

  private update(ids: readonly number[], change: (wallet: WalletEntry) => WalletEntry): void {
    if (ids.length === 0) return;
    const wanted = new Set(ids);
    this.wallets = this.wallets.map((wallet) => (wanted.has(wallet.id) ? change(wallet) : wallet));
    this.publish();
  }

  private publish(save = true): void {
    const balances = this.wallets.map((wallet) => wallet.balance);
    const usable = this.wallets.filter((wallet) => !wallet.locked).map((wallet) => wallet.balance);
    this.snapshot = {
      wallets: this.wallets,
      total: sumKnown(balances).toFixed(2),
      actual: sumKnown(usable).toFixed(2),
      known: this.known,
      summary: this.summary,
      revision: this.revision,
    };
    if (save && this.known)
      writeJson(WALLET_CACHE_KEY, {
        user: this.user,
        savedAt: this.now(),
        wallets: this.wallets,
      } satisfies CachedWallets);
    for (const listener of this.listeners) listener();
  }
}

/** The main wallet of a book, if known. */
export function mainWallet(snapshot: WalletSnapshot): WalletEntry | undefined {
  return snapshot.wallets.find((wallet) => wallet.id === MAIN_WALLET_ID);
}
