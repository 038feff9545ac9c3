import type { HttpHandler } from 'msw';
import type { GameRecord } from '../collections/money.ts';
import type { GameFamily } from '../lib/game-wallets.ts';
import Decimal from 'decimal.js';
import type { FakeContext } from '../context.ts';
import { nowSeconds } from '../lib/clock.ts';
import { idempotent } from '../lib/idempotency.ts';
import { localeOf } from '../lib/i18n.ts';
import { lossRefusal } from '../lib/protection.ts';
import { balanceOf, move } from '../lib/ledger.ts';
import { pagedList } from '../lib/paging.ts';
import { fail, notFound, ok } from '../lib/respond.ts';
import { route } from '../lib/route.ts';
import type { GameChannelWallet, WalletTransfer } from '../lib/schemas.ts';
import {
  SEARCH_LIMIT,
  MESSAGES,
  unavailable,
  randomToken,
  gameWallets,
} from '../lib/game-wallets.ts';

/** Games and channels (contract tag games): catalogue, favourites, search, channel balance and transfer, launch. */
/** How many games the lobby's 'recently played' lists. */
export const RECENT_GAMES = 50;

export function gamesHandlers(ctx: FakeContext): HttpHandler[] {
  const { db } = ctx;
  const wallets = gameWallets(ctx);
  return [
    route(ctx, { operationId: 'listGameTypes', auth: 'guest' }, () =>
      ok({ list: db.gameTypes.findMany(undefined, { orderBy: { sort: 'asc' } }) }),
    ),
    route(ctx, { operationId: 'listBannerGames', auth: 'guest' }, async ({ account }) => {
      const favourites = wallets.favouritesOf(account);
      const list = db.games
        .findMany((q) => q.where((game) => game.banner_sort !== null))
        .sort((a, b) => (a.banner_sort ?? 0) - (b.banner_sort ?? 0))
        .map((game) => ({
          ...wallets.gameView(game, favourites),
          banner_image: game.banner_image ?? game.image,
          sort: game.banner_sort ?? 0,
        }));
      return ok({ list });
    }),
    route(ctx, { operationId: 'listGames', auth: 'guest' }, async ({ query, account }) => {
      // The member's own lists (issue 31): a guest is asked to sign in, an agent has none.
      const personal = query.filter === 'favourite' || query.filter === 'recent';
      if (personal && !account) return fail(401, 'Please Sign In', { code: 'UNAUTHENTICATED' });
      if (personal && account?.type !== 2)
        return fail(403, 'Your access is restricted', { code: 'FORBIDDEN' });
      const favourites = wallets.favouritesOf(account);
      // When the member last launched each game, newest first (the 'recent' filter).
      const played = new Map(
        account && query.filter === 'recent'
          ? db.gamePlays
              .findMany((q) => q.where({ account_id: account.id }))
              .sort((a, b) => b.played_at - a.played_at)
              .slice(0, RECENT_GAMES)
              .map((play) => [play.game_id, play.played_at])
          : [],
      );
      const keyword = query.keyword?.trim().toLowerCase() ?? '';
      const channelSort = new Map(
        db.channels.findMany().map((channel) => [channel.id, channel.sort]),
      );
      const filtered = (game: GameRecord) => {
        switch (query.filter) {
          case 'hot':
            return game.is_hot;
          case 'new':
            return game.is_new;
          case 'favourite':
            return favourites.has(game.id);
          case 'recent':
            return played.has(game.id);
          default:
            return true;
        }
      };
      const games = db.games
        .findMany((q) =>
          q.where(
            (game) =>
              (query.type === undefined || game.game_type === query.type) &&
              (query.channel_id === undefined || game.channel_id === query.channel_id) &&
              (keyword === '' || game.name.toLowerCase().includes(keyword)) &&
              filtered(game),
          ),
        )
        .sort(
          (a, b) =>
            (played.get(b.id) ?? 0) - (played.get(a.id) ?? 0) ||
            (channelSort.get(a.channel_id) ?? 0) - (channelSort.get(b.channel_id) ?? 0) ||
            a.sort - b.sort ||
            a.id - b.id,
        );
      return pagedList(
        query,
        games.map((game) => wallets.gameView(game, favourites)),
      );
    }),
    route(ctx, { operationId: 'listGameChannels', auth: 'guest' }, ({ query }) => {
      const type = query.type as GameFamily;
      const offering = new Set(
        db.games.findMany((q) => q.where({ game_type: type })).map((game) => game.channel_id),
      );
      const list = wallets
        .channelsInOrder()
        .filter((channel) => channel.game_type === type || offering.has(channel.id))
        .map((channel) => ({
          id: channel.id,
          name: channel.name,
          logo: channel.logo,
          status: channel.status,
          game_type: type,
          sort: channel.sort,
          has_list: channel.has_list,
          game_count: db.games.findMany((q) => q.where({ game_type: type, channel_id: channel.id }))
            .length,
        }));
      return ok({ list });
    }),
    route(ctx, { operationId: 'listMemberGameChannels', auth: 'member' }, async ({ account }) => {
      const list: GameChannelWallet[] = wallets.channelsInOrder().map((channel) => {
        const families = new Set<GameFamily>([channel.game_type]);
        for (const game of db.games.findMany((q) => q.where({ channel_id: channel.id })))
          families.add(game.game_type);
        return {
          ...wallets.channelBalanceView(account, channel),
          logo: channel.logo,
          game_types: [...families].sort((a, b) => a - b),
          sort: channel.sort,
        };
      });
      return ok({ list });
    }),
    route(ctx, { operationId: 'getGameChannelBalance', auth: 'member' }, ({ params, account }) =>
      wallets.balanceAnswer(account, params.id),
    ),
    route(ctx, { operationId: 'getGame', auth: 'guest' }, ({ params, account }) => {
      const game = db.games.findFirst((q) => q.where({ id: params.id }));
      if (!game) return notFound('No such game');
      return ok(wallets.gameView(game, wallets.favouritesOf(account)));
    }),
    route(ctx, { operationId: 'listHotGames', auth: 'guest' }, async ({ account }) => {
      const favourites = wallets.favouritesOf(account);
      const list = db.games
        .findMany((q) => q.where({ is_hot: true }))
        .filter((game) => wallets.findChannel(game.channel_id)?.status !== 0)
        .sort((a, b) => a.hot_sort - b.hot_sort)
        .map((game) => wallets.gameView(game, favourites));
      return ok({ list });
    }),
    route(ctx, { operationId: 'collectGame', auth: 'member' }, async ({ params, account }) => {
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
    }),
    route(ctx, { operationId: 'desertGame', auth: 'member' }, async ({ params, account }) => {
      const game = db.games.findFirst((q) => q.where({ id: params.id }));
      if (!game) return notFound('No such game');
      db.gameFavourites.delete((q) => q.where({ id: `${account.id}:${game.id}` }));
      return ok({ id: game.id, is_favourite: false }, MESSAGES.success);
    }),
    route(ctx, { operationId: 'searchGamesByName', auth: 'guest' }, async ({ query, account }) => {
      const favourites = wallets.favouritesOf(account);
      const text = query.name.trim().toLowerCase();
      const list = db.games
        .findMany((q) => q.where((game) => game.name.toLowerCase().includes(text)))
        .sort(
          (a, b) =>
            Number(b.is_hot) - Number(a.is_hot) || a.name.localeCompare(b.name) || a.id - b.id,
        )
        .slice(0, SEARCH_LIMIT)
        .map((game) => wallets.gameView(game, favourites));
      return ok({ list });
    }),
    route(ctx, { operationId: 'getGameTransferInfo', auth: 'member' }, ({ query }) =>
      wallets.transferLimitAnswer(query.channel_id, query.action),
    ),
    route(ctx, { operationId: 'transferGameBalance', auth: 'member' }, (input) => {
      const { body, account } = input;
      const amount = new Decimal(body.amount);
      const plan = { type: body.type, mode: 'manual' as const, amount: () => amount };
      return wallets.channelTransfer(input, plan, async (base) => {
        const { channel } = base;
        // A loss limit used up keeps money out of the game wallets (issue 16).
        const lossLimit =
          body.type === 1 ? lossRefusal(ctx, account.id, localeOf(input.request)) : null;
        if (lossLimit) return lossLimit;
        const limit = wallets.limitOf(channel.id);
        if (amount.lt(limit.min) || amount.gt(limit.max))
          return wallets.refuse(base, 422, MESSAGES.limit, wallets.amountError(MESSAGES.limit));
        const [from, to] =
          body.type === 1
            ? [wallets.mainRef(account), wallets.channelRef(account, channel)]
            : [wallets.channelRef(account, channel), wallets.mainRef(account)];
        const moved = await move(ctx, from, to, amount);
        if (!moved.ok) {
          const message = body.type === 1 ? MESSAGES.insufficient : MESSAGES.exceeds(channel.name);
          return wallets.refuse(base, 422, message, wallets.amountError(message));
        }
        const record = await wallets.recordTransfer({ ...base, status: 'success' });
        return ok(wallets.transferView(record), MESSAGES.success);
      });
    }),
    route(
      ctx,
      { operationId: 'launchGame', auth: 'member' },
      async ({ request, body, query, operationId, account: caller }) => {
        return idempotent(ctx, request, caller.id, operationId, body, async () => {
          const game = db.games.findFirst((q) => q.where({ id: body.game_id }));
          if (!game) return notFound('No such game');
          const account = wallets.findAccount(caller.id) ?? caller;
          const channel = wallets.findChannel(game.channel_id);
          if (!channel) return notFound('No such game');
          if (unavailable(channel) || game.status === 0)
            return fail(409, MESSAGES.maintain(channel.name), { code: 'CHANNEL_MAINTAIN' });
          // A loss limit used up refuses play until the window lets losses go (issue 16).
          const lossLimit = lossRefusal(ctx, caller.id, localeOf(request));
          if (lossLimit) return lossLimit;
          let transfer: WalletTransfer | undefined;
          if (account.auto_transfer === 1) {
            // Single-wallet mode: the whole integer main balance follows into the channel (up
            // to the channel's transfer maximum).
            const limit = wallets.limitOf(channel.id);
            const amount = Decimal.min(balanceOf(ctx, wallets.mainRef(account)).floor(), limit.max);
            if (amount.gte(limit.min) && amount.gte(1)) {
              if (channel.balance_fails)
                return fail(502, 'Load Failed, Please Try Again', { code: 'PROVIDER_FAILED' });
              const moved = await move(
                ctx,
                wallets.mainRef(account),
                wallets.channelRef(account, channel),
                amount,
              );
              if (moved.ok) {
                const record = await wallets.recordTransfer({
                  account,
                  channel,
                  key: wallets.keyOf(request),
                  type: 1,
                  mode: 'auto',
                  amount,
                  status: 'success',
                });
                transfer = wallets.transferView(record);
              }
            }
          }
          // The lobby's 'recently played' (issue 31): the member's last launch of the game.
          const playId = `${account.id}:${game.id}`;
          if (db.gamePlays.findFirst((q) => q.where({ id: playId })))
            await db.gamePlays.update((q) => q.where({ id: playId }), {
              data(play) {
                play.played_at = nowSeconds();
              },
            });
          else
            await db.gamePlays.create({
              id: playId,
              account_id: account.id,
              game_id: game.id,
              played_at: nowSeconds(),
            });
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
  ];
}
