import type { Faker } from '@faker-js/faker';
import Decimal from 'decimal.js';
import type { Db } from '../db.ts';
import fixture from './fixtures/money.json' with { type: 'json' };
import { CHANNELS } from './games.ts';

/**
 * Transfer limits (whole units) between the main wallet and a channel, both directions.
 * Every channel takes 1 to 50,000 unless listed here; outside its range a transfer answers
 * 422 'The amount does not meet the transfer limit'.
 */
export const DEFAULT_TRANSFER_LIMIT = { min: 1, max: 50_000 } as const;
export const CHANNEL_TRANSFER_LIMITS: Record<number, { min: number; max: number }> = {
  /** Royal Derby takes at least 10 per transfer. */
  10061: { min: 10, max: 50_000 },
  /** Lucky Lotto takes at most 20,000 per transfer. */
  10071: { min: 1, max: 20_000 },
};

/** Rollover detail of the channels whose transfer_in_limit is not 0 (Evo Casino, JDB Slots). */
export const CHANNEL_ROLLOVER: Record<
  number,
  { current: string; required: string; amount: string }
> = {
  10011: { current: '1200.00', required: '3000.00', amount: '500.00' },
  10023: { current: '340.00', required: '1000.00', amount: '200.00' },
};

/** The demo member (demo001). */
const DEMO_ACCOUNT_ID = 10001;

type GameSeed = {
  name: string;
  hot?: boolean;
  /** Banner position (1 first). */
  banner?: number;
  /** A game of another family than its channel's (JDB also offers fishing games). */
  type?: number;
  /** Closed on its own (in a partially closed channel). */
  closed?: boolean;
};

/** The catalogue per channel, well-known titles first. */
const CATALOGUE: Record<string, GameSeed[]> = fixture.catalogue;

/** First game id; games are numbered in catalogue order. */
const FIRST_GAME_ID = 5001;
/** First transfer id of the demo member's history. */
const FIRST_TRANSFER_ID = 88001;

function orderNo(id: number, seconds: number): string {
  const day = new Date(seconds * 1000).toISOString().slice(0, 10).replaceAll('-', '');
  return `TR${day}${String(id).padStart(6, '0')}`;
}

/** Seeds the money area (runs after the core seed, in a fixed order, with the shared faker). */
export async function seedMoney(db: Db, faker: Faker, nowSeconds: number): Promise<void> {
  // Transfer rules per channel.
  for (const channel of CHANNELS) {
    const limit = CHANNEL_TRANSFER_LIMITS[channel.id] ?? DEFAULT_TRANSFER_LIMIT;
    const rollover = CHANNEL_ROLLOVER[channel.id] ?? {
      current: '0.00',
      required: '0.00',
      amount: '0.00',
    };
    await db.channelLimits.create({
      channel_id: channel.id,
      min_amount: limit.min,
      max_amount: limit.max,
      current_rollover: rollover.current,
      required_rollover: rollover.required,
      rollover_amount: rollover.amount,
    });
  }

  // The game catalogue.
  let id = FIRST_GAME_ID;
  let hotSort = 0;
  const byName = new Map<string, number>();
  for (const channel of CHANNELS) {
    const games = CATALOGUE[channel.id] ?? [];
    for (const [index, game] of games.entries()) {
      const gameId = id++;
      if (!byName.has(game.name)) byName.set(game.name, gameId);
      const gameType = (game.type ?? channel.game_type) as 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
      const minBet =
        gameType === 2 || gameType === 4
          ? faker.helpers.arrayElement(['0.20', '0.40', '1.00'])
          : faker.helpers.arrayElement(['5.00', '10.00', '20.00']);
      const isNew = faker.datatype.boolean({ probability: 0.15 });
      await db.games.create({
        id: gameId,
        name: game.name,
        image: `/storage/games/${gameId}.svg?title=${encodeURIComponent(game.name)}`,
        channel_id: channel.id,
        game_type: gameType,
        is_hot: game.hot === true,
        is_new: isNew,
        status: game.closed ? 0 : 1,
        min_bet: minBet,
        sort: index + 1,
        hot_sort: game.hot ? ++hotSort : 0,
        banner_sort: game.banner ?? null,
        banner_image: game.banner ? `/storage/games/banners/${gameId}.svg` : null,
        created_at:
          nowSeconds - faker.number.int({ min: isNew ? 1 : 60, max: isNew ? 20 : 700 }) * 86400,
      });
    }
  }

  // The demo member's favourites, by name.
  for (const name of fixture.demoFavourites) {
    const gameId = byName.get(name);
    if (gameId === undefined) continue;
    await db.gameFavourites.create({
      id: `${DEMO_ACCOUNT_ID}:${gameId}`,
      account_id: DEMO_ACCOUNT_ID,
      game_id: gameId,
      created_at: nowSeconds - faker.number.int({ min: 1, max: 60 }) * 86400,
    });
  }

  await seedTransferHistory(db, faker, nowSeconds);
}

type HistoryEntry = {
  channel_id: number;
  type: 1 | 2;
  mode: 'manual' | 'auto' | 'fast' | 'force' | 'recover';
  amount: Decimal;
  status: 'success' | 'failed';
  remark?: string;
  main_balance: Decimal;
  channel_balance: Decimal;
  created_at: number;
};

/**
 * The demo member's transfers of the last 90 days. Built backwards from today's balances so
 * that the balances after each transfer add up to what the wallets hold now.
 */
async function seedTransferHistory(db: Db, faker: Faker, nowSeconds: number): Promise<void> {
  const account = db.accounts.findFirst((q) => q.where({ id: DEMO_ACCOUNT_ID }));
  if (!account) return;
  let main = new Decimal(account.money);
  const channelBalance = new Map<number, Decimal>();
  for (const wallet of db.wallets.findMany((q) => q.where({ account_id: DEMO_ACCOUNT_ID })))
    channelBalance.set(wallet.channel_id, new Decimal(wallet.balance));
  const usable = CHANNELS.filter((channel) => channel.status !== 0 && !channel.balance_fails).map(
    (channel) => channel.id,
  );

  const count = 36;
  // Times, newest first, spread over the last 90 days (the newest a few hours ago).
  const times = Array.from(
    { length: count },
    () => nowSeconds - faker.number.int({ min: 3 * 3600, max: 90 * 86400 }),
  ).sort((a, b) => b - a);
  const entries: HistoryEntry[] = [];
  const push = (entry: HistoryEntry) => entries.push(entry);
  for (const [index, createdAt] of times.entries()) {
    const earlier = times[index + 1] ?? createdAt - 86400;
    const channelId = faker.helpers.arrayElement(usable);
    const channelNow = channelBalance.get(channelId) ?? new Decimal(0);
    const channelName = CHANNELS.find((channel) => channel.id === channelId)?.name ?? '';
    const roll = faker.number.int({ min: 1, max: 100 });

    if (roll <= 6) {
      // A refused transfer: more than the source held. Nothing moved.
      const type: 1 | 2 = faker.datatype.boolean() ? 1 : 2;
      const amount = (type === 1 ? main : channelNow)
        .floor()
        .plus(faker.number.int({ min: 1, max: 20 }) * 100);
      push({
        channel_id: channelId,
        type,
        mode: 'manual',
        amount,
        status: 'failed',
        remark: type === 1 ? 'Insufficient Amount' : `${channelName} Amount Exceeds`,
        main_balance: main,
        channel_balance: channelNow,
        created_at: createdAt,
      });
      continue;
    }

    if (roll <= 30 && main.gte(1)) {
      // A session: the whole main balance went in (fast, or automatically on launch) and
      // came back out later. The pair leaves both wallets as they were.
      const amount = main.floor();
      push({
        channel_id: channelId,
        type: 2,
        mode: channelNow.lt(1) ? 'recover' : 'manual',
        amount,
        status: 'success',
        main_balance: main,
        channel_balance: channelNow,
        created_at: createdAt,
      });
      const startedAt =
        createdAt -
        Math.max(
          1,
          Math.min(
            faker.number.int({ min: 20, max: 180 }) * 60,
            Math.floor((createdAt - earlier) / 2),
          ),
        );
      push({
        channel_id: channelId,
        type: 1,
        mode: roll <= 18 ? 'fast' : 'auto',
        amount,
        status: 'success',
        main_balance: main.minus(amount),
        channel_balance: channelNow.plus(amount),
        created_at: startedAt,
      });
      continue;
    }

    // One manual transfer. Going backwards: a transfer in left `channelNow` in the channel, so
    // it had at least `amount` of it; a transfer out left `main`, which had `amount` less.
    const type: 1 | 2 = channelNow.gte(1) && faker.datatype.boolean() ? 1 : 2;
    const room = type === 1 ? channelNow.floor() : main.floor();
    if (room.lt(1)) continue;
    const amount = Decimal.min(
      new Decimal(
        faker.helpers.arrayElement([100, 200, 300, 500, 800, 1000, 1500, 2000, 3000, 5000]),
      ),
      room,
    );
    // Taking a channel down to under 1 is what a restore or a forced transfer does.
    const mode: HistoryEntry['mode'] =
      type === 2 && channelNow.lt(1)
        ? faker.helpers.arrayElement(['manual', 'recover', 'recover', 'force'] as const)
        : 'manual';
    push({
      channel_id: channelId,
      type,
      mode,
      amount,
      status: 'success',
      main_balance: main,
      channel_balance: channelNow,
      created_at: createdAt,
    });
    if (type === 1) {
      channelBalance.set(channelId, channelNow.minus(amount));
      main = main.plus(amount);
    } else {
      channelBalance.set(channelId, channelNow.plus(amount));
      main = main.minus(amount);
    }
  }

  // Oldest first, numbered in time order.
  let id = FIRST_TRANSFER_ID;
  for (const entry of entries.reverse()) {
    const transferId = id++;
    await db.walletTransfers.create({
      id: transferId,
      order_no: orderNo(transferId, entry.created_at),
      idempotency_key: faker.string.uuid(),
      account_id: DEMO_ACCOUNT_ID,
      channel_id: entry.channel_id,
      type: entry.type,
      mode: entry.mode,
      amount: entry.amount.toFixed(2),
      status: entry.status,
      main_balance: entry.main_balance.toFixed(2),
      channel_balance: entry.channel_balance.toFixed(2),
      ...(entry.remark ? { remark: entry.remark } : {}),
      created_at: entry.created_at,
      created_ms: entry.created_at * 1000,
    });
  }
}
