import type * as z from 'zod';
import type { channelSchema } from '../db.ts';
import type { GameTypeItem } from '../lib/schemas.ts';
import money from './fixtures/money.json' with { type: 'json' };

type GameType = z.input<typeof GameTypeItem>;
type ChannelSeed = z.input<typeof channelSchema>;

/** The nine game families (spec §1), in navigation order; Pachinko is not in the navigation. */
export const GAME_TYPES: GameType[] = [
  {
    id: 3,
    name: 'Casino',
    lower_name: 'casino',
    underscore_name: 'casino',
    icon: '/storage/game_types/casino.svg',
    sort: 1,
    show: 1,
  },
  {
    id: 7,
    name: 'Lottery',
    lower_name: 'lottery',
    underscore_name: 'lottery',
    icon: '/storage/game_types/lottery.svg',
    sort: 2,
    show: 1,
  },
  {
    id: 1,
    name: 'Sport',
    lower_name: 'sport',
    underscore_name: 'sport',
    icon: '/storage/game_types/sport.svg',
    sort: 3,
    show: 1,
  },
  {
    id: 2,
    name: 'SlotMachine',
    lower_name: 'slotmachine',
    underscore_name: 'slot_machine',
    icon: '/storage/game_types/slotmachine.svg',
    sort: 4,
    show: 1,
  },
  {
    id: 4,
    name: 'FishHunting',
    lower_name: 'fishhunting',
    underscore_name: 'fish_hunting',
    icon: '/storage/game_types/fishhunting.svg',
    sort: 5,
    show: 1,
  },
  {
    id: 6,
    name: 'Horse',
    lower_name: 'horse',
    underscore_name: 'horse',
    icon: '/storage/game_types/horse.svg',
    sort: 6,
    show: 1,
  },
  {
    id: 5,
    name: 'Esport',
    lower_name: 'esport',
    underscore_name: 'esport',
    icon: '/storage/game_types/esport.svg',
    sort: 7,
    show: 1,
  },
  {
    id: 8,
    name: 'Chess',
    lower_name: 'chess',
    underscore_name: 'chess',
    icon: '/storage/game_types/chess.svg',
    sort: 8,
    show: 1,
  },
  {
    id: 9,
    name: 'Pachinko',
    lower_name: 'pachinko',
    underscore_name: 'pachinko',
    icon: '/storage/game_types/pachinko.svg',
    sort: 9,
    show: 0,
  },
];

const channel = (
  id: number,
  name: string,
  gameType: number,
  extra: Partial<ChannelSeed> = {},
): ChannelSeed => ({
  id,
  name,
  logo: `/storage/channels/${id}.svg`,
  status: 1,
  game_type: gameType as ChannelSeed['game_type'],
  sort: id % 100,
  has_list: gameType === 2 || gameType === 4 || gameType === 9,
  transfer_in_limit: 0,
  balance_fails: false,
  currency: 'PHP',
  ...extra,
});

/**
 * Game providers. Seeded on purpose: one in maintenance (SABA Sports), one whose balance
 * fails to load (Jili Fishing), one with a transfer-in limit (Evo Casino), one partially closed.
 */
export const CHANNELS: ChannelSeed[] = [
  channel(10011, 'Evo Casino', 3, { transfer_in_limit: 2 }),
  channel(10012, 'SA Gaming', 3),
  channel(10013, 'Dream Gaming', 3, { status: 3 }),
  channel(10021, 'PG Soft', 2),
  channel(10022, 'Pragmatic Play', 2),
  channel(10023, 'JDB Slots', 2, { transfer_in_limit: 1 }),
  channel(10031, 'SABA Sports', 1, { status: 2 }),
  channel(10032, 'SBO Sports', 1),
  channel(10041, 'Jili Fishing', 4, { balance_fails: true }),
  channel(10051, 'TF Esports', 5),
  channel(10061, 'Royal Derby', 6),
  channel(10071, 'Lucky Lotto', 7),
  channel(10081, 'KY Chess', 8),
  channel(10082, 'Old Table Chess', 8, { status: 0 }),
];

/** A game of a provider's catalogue (fixtures/money.json), as the seed authors it. */
export interface CatalogueEntry {
  name: string;
  hot?: boolean;
  /** Banner position (1 first). */
  banner?: number;
  /** A game of another family than its channel's (JDB also offers fishing games). */
  type?: number;
  /** Closed on its own (in a partially closed channel). */
  closed?: boolean;
}

/** Each provider's games, well-known titles first: the one list of which game is whose. */
export const GAME_CATALOGUE: Record<string, CatalogueEntry[]> = money.catalogue;

/**
 * The names of a provider's games. Every seeded bet names one of its own channel's games, so no
 * record lists a title under a provider that does not make it.
 */
export function gameNamesOf(channelId: number): string[] {
  const names = (GAME_CATALOGUE[channelId] ?? []).map((game) => game.name);
  if (names.length === 0) throw new Error(`seed: no games of channel ${channelId}`);
  return names;
}
