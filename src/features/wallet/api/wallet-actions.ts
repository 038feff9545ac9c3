import {
  getGameChannelBalance,
  getGameTransferInfo,
  transferGameBalance,
} from '@/api/generated/endpoints/games/games';
import {
  fastWalletTransfer,
  forceWalletTransfer,
  getWalletTransferByKey,
  listWalletBalances,
  recoverWalletBalances,
} from '@/api/generated/endpoints/wallet/wallet';
import type {
  WalletRecoverResult,
  WalletTransfer,
  WalletTransferLimit,
} from '@/api/generated/model';
import { ApiError } from '@/api/http/api-error';
import { withIdempotencyKey } from '@/api/http/idempotent';
import { type IntentOutcome, type LookupAnswer, runMoneyIntent } from '@/api/http/money-intent';
import type { WalletBook, WalletFetchers } from '../model/wallet-book';
import { MAIN_WALLET_ID, type TransferDirection } from '../model/wallet-rules';

const quiet = { handlesErrors: true } as const;

/** The book's way to the server: the generated API functions, errors handled by the screens. */
export const walletFetchers: WalletFetchers = {
  list: async (signal) => (await listWalletBalances(undefined, quiet, signal)).data,
  one: async (id, signal) => (await getGameChannelBalance(id, undefined, quiet, signal)).data,
};

/** Asks the server what became of a transfer by its idempotency key. */
async function lookupTransfer(key: string): Promise<LookupAnswer<WalletTransfer>> {
  try {
    const { data } = await getWalletTransferByKey(key, undefined, quiet);
    if (data.status === 'success') return { kind: 'applied', data };
    if (data.status === 'pending') return { kind: 'pending' };
    return {
      kind: 'failed',
      error: new ApiError('http', data.remark ?? 'Load Failed, Please Try Again', { status: 422 }),
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { kind: 'absent' };
    throw error;
  }
}

export interface WalletActionOptions {
  /** The main balance the server confirmed (the header and user info show it). */
  onMainBalance?: (balance: string) => void;
  /** Wait between checks of an unknown outcome (tests pass a short one). */
  wait?: (attempt: number) => Promise<void>;
}

/**
 * Every money-moving wallet action: sent with the intent's idempotency key, 'checking' while
 * its outcome is unknown, and balances set only from the server's answers.
 */
export function createWalletActions(book: WalletBook, options: WalletActionOptions = {}) {
  const { onMainBalance, wait } = options;

  function settleTransfer(outcome: IntentOutcome<WalletTransfer>) {
    if (outcome.kind === 'done') {
      const at = outcome.data.created_at * 1000;
      book.confirm(MAIN_WALLET_ID, outcome.data.main_balance, at);
      book.confirm(outcome.data.channel_id, outcome.data.channel_balance, at);
      book.noteMove();
      onMainBalance?.(outcome.data.main_balance);
    }
    return outcome;
  }

  function transferIntent(
    channelId: number,
    key: string,
    send: (key: string) => Promise<WalletTransfer>,
  ) {
    return runMoneyIntent({
      key,
      send,
      lookup: lookupTransfer,
      wait,
      onChecking: (checking) => book.setChecking([MAIN_WALLET_ID, channelId], checking),
    }).then(settleTransfer);
  }

  return {
    /** Transfer in (1, main → channel) or out (2, channel → main) of a whole amount. */
    transfer: (channelId: number, direction: TransferDirection, amount: string, key: string) =>
      transferIntent(channelId, key, async (k) => {
        const body = { channel_id: channelId, amount: Number(amount), type: direction };
        return (await transferGameBalance(body, undefined, withIdempotencyKey(k))).data;
      }),

    /** Fast transfer: the whole integer main balance into one channel. */
    fastTransfer: (channelId: number, key: string) =>
      transferIntent(channelId, key, async (k) => {
        return (
          await fastWalletTransfer({ channel_id: channelId }, undefined, withIdempotencyKey(k))
        ).data;
      }),

    /** Forced transfer: a stuck channel's whole balance back to the main wallet. */
    forceTransfer: (channelId: number, key: string) =>
      transferIntent(channelId, key, async (k) => {
        return (
          await forceWalletTransfer({ channel_id: channelId }, undefined, withIdempotencyKey(k))
        ).data;
      }),

    /** Restore one channel or restore all: `{ids: [{id, money}], action: 2}`. */
    restore: async (
      items: { id: number; money: number }[],
      key: string,
    ): Promise<IntentOutcome<WalletRecoverResult>> => {
      const ids = items.map((item) => item.id);
      const outcome = await runMoneyIntent({
        key,
        // The recovery has no lookup: the same request with the same key is applied once.
        send: async (k) =>
          (await recoverWalletBalances({ ids: items, action: 2 }, undefined, withIdempotencyKey(k)))
            .data,
        wait,
        onChecking: (checking) => book.setChecking([MAIN_WALLET_ID, ...ids], checking),
      });
      if (outcome.kind === 'done') {
        book.confirm(MAIN_WALLET_ID, outcome.data.main_balance);
        book.noteMove();
        onMainBalance?.(outcome.data.main_balance);
        const unconfirmed: number[] = [];
        for (const result of outcome.data.results) {
          if (result.balance !== undefined) book.confirm(result.id, result.balance);
          else if (result.id !== MAIN_WALLET_ID) unconfirmed.push(result.id);
        }
        if (unconfirmed.length > 0) void book.refresh(unconfirmed);
      }
      return outcome;
    },
  };
}

export type WalletActions = ReturnType<typeof createWalletActions>;

/** The transfer-in limit check of spec §8 before a transfer (action 1 in, 2 out). */
export async function checkTransferLimit(
  channelId: number,
  action: TransferDirection,
): Promise<WalletTransferLimit> {
  return (await getGameTransferInfo({ channel_id: channelId, action }, quiet)).data;
}
