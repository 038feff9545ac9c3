import type { GameTypeItem } from '@/api/generated/model';

/** The navigation categories of spec §1, in their default order. */
export const NAV_CATEGORIES = [
  'Casino',
  'Lottery',
  'Sport',
  'SlotMachine',
  'FishHunting',
  'Horse',
  'Esport',
  'Chess',
] as const;

/**
 * The navigation's game families: the spec's eight categories that the server shows, in the
 * server's order (permission game.game_type_sort) when it gives one.
 */
export function navigationFamilies(
  types: readonly GameTypeItem[],
  sort?: readonly number[],
): GameTypeItem[] {
  const allowed = new Set<string>(NAV_CATEGORIES);
  const shown = types.filter((type) => type.show === 1 && allowed.has(type.name));
  const rank = (type: GameTypeItem) => {
    const index = sort?.indexOf(type.id) ?? -1;
    return index >= 0 ? index : 100 + type.sort;
  };
  return [...shown].sort((a, b) => rank(a) - rank(b));
}
