import { prefetchGameList } from '@/features/games';
import { GameListRoute } from '@/features/games/routes/game-list';
import { pageLoaders, PageDataBoundary } from '../ssr/page-data';

/**
 * The lobby's family (?type=, else the first) and its first page of games, in the page; a
 * member's own lists (favourites, recently played) are the browser's to ask for.
 */
const data = pageLoaders((client, { url, signedIn }) =>
  prefetchGameList(client, '', url.searchParams, 'paged', import.meta.env.SSR ? false : signedIn),
);
export const loader = data.loader;
export const clientLoader = data.clientLoader;

/** Issue 31: the games index (spec §2 names it), every family's games in one lobby. */
export default function GamesLobby() {
  return (
    <PageDataBoundary>
      <GameListRoute lobby />
    </PageDataBoundary>
  );
}
