import type { GameItem, GameTypeItem } from '@/api/generated/model';

/** How long the game search waits after the last key before it filters (ms). */
export const SEARCH_DEBOUNCE_MS = 300;

/** A family where a search found games, and how many. */
export interface FamilyMatches {
  family: GameTypeItem;
  count: number;
}

/**
 * The families other than the one shown where a site-wide name search found games, in the
 * families' order, each with its number of matches: what a search that finds nothing in this
 * family points to. Games of a family the site does not list are left out.
 */
export function otherFamilyMatches(
  games: readonly GameItem[],
  families: readonly GameTypeItem[],
  shownId: GameTypeItem['id'] | undefined,
): FamilyMatches[] {
  const counts = new Map<number, number>();
  for (const game of games) counts.set(game.game_type, (counts.get(game.game_type) ?? 0) + 1);
  return families
    .filter((family) => family.id !== shownId && counts.has(family.id))
    .map((family) => ({ family, count: counts.get(family.id) ?? 0 }));
}
