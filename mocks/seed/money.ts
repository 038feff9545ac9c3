import type { Faker } from '@faker-js/faker';
import type { Db } from '../db.ts';
import fixture from './fixtures/money.json' with { type: 'json' };
import { CHANNELS, GAME_CATALOGUE } from './games.ts';

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

/** First game id; games are numbered in catalogue order. */
const FIRST_GAME_ID = 5001;
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
    const games = GAME_CATALOGUE[channel.id] ?? [];
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
}
