import * as z from 'zod';
import { defineCollections } from './define.ts';
import { lazySchema } from '../lib/lazy-schema.ts';
import { GameItem, Money, WalletTransfer } from '../lib/schemas.ts';

/**
 * One game of a channel. What the API shows as GameItem, without the fields derived when it
 * is shown (`channel_name` from the channel, `is_favourite` from the member's favourites).
 * `status` is the game's own state (1 open, 0 closed); the shown status is the channel's
 * while the channel is closed or under maintenance.
 */
export const gameSchema = lazySchema(() =>
  GameItem.omit({ channel_name: true, is_favourite: true }).extend({
    /** Display order inside the channel, ascending. */
    sort: z.number().int().min(0),
    /** Order in the hot games list (only meaningful when is_hot). */
    hot_sort: z.number().int().min(0),
    /** Place in the home-page banner; null when the game is not in the banner. */
    banner_sort: z.number().int().min(0).nullable(),
    banner_image: z.string().nullable(),
    created_at: z.number().int(),
  }),
);
export type GameRecord = z.infer<typeof gameSchema>;

/** A member's favourite game (collectGame / desertGame). */
export const gameFavouriteSchema = lazySchema(() =>
  z.object({
    /** `<account_id>:<game_id>` */
    id: z.string(),
    account_id: z.number().int(),
    game_id: z.number().int(),
    created_at: z.number().int(),
  }),
);

/** The last launch of a game by a member (the games lobby's 'recently played'; issue 31). */
export const gamePlaySchema = lazySchema(() =>
  z.object({
    /** `<account_id>:<game_id>` */
    id: z.string(),
    account_id: z.number().int(),
    game_id: z.number().int(),
    /** When the member last launched it (Unix seconds). */
    played_at: z.number().int(),
  }),
);

/**
 * One transfer between an account's main wallet and a channel wallet: the API's
 * WalletTransfer (its `idempotency_key` is the key of the request that made it) without the
 * derived `channel_name`, plus the owner and the time in milliseconds (for the 1-second
 * repeat rule).
 */
export const walletTransferSchema = lazySchema(() =>
  WalletTransfer.omit({ channel_name: true }).extend({
    account_id: z.number().int(),
    created_ms: z.number().int(),
  }),
);
export type WalletTransferRecord = z.infer<typeof walletTransferSchema>;

/**
 * Per-channel transfer rules: the whole-amount range of a transfer, and the rollover detail
 * that the transfer-limit check shows for channels whose transfer_in_limit is not 0.
 */
export const channelLimitSchema = lazySchema(() =>
  z.object({
    channel_id: z.number().int(),
    min_amount: z.number().int().min(1),
    max_amount: z.number().int().min(1),
    current_rollover: Money,
    required_rollover: Money,
    rollover_amount: Money,
  }),
);
export type ChannelLimit = z.infer<typeof channelLimitSchema>;

/** Collections of the money area of the fake backend (see mocks/README.md). */
export function moneyCollections() {
  return defineCollections({
    games: gameSchema,
    gameFavourites: gameFavouriteSchema,
    gamePlays: gamePlaySchema,
    walletTransfers: walletTransferSchema,
    channelLimits: channelLimitSchema,
  });
}
