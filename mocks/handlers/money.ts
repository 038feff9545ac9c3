import Decimal from 'decimal.js';
import type { GameRecord, WalletTransferRecord } from '../collections/money.ts';
import type { FakeContext } from '../context.ts';
import type { Account, Channel } from '../db.ts';
import { nowMs, nowSeconds } from '../lib/clock.ts';
import { idempotent, storedOutcome } from '../lib/idempotency.ts';
import { balanceOf, move, type WalletRef } from '../lib/ledger.ts';
import { applyQ, paginate, parseQ } from '../lib/paging.ts';
import { type FieldErrors, fail, invalid, ok } from '../lib/respond.ts';
import { route } from '../lib/route.ts';
import type {
  ChannelBalance,
  GameChannelWallet,
  GameItem,
  WalletRecoverChannelResult,
  WalletTransfer,
} from '../lib/schemas.ts';
import { ops } from '../lib/schemas.ts';
import { MAIN_WALLET_ID, money } from '../lib/views.ts';
import { DEFAULT_TRANSFER_LIMIT } from '../seed/money.ts';

/** Name of the main platform wallet (id 10000). */
export const PLATFORM_NAME = 'Fortuna';
/** Two money moves of one account on one channel closer than this (with different keys) are refused with 429. */
export const REPEAT_WINDOW_MS = 1000;
/** At most this many games answer a name search. */
const SEARCH_LIMIT = 50;

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

type GameFamily = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
type TransferMode = WalletTransfer['mode'];

const notFound = (message = 'Not found') => fail(404, message, { code: 'NOT_FOUND' });
const tooFrequent = () =>
  fail(429, MESSAGES.tooFrequent, { code: 'TOO_FREQUENT', remark: 'Try again in 1 second' });
const mainWalletNamed = () =>
  invalid({ channel_id: ['Choose a game wallet, not the main wallet.'] });

/** A closed (0) or maintained (2) channel moves no money; partially closed (3) still does. */
function unavailable(channel: Channel): boolean {
  return channel.status === 0 || channel.status === 2;
}

function randomToken(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function orderNo(id: number, seconds: number): string {
  const day = new Date(seconds * 1000).toISOString().slice(0, 10).replaceAll('-', '');
  return `TR${day}${String(id).padStart(6, '0')}`;
}

/** Games, channels, wallets, transfers, restore, fast and forced transfer, launch. */
export function moneyHandlers(ctx: FakeContext) {
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
    const wallet = db.wallets.findFirst((q) =>
      q.where({ account_id: account.id, channel_id: channel.id }),
    );
    return {
      id: channel.id,
      name: channel.name,
      balance: channel.balance_fails ? '-1' : money(wallet?.balance ?? 0),
      transfer_in_limit: channel.transfer_in_limit as 0 | 1 | 2,
      currency: channel.currency,
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
  async function recordTransfer(input: {
    account: Account;
    channel: Channel;
    key: string;
    type: 1 | 2;
    mode: TransferMode;
    amount: Decimal.Value;
    status: 'success' | 'failed';
    remark?: string;
  }): Promise<WalletTransferRecord> {
    const id = nextTransferId();
    const now = nowMs();
    const seconds = Math.floor(now / 1000);
    return db.walletTransfers.create({
      id,
      order_no: orderNo(id, seconds),
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
    base: {
      account: Account;
      channel: Channel;
      key: string;
      type: 1 | 2;
      mode: TransferMode;
      amount: Decimal.Value;
    },
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

  return [
    route(
      ctx,
      {
        operationId: 'listGameTypes',
        auth: 'guest',
      },
      () => ok({ list: db.gameTypes.findMany(undefined, { orderBy: { sort: 'asc' } }) }),
    ),

    route(
      ctx,
      {
        operationId: 'listBannerGames',
        auth: 'guest',
      },
      async ({ account }) => {
        const favourites = favouritesOf(account);
        const list = db.games
          .findMany((q) => q.where((game) => game.banner_sort !== null))
          .sort((a, b) => (a.banner_sort ?? 0) - (b.banner_sort ?? 0))
          .map((game) => ({
            ...gameView(game, favourites),
            banner_image: game.banner_image ?? game.image,
            sort: game.banner_sort ?? 0,
          }));
        return ok({ list });
      },
    ),

    route(
      ctx,
      {
        operationId: 'listGames',
        auth: 'guest',
        query: ops.ListGamesQueryParams,
      },
      async ({ query, account }) => {
        const favourites = favouritesOf(account);
        const keyword = query.keyword?.trim().toLowerCase() ?? '';
        const channelSort = new Map(
          db.channels.findMany().map((channel) => [channel.id, channel.sort]),
        );
        const games = db.games
          .findMany((q) =>
            q.where(
              (game) =>
                (query.type === undefined || game.game_type === query.type) &&
                (query.channel_id === undefined || game.channel_id === query.channel_id) &&
                (keyword === '' || game.name.toLowerCase().includes(keyword)),
            ),
          )
          .sort(
            (a, b) =>
              (channelSort.get(a.channel_id) ?? 0) - (channelSort.get(b.channel_id) ?? 0) ||
              a.sort - b.sort ||
              a.id - b.id,
          );
        const page = paginate(games, query.page, query.page_size);
        return ok({ list: page.list.map((game) => gameView(game, favourites)), meta: page.meta });
      },
    ),

    route(
      ctx,
      {
        operationId: 'listGameChannels',
        auth: 'guest',
        query: ops.ListGameChannelsQueryParams,
      },
      ({ query }) => {
        const type = query.type as GameFamily;
        const offering = new Set(
          db.games.findMany((q) => q.where({ game_type: type })).map((game) => game.channel_id),
        );
        const list = channelsInOrder()
          .filter((channel) => channel.game_type === type || offering.has(channel.id))
          .map((channel) => ({
            id: channel.id,
            name: channel.name,
            logo: channel.logo,
            status: channel.status,
            game_type: type,
            sort: channel.sort,
            has_list: channel.has_list,
          }));
        return ok({ list });
      },
    ),

    route(
      ctx,
      {
        operationId: 'listMemberGameChannels',
        auth: 'member',
      },
      async ({ account }) => {
        const list: GameChannelWallet[] = channelsInOrder().map((channel) => {
          const families = new Set<GameFamily>([channel.game_type]);
          for (const game of db.games.findMany((q) => q.where({ channel_id: channel.id })))
            families.add(game.game_type);
          return {
            ...channelBalanceView(account, channel),
            logo: channel.logo,
            game_types: [...families].sort((a, b) => a - b),
            sort: channel.sort,
          };
        });
        return ok({ list });
      },
    ),

    route(
      ctx,
      {
        operationId: 'getGameChannelBalance',
        auth: 'member',
        params: ops.GetGameChannelBalanceParams,
      },
      ({ params, account }) => balanceAnswer(account, params.id),
    ),

    route(
      ctx,
      {
        operationId: 'getWalletBalance',
        auth: 'member',
        params: ops.GetWalletBalanceParams,
      },
      ({ params, account }) => balanceAnswer(account, params.channel_id),
    ),

    route(ctx, { operationId: 'listHotGames', auth: 'guest' }, async ({ account }) => {
      const favourites = favouritesOf(account);
      const list = db.games
        .findMany((q) => q.where({ is_hot: true }))
        .filter((game) => findChannel(game.channel_id)?.status !== 0)
        .sort((a, b) => a.hot_sort - b.hot_sort)
        .map((game) => gameView(game, favourites));
      return ok({ list });
    }),

    route(
      ctx,
      {
        operationId: 'collectGame',
        auth: 'member',
        params: ops.CollectGameParams,
      },
      async ({ params, account }) => {
        const game = db.games.findFirst((q) => q.where({ id: params.id }));
        if (!game) return notFound('No such game');
        const id = `${account.id}:${game.id}`;
        if (!db.gameFavourites.findFirst((q) => q.where({ id }))) {
          await db.gameFavourites.create({
            id,
            account_id: account.id,
            game_id: game.id,
            created_at: nowSeconds(),
          });
        }
        return ok({ id: game.id, is_favourite: true }, MESSAGES.success);
      },
    ),

    route(
      ctx,
      {
        operationId: 'desertGame',
        auth: 'member',
        params: ops.DesertGameParams,
      },
      async ({ params, account }) => {
        const game = db.games.findFirst((q) => q.where({ id: params.id }));
        if (!game) return notFound('No such game');
        db.gameFavourites.delete((q) => q.where({ id: `${account.id}:${game.id}` }));
        return ok({ id: game.id, is_favourite: false }, MESSAGES.success);
      },
    ),

    route(
      ctx,
      {
        operationId: 'searchGamesByName',
        auth: 'guest',
        query: ops.SearchGamesByNameQueryParams,
      },
      async ({ query, account }) => {
        const favourites = favouritesOf(account);
        const text = query.name.trim().toLowerCase();
        const list = db.games
          .findMany((q) => q.where((game) => game.name.toLowerCase().includes(text)))
          .sort(
            (a, b) =>
              Number(b.is_hot) - Number(a.is_hot) || a.name.localeCompare(b.name) || a.id - b.id,
          )
          .slice(0, SEARCH_LIMIT)
          .map((game) => gameView(game, favourites));
        return ok({ list });
      },
    ),

    route(
      ctx,
      {
        operationId: 'getGameTransferInfo',
        auth: 'member',
        query: ops.GetGameTransferInfoQueryParams,
      },
      ({ query }) => transferLimitAnswer(query.channel_id, query.action),
    ),

    route(
      ctx,
      {
        operationId: 'getWalletTransferLimit',
        auth: 'member',
        query: ops.GetWalletTransferLimitQueryParams,
      },
      ({ query }) => transferLimitAnswer(query.channel_id, query.action),
    ),

    route(
      ctx,
      {
        operationId: 'transferGameBalance',
        auth: 'member',
        body: ops.TransferGameBalanceBody,
      },
      async ({ request, body, operationId, account }) => {
        if (tooQuick(request, account, body.channel_id)) return tooFrequent();
        return idempotent(ctx, request, account.id, operationId, body, async () => {
          if (body.channel_id === MAIN_WALLET_ID) return mainWalletNamed();
          const channel = findChannel(body.channel_id);
          if (!channel) return notFound('No such game wallet');
          const amount = new Decimal(body.amount);
          const base = {
            account,
            channel,
            key: keyOf(request),
            type: body.type,
            mode: 'manual' as const,
            amount,
          };
          if (unavailable(channel))
            return refuse(base, 409, MESSAGES.maintain(channel.name), { code: 'CHANNEL_MAINTAIN' });
          if (channel.balance_fails)
            return fail(502, MESSAGES.transferBalanceFailed(channel.name), {
              code: 'BALANCE_FAILED',
            });
          const limit = limitOf(channel.id);
          if (amount.lt(limit.min) || amount.gt(limit.max))
            return refuse(base, 422, MESSAGES.limit, amountError(MESSAGES.limit));
          const [from, to] =
            body.type === 1
              ? [mainRef(account), channelRef(account, channel)]
              : [channelRef(account, channel), mainRef(account)];
          const moved = await move(ctx, from, to, amount);
          if (!moved.ok) {
            const message =
              body.type === 1 ? MESSAGES.insufficient : MESSAGES.exceeds(channel.name);
            return refuse(base, 422, message, amountError(message));
          }
          const record = await recordTransfer({ ...base, status: 'success' });
          return ok(transferView(record), MESSAGES.success);
        });
      },
    ),

    route(
      ctx,
      {
        operationId: 'launchGame',
        auth: 'member',
        body: ops.LaunchGameBody,
        query: ops.LaunchGameQueryParams,
      },
      async ({ request, body, query, operationId, account: caller }) => {
        return idempotent(ctx, request, caller.id, operationId, body, async () => {
          const game = db.games.findFirst((q) => q.where({ id: body.game_id }));
          if (!game) return notFound('No such game');
          const account = findAccount(caller.id) ?? caller;
          const channel = findChannel(game.channel_id);
          if (!channel) return notFound('No such game');
          if (unavailable(channel) || game.status === 0)
            return fail(409, MESSAGES.maintain(channel.name), { code: 'CHANNEL_MAINTAIN' });
          let transfer: WalletTransfer | undefined;
          if (account.auto_transfer === 1) {
            // Single-wallet mode: the whole integer main balance follows into the channel (up
            // to the channel's transfer maximum).
            const limit = limitOf(channel.id);
            const amount = Decimal.min(balanceOf(ctx, mainRef(account)).floor(), limit.max);
            if (amount.gte(limit.min) && amount.gte(1)) {
              if (channel.balance_fails)
                return fail(502, 'Load Failed, Please Try Again', { code: 'PROVIDER_FAILED' });
              const moved = await move(ctx, mainRef(account), channelRef(account, channel), amount);
              if (moved.ok) {
                const record = await recordTransfer({
                  account,
                  channel,
                  key: keyOf(request),
                  type: 1,
                  mode: 'auto',
                  amount,
                  status: 'success',
                });
                transfer = transferView(record);
              }
            }
          }
          const mobile = body.is_mobile || body.platform === 2;
          const url = `/play/${game.id}?token=${randomToken()}&lang=${query.locale ?? 'en'}&mobile=${mobile ? 1 : 0}`;
          return ok({
            url,
            open_mode: mobile ? ('in_place' as const) : ('new_window' as const),
            ...(transfer ? { transfer } : {}),
          });
        });
      },
    ),

    route(
      ctx,
      {
        operationId: 'listWalletBalances',
        auth: 'member',
      },
      async ({ account }) => {
        const list = [
          mainBalanceView(account),
          ...channelsInOrder().map((channel) => channelBalanceView(account, channel)),
        ];
        const total = list.reduce(
          (sum, wallet) => (new Decimal(wallet.balance).gte(0) ? sum.plus(wallet.balance) : sum),
          new Decimal(0),
        );
        const usable = list.reduce(
          (sum, wallet) =>
            !wallet.locked && new Decimal(wallet.balance).gte(0) ? sum.plus(wallet.balance) : sum,
          new Decimal(0),
        );
        return ok({
          wallet: {
            total_balance: money(total),
            actual_amount: money(usable),
            platform_name: PLATFORM_NAME,
            auto_transfer: account.auto_transfer,
          },
          list,
        });
      },
    ),

    route(
      ctx,
      {
        operationId: 'recoverWalletBalances',
        auth: 'member',
        body: ops.RecoverWalletBalancesBody,
      },
      async ({ request, body, operationId, account }) => {
        return idempotent(ctx, request, account.id, operationId, body, async () => {
          // The request as a whole first: every channel known, none twice.
          const errors: FieldErrors = {};
          const listed = new Set<number>();
          body.ids.forEach((item, index) => {
            if (listed.has(item.id))
              errors[`ids.${index}.id`] = ['Each wallet may be listed once.'];
            else if (item.id !== MAIN_WALLET_ID && !findChannel(item.id))
              errors[`ids.${index}.id`] = ['No such game wallet.'];
            listed.add(item.id);
          });
          if (Object.keys(errors).length > 0) return invalid(errors);
          const restoreAll = body.ids.length > 1;
          type Step = {
            result: WalletRecoverChannelResult;
            channel: Channel | null;
            amount: Decimal;
          };
          const steps: Step[] = [];
          const exceeded: FieldErrors = {};
          body.ids.forEach((item, index) => {
            const zero = new Decimal(0);
            const skip = (
              name: string,
              status: 'skipped' | 'failed',
              reason: string,
              channel: Channel | null = null,
            ) =>
              steps.push({
                result: { id: item.id, name, status, amount: '0.00', reason },
                channel,
                amount: zero,
              });
            if (item.id === MAIN_WALLET_ID)
              return skip(
                PLATFORM_NAME,
                'skipped',
                'The main wallet is where balances are recovered to.',
              );
            const channel = findChannel(item.id);
            if (!channel) return skip('', 'failed', 'No such game wallet.');
            if (restoreAll && channel.transfer_in_limit === 1)
              return skip(
                channel.name,
                'skipped',
                `${channel.name} needs a transfer limit check before it can be recovered.`,
              );
            if (unavailable(channel))
              return skip(channel.name, 'failed', MESSAGES.maintain(channel.name));
            if (channel.balance_fails)
              return skip(channel.name, 'failed', MESSAGES.transferBalanceFailed(channel.name));
            const whole = balanceOf(ctx, channelRef(account, channel)).floor();
            if (whole.lt(1)) return skip(channel.name, 'skipped', MESSAGES.minimum);
            const amount = new Decimal(item.money);
            if (amount.gt(whole)) {
              exceeded[`ids.${index}.money`] = [MESSAGES.exceeds(channel.name)];
              return undefined;
            }
            steps.push({
              result: {
                id: channel.id,
                name: channel.name,
                status: 'recovered',
                amount: money(amount),
              },
              channel,
              amount,
            });
            return undefined;
          });
          const firstExceeded = Object.values(exceeded)[0]?.[0];
          if (firstExceeded)
            return fail(422, firstExceeded, { code: 'VALIDATION_FAILED', errors: exceeded });

          let total = new Decimal(0);
          for (const step of steps) {
            if (step.result.status !== 'recovered' || !step.channel) continue;
            const moved = await move(
              ctx,
              channelRef(account, step.channel),
              mainRef(account),
              step.amount,
            );
            if (!moved.ok) {
              step.result = {
                ...step.result,
                status: 'failed',
                amount: '0.00',
                reason: MESSAGES.exceeds(step.channel.name),
              };
              continue;
            }
            total = total.plus(step.amount);
            await recordTransfer({
              account,
              channel: step.channel,
              key: keyOf(request),
              type: 2,
              mode: 'recover',
              amount: step.amount,
              status: 'success',
            });
          }
          const data = {
            // Each channel's balance after the recovery, where its provider answered.
            results: steps.map((step) =>
              step.channel && !step.channel.balance_fails
                ? {
                    ...step.result,
                    balance: money(balanceOf(ctx, channelRef(account, step.channel))),
                  }
                : step.result,
            ),
            recovered_total: money(total),
            main_balance: money(balanceOf(ctx, mainRef(account))),
          };
          return ok(data, total.gt(0) ? MESSAGES.success : 'Nothing was recovered');
        });
      },
    ),

    route(
      ctx,
      {
        operationId: 'updateWalletAutoTransfer',
        auth: 'member',
        body: ops.UpdateWalletAutoTransferBody,
      },
      async ({ body, account }) => {
        await db.accounts.update((q) => q.where({ id: account.id }), {
          data(record) {
            record.auto_transfer = body.auto_transfer;
          },
        });
        return ok({ auto_transfer: body.auto_transfer }, MESSAGES.success);
      },
    ),

    route(
      ctx,
      {
        operationId: 'forceWalletTransfer',
        auth: 'member',
        body: ops.ForceWalletTransferBody,
      },
      async ({ request, body, operationId, account }) => {
        if (tooQuick(request, account, body.channel_id)) return tooFrequent();
        return idempotent(ctx, request, account.id, operationId, body, async () => {
          if (body.channel_id === MAIN_WALLET_ID) return mainWalletNamed();
          const channel = findChannel(body.channel_id);
          if (!channel) return notFound('No such game wallet');
          const whole = balanceOf(ctx, channelRef(account, channel)).floor();
          const base = {
            account,
            channel,
            key: keyOf(request),
            type: 2 as const,
            mode: 'force' as const,
            amount: Decimal.max(whole, 0),
          };
          if (unavailable(channel))
            return refuse(base, 409, MESSAGES.maintain(channel.name), { code: 'CHANNEL_MAINTAIN' });
          if (channel.balance_fails)
            return fail(502, MESSAGES.transferBalanceFailed(channel.name), {
              code: 'BALANCE_FAILED',
            });
          if (whole.lt(1))
            return refuse(base, 422, MESSAGES.minimum, {
              code: 'VALIDATION_FAILED',
              errors: { channel_id: [MESSAGES.minimum] },
            });
          const moved = await move(ctx, channelRef(account, channel), mainRef(account), whole);
          if (!moved.ok)
            return refuse(base, 422, MESSAGES.exceeds(channel.name), {
              code: 'VALIDATION_FAILED',
              errors: { channel_id: [MESSAGES.exceeds(channel.name)] },
            });
          const record = await recordTransfer({ ...base, status: 'success' });
          return ok(transferView(record), MESSAGES.success);
        });
      },
    ),

    route(
      ctx,
      {
        operationId: 'fastWalletTransfer',
        auth: 'member',
        body: ops.FastWalletTransferBody,
      },
      async ({ request, body, operationId, account }) => {
        if (tooQuick(request, account, body.channel_id)) return tooFrequent();
        return idempotent(ctx, request, account.id, operationId, body, async () => {
          if (body.channel_id === MAIN_WALLET_ID) return mainWalletNamed();
          const channel = findChannel(body.channel_id);
          if (!channel) return notFound('No such game wallet');
          const whole = balanceOf(ctx, mainRef(account)).floor();
          const base = {
            account,
            channel,
            key: keyOf(request),
            type: 1 as const,
            mode: 'fast' as const,
            amount: Decimal.max(whole, 0),
          };
          if (unavailable(channel))
            return refuse(base, 409, MESSAGES.maintain(channel.name), { code: 'CHANNEL_MAINTAIN' });
          if (channel.balance_fails)
            return fail(502, MESSAGES.transferBalanceFailed(channel.name), {
              code: 'BALANCE_FAILED',
            });
          if (whole.lt(1))
            return refuse(base, 422, MESSAGES.insufficient, amountError(MESSAGES.insufficient));
          const limit = limitOf(channel.id);
          if (whole.lt(limit.min) || whole.gt(limit.max))
            return refuse(base, 422, MESSAGES.limit, amountError(MESSAGES.limit));
          const moved = await move(ctx, mainRef(account), channelRef(account, channel), whole);
          if (!moved.ok)
            return refuse(base, 422, MESSAGES.insufficient, amountError(MESSAGES.insufficient));
          const record = await recordTransfer({ ...base, status: 'success' });
          return ok(transferView(record), MESSAGES.success);
        });
      },
    ),

    route(
      ctx,
      {
        operationId: 'getWalletTransferByKey',
        auth: 'member',
        params: ops.GetWalletTransferByKeyParams,
      },
      async ({ params, account }) => {
        const record = db.walletTransfers.findFirst((q) =>
          q.where({ account_id: account.id, idempotency_key: params.idempotency_key }),
        );
        if (!record) return notFound('No transfer was made with this key');
        return ok(transferView(record));
      },
    ),

    route(
      ctx,
      {
        operationId: 'listWalletTransfers',
        auth: 'member',
        query: ops.ListWalletTransfersQueryParams,
      },
      async ({ query, account }) => {
        const filters = parseQ(query.q);
        if (!filters) return invalid({ q: ['The filter is not valid JSON.'] });
        const records = db.walletTransfers
          .findMany((q) =>
            q.where(
              (record) =>
                record.account_id === account.id &&
                (query.channel_id === undefined || record.channel_id === query.channel_id) &&
                (query.type === undefined || record.type === query.type),
            ),
          )
          .sort((a, b) => b.created_ms - a.created_ms || b.id - a.id)
          .map(transferView);
        const page = paginate(applyQ(records, filters), query.page, query.page_size);
        return ok({ list: page.list, meta: page.meta });
      },
    ),
  ];
}
