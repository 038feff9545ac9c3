import Decimal from 'decimal.js';
import type { GameRecord, WalletTransferRecord } from '../collections/money.ts';
import type { FakeContext } from '../context.ts';
import type { Account, Channel } from '../db.ts';
import { nowMs, nowSeconds } from './clock.ts';
import { idempotent, storedOutcome } from './idempotency.ts';
import { balanceOf, type WalletRef } from './ledger.ts';
import { type FieldErrors, fail, invalid, notFound, ok } from './respond.ts';
import type { ChannelBalance, GameItem, WalletTransfer } from './schemas.ts';
import { orderNo } from './site-time.ts';
import { channelBalance, MAIN_WALLET_ID, money } from './views.ts';
import { DEFAULT_TRANSFER_LIMIT } from '../seed/money.ts';
/** Name of the main platform wallet (id 10000). */
export const PLATFORM_NAME = 'Fortuna';
/** Two money moves of one account on one channel closer than this (with different keys) are refused with 429. */
export const REPEAT_WINDOW_MS = 1000;
/** At most this many games answer a name search. */
export const SEARCH_LIMIT = 50;

/** Messages of spec §5 and §8. */
export const MESSAGES = {
  insufficient: 'Insufficient Amount',
  limit: 'The amount does not meet the transfer limit',
  minimum: 'Game Balance Insufficient (Minimum Amount is 1)',
  tooFrequent: 'Do not operate frequently',
  success: 'Successfully!',
  maintain: (name: string) => `(${name}) Under Maintain, Unable to Transfer Temporary`,
  balanceFailed: (name: string) => `${name} Balance Failed`,
  transferBalanceFailed: (name: string) =>
    `Failed to obtain the balance of ${name}, the transfer of the channel cannot be completed temporarily`,
  exceeds: (name: string) => `${name} Amount Exceeds`,
} as const;

export type GameFamily = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
type TransferMode = WalletTransfer['mode'];

/** One transfer between the main wallet and a channel, before it is recorded. */
export interface TransferBase {
  account: Account;
  channel: Channel;
  key: string;
  type: 1 | 2;
  mode: TransferMode;
  amount: Decimal;
}

export const tooFrequent = () =>
  fail(429, MESSAGES.tooFrequent, { code: 'TOO_FREQUENT', remark: 'Try again in 1 second' });
export const mainWalletNamed = () =>
  invalid({ channel_id: ['Choose a game wallet, not the main wallet.'] });

/** A closed (0) or maintained (2) channel moves no money; partially closed (3) still does. */
export function unavailable(channel: Channel): boolean {
  return channel.status === 0 || channel.status === 2;
}

export function randomToken(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Games, channels, wallets, transfers, restore, fast and forced transfer, launch. */
/** What the games and wallet tags share: channels, limits, wallet refs, views of balances and transfer records. */
export function gameWallets(ctx: FakeContext) {
  const { db } = ctx;

  const findChannel = (id: number): Channel | null =>
    db.channels.findFirst((q) => q.where({ id })) ?? null;
  const findAccount = (id: number): Account | null =>
    db.accounts.findFirst((q) => q.where({ id })) ?? null;
  const limitOf = (channelId: number) => {
    const limit = db.channelLimits.findFirst((q) => q.where({ channel_id: channelId }));
    return {
      min: limit?.min_amount ?? DEFAULT_TRANSFER_LIMIT.min,
      max: limit?.max_amount ?? DEFAULT_TRANSFER_LIMIT.max,
      record: limit ?? null,
    };
  };
  const mainRef = (account: Account): WalletRef => ({
    accountId: account.id,
    walletId: MAIN_WALLET_ID,
  });
  const channelRef = (account: Account, channel: Channel): WalletRef => ({
    accountId: account.id,
    walletId: channel.id,
  });
  const keyOf = (request: Request) => request.headers.get('idempotency-key') ?? '';

  // --- views ---------------------------------------------------------------------------

  const favouritesOf = (account: Account | null): Set<number> =>
    new Set(
      account
        ? db.gameFavourites
            .findMany((q) => q.where({ account_id: account.id }))
            .map((f) => f.game_id)
        : [],
    );

  function gameView(game: GameRecord, favourites: Set<number>): GameItem {
    const channel = findChannel(game.channel_id);
    const channelStatus = channel?.status ?? 0;
    return {
      id: game.id,
      name: game.name,
      image: game.image,
      channel_id: game.channel_id,
      channel_name: channel?.name ?? '',
      game_type: game.game_type,
      is_hot: game.is_hot,
      is_new: game.is_new,
      is_favourite: favourites.has(game.id),
      status: channelStatus === 0 || channelStatus === 2 ? channelStatus : game.status,
      ...(game.min_bet ? { min_bet: game.min_bet } : {}),
    };
  }

  function mainBalanceView(account: Account): ChannelBalance {
    return {
      id: MAIN_WALLET_ID,
      name: PLATFORM_NAME,
      balance: money(account.money),
      transfer_in_limit: 0,
      currency: account.currency,
      status: 1,
      locked: false,
      confirmed_at: nowSeconds(),
    };
  }

  function channelBalanceView(account: Account, channel: Channel): ChannelBalance {
    const { wallet, view } = channelBalance(ctx, account, channel);
    return {
      ...view,
      status: channel.status,
      locked: false,
      ...(wallet && !channel.balance_fails ? { confirmed_at: wallet.confirmed_at } : {}),
    };
  }

  const channelsInOrder = () => db.channels.findMany(undefined, { orderBy: { sort: 'asc' } });

  function transferView(record: WalletTransferRecord): WalletTransfer {
    return {
      id: record.id,
      order_no: record.order_no,
      ...(record.idempotency_key ? { idempotency_key: record.idempotency_key } : {}),
      channel_id: record.channel_id,
      channel_name: findChannel(record.channel_id)?.name ?? '',
      type: record.type,
      mode: record.mode,
      amount: record.amount,
      status: record.status,
      main_balance: record.main_balance,
      channel_balance: record.channel_balance,
      ...(record.remark ? { remark: record.remark } : {}),
      created_at: record.created_at,
    };
  }

  // --- transfer records ----------------------------------------------------------------

  /** Transfers are only ever appended, in id order: the next id follows the last record's. */
  function nextTransferId(): number {
    const newest = db.walletTransfers.findMany(undefined, { take: -1 })[0];
    return (newest?.id ?? 0) + 1;
  }

  /** Records a transfer (made or refused) with the key of its request; balances as they are now. */
  async function recordTransfer(
    input: TransferBase & { status: 'success' | 'failed'; remark?: string },
  ): Promise<WalletTransferRecord> {
    const id = nextTransferId();
    const now = nowMs();
    const seconds = Math.floor(now / 1000);
    return db.walletTransfers.create({
      id,
      order_no: orderNo('TR', String(id).padStart(6, '0'), seconds),
      ...(input.key ? { idempotency_key: input.key } : {}),
      account_id: input.account.id,
      channel_id: input.channel.id,
      type: input.type,
      mode: input.mode,
      amount: money(input.amount),
      status: input.status,
      main_balance: money(balanceOf(ctx, mainRef(input.account))),
      channel_balance: money(balanceOf(ctx, channelRef(input.account, input.channel))),
      ...(input.remark ? { remark: input.remark } : {}),
      created_at: seconds,
      created_ms: now,
    });
  }

  /**
   * Too-quick repeats: the account moved money on this channel less than a second ago with
   * another key. A request whose key the server already knows is a retry and is answered
   * from the stored outcome instead.
   */
  function tooQuick(request: Request, account: Account, channelId: number): boolean {
    const key = keyOf(request);
    if (storedOutcome(ctx, account.id, key)) return false;
    const since = nowMs() - REPEAT_WINDOW_MS;
    return !!db.walletTransfers.findFirst((q) =>
      q.where(
        (record) =>
          record.account_id === account.id &&
          record.channel_id === channelId &&
          record.status === 'success' &&
          record.created_ms > since &&
          record.idempotency_key !== key,
      ),
    );
  }

  /** A refused transfer: recorded as failed (so its key has an outcome), then answered. */
  async function refuse(
    base: TransferBase,
    status: 409 | 422,
    message: string,
    extra: { code: string; errors?: FieldErrors },
  ): Promise<Response> {
    await recordTransfer({ ...base, status: 'failed', remark: message });
    return fail(status, message, extra);
  }

  const amountError = (message: string) => ({
    code: 'VALIDATION_FAILED',
    errors: { amount: [message] },
  });

  /**
   * The frame of every transfer between the main wallet and one channel the member names
   * (transfer, forced, fast): a too-quick repeat is refused, the rest is idempotent; the wallet
   * must be a known game wallet, open and answering its provider. `plan` says which way and
   * how much; `run` checks the rest and moves the money.
   */
  function channelTransfer(
    input: {
      request: Request;
      account: Account;
      operationId: string;
      body: { channel_id: number };
    },
    plan: { type: 1 | 2; mode: TransferMode; amount: (channel: Channel) => Decimal },
    run: (base: TransferBase) => Promise<Response>,
  ): Promise<Response> | Response {
    const { request, account, operationId, body } = input;
    if (tooQuick(request, account, body.channel_id)) return tooFrequent();
    return idempotent(ctx, request, account.id, operationId, body, async () => {
      if (body.channel_id === MAIN_WALLET_ID) return mainWalletNamed();
      const channel = findChannel(body.channel_id);
      if (!channel) return notFound('No such game wallet');
      const base: TransferBase = {
        account,
        channel,
        key: keyOf(request),
        type: plan.type,
        mode: plan.mode,
        amount: plan.amount(channel),
      };
      if (unavailable(channel))
        return refuse(base, 409, MESSAGES.maintain(channel.name), { code: 'CHANNEL_MAINTAIN' });
      if (channel.balance_fails)
        return fail(502, MESSAGES.transferBalanceFailed(channel.name), {
          code: 'BALANCE_FAILED',
        });
      return run(base);
    });
  }

  /** One wallet's balance (getGameChannelBalance, getWalletBalance): 10000 is the main wallet. */
  function balanceAnswer(account: Account, id: number): Response {
    if (id === MAIN_WALLET_ID) return ok(mainBalanceView(account));
    const channel = findChannel(id);
    if (!channel) return notFound('No such game wallet');
    if (channel.balance_fails)
      return fail(502, MESSAGES.balanceFailed(channel.name), { code: 'BALANCE_FAILED' });
    return ok(channelBalanceView(account, channel));
  }

  /** The transfer-in limit of a channel and, when it is not 0, the rollover detail. */
  function transferLimitAnswer(channelId: number, action: 1 | 2): Response {
    if (channelId === MAIN_WALLET_ID)
      return ok({ channel_id: channelId, action, transfer_in_limit: 0 });
    const channel = findChannel(channelId);
    if (!channel) return notFound('No such game wallet');
    const { min, max } = limitOf(channel.id);
    const base = {
      channel_id: channelId,
      action,
      min_amount: money(new Decimal(min)),
      max_amount: money(new Decimal(max)),
    };
    const transferInLimit = channel.transfer_in_limit as 0 | 1 | 2;
    if (transferInLimit === 0) return ok({ ...base, transfer_in_limit: transferInLimit });
    const rollover = limitOf(channel.id).record;
    const tips =
      action === 1
        ? `Transferring into ${channel.name} adds an amount that needs rollover before it can be transferred out. Continue?`
        : `${channel.name} is still in a promotion; the rollover must be completed before a transfer out.`;
    return ok({
      ...base,
      transfer_in_limit: transferInLimit,
      current_rollover: rollover?.current_rollover ?? '0.00',
      required_rollover: rollover?.required_rollover ?? '0.00',
      rollover_amount: rollover?.rollover_amount ?? '0.00',
      tips,
    });
  }

  // --- handlers ------------------------------------------------------------------------

  return {
    findChannel,
    findAccount,
    limitOf,
    mainRef,
    channelRef,
    keyOf,
    favouritesOf,
    gameView,
    mainBalanceView,
    channelBalanceView,
    channelsInOrder,
    transferView,
    nextTransferId,
    recordTransfer,
    channelTransfer,
    refuse,
    amountError,
    balanceAnswer,
    transferLimitAnswer,
  };
}
