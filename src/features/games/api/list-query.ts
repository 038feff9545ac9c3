import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import {
  getListGameChannelsQueryOptions,
  getListGamesQueryKey,
  getListGamesQueryOptions,
  getListGameTypesQueryOptions,
  getListHotGamesQueryOptions,
  listGames,
} from '@/api/generated/endpoints/games/games';
import type { GameListFilter, GameTypeItem } from '@/api/generated/model';
import { navigationFamilies } from '../model/nav';

/** Spec §9: game lists are paged by 20. */
export const GAME_PAGE_SIZE = 20;

/** The game types, as the navigation and the game list read them. */
export const gameTypesQuery = () =>
  getListGameTypesQueryOptions(undefined, { query: { staleTime: Infinity } });

/** The hot games home shows. */
export const hotGamesQuery = () =>
  getListHotGamesQueryOptions(undefined, { query: { staleTime: 60_000 } });

/** A family by any of the names its path may use. */
export function findFamily(types: readonly GameTypeItem[], name: string): GameTypeItem | undefined {
  return types.find(
    (item) => item.name === name || item.lower_name === name || item.underscore_name === name,
  );
}

/** The game list's filters for a family and the page's search parameters. */
export function gameListFilters(
  typeId: GameTypeItem['id'] | undefined,
  search: URLSearchParams,
  { member = false }: { member?: boolean } = {},
) {
  const keyword = search.get('q') ?? '';
  const filter = lobbyFilter(search, member);
  return {
    type: typeId,
    channel_id: Number(search.get('channel')) || undefined,
    keyword: keyword || undefined,
    ...(filter ? { filter } : {}),
    platform: 1 as const,
    page_size: GAME_PAGE_SIZE as 20,
  };
}

/** The lobby's filters (issue 31); the last two are the member's own lists. */
export const LOBBY_FILTERS = [
  'hot',
  'new',
  'favourite',
  'recent',
] as const satisfies readonly GameListFilter[];

/** Whether a filter lists the member's own games (a guest is asked to sign in for them). */
export const isPersonalFilter = (filter: GameListFilter | undefined) =>
  filter === 'favourite' || filter === 'recent';

/**
 * The lobby filter the URL names (?filter=): the member's own lists only for a signed-in
 * member (a guest's page, and the server, which asks as a guest, list every game).
 */
export function lobbyFilter(search: URLSearchParams, member: boolean): GameListFilter | undefined {
  const value = LOBBY_FILTERS.find((filter) => filter === search.get('filter'));
  return value && (member || !isPersonalFilter(value)) ? value : undefined;
}

/**
 * The family the lobby shows (/games?type=…): the one the URL names, else the navigation's
 * first (issue 31).
 */
export function lobbyFamily(
  types: readonly GameTypeItem[],
  search: URLSearchParams,
): GameTypeItem | undefined {
  const named = search.get('type');
  return (named ? findFamily(types, named) : undefined) ?? navigationFamilies(types)[0];
}

/** A family's providers (channels) with their state, as the game list's filter reads them. */
export const gameChannelsQuery = (typeId: GameTypeItem['id']) =>
  getListGameChannelsQueryOptions({ type: typeId }, { query: { staleTime: 60_000 } });

/** The asynchronous list (/games/list/…, fishing): pages fetched one after another, shown together. */
export const moreGamesQuery = (filters: ReturnType<typeof gameListFilters>) =>
  infiniteQueryOptions({
    queryKey: [...getListGamesQueryKey(filters), 'more'],
    queryFn: ({ pageParam, signal }) =>
      listGames({ ...filters, page: pageParam }, undefined, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.data.meta.page * last.data.meta.page_size < last.data.meta.total
        ? last.data.meta.page + 1
        : undefined,
  });

/** The page of the paged game list the search parameters ask for. */
export function gameListPage(search: URLSearchParams): number {
  return Number(search.get('page')) || 1;
}

/**
 * Render as you fetch (issue 6): the router starts a paged game list's data while the
 * screen's chunk is on its way (the family from the cached game types, then its games), with
 * the keys the screen reads. It never rejects: a game-types fetch that fails or is cancelled
 * (a refetch of it started meanwhile) is the screen's to show, with its own queries.
 */
export async function prefetchGameList(
  client: QueryClient,
  name: string,
  search: URLSearchParams,
  mode: 'paged' | 'more' = 'paged',
  /** A signed-in member's browser (the server asks as a guest: never). */
  member = false,
): Promise<void> {
  const types = await client.ensureQueryData(gameTypesQuery()).catch(() => null);
  if (!types) return;
  // The lobby (no family in the path) shows the family its URL names, else the first.
  const type = name ? findFamily(types.data.list, name) : lobbyFamily(types.data.list, search);
  if (!type) return;
  const filters = gameListFilters(type.id, search, { member });
  await Promise.all([
    client.prefetchQuery(gameChannelsQuery(type.id)),
    mode === 'paged'
      ? client.prefetchQuery(getListGamesQueryOptions({ ...filters, page: gameListPage(search) }))
      : client.prefetchInfiniteQuery(moreGamesQuery(filters)),
  ]);
}
