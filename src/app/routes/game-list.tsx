import { prefetchGameList } from '@/features/games';
import { GameListRoute } from '@/features/games/routes/game-list';
import { pageLoaders, PageDataBoundary } from '../ssr/page-data';

/** The family's first page of games (or the page the URL names), in the page. */
const data = pageLoaders((client, { url, params }) =>
  prefetchGameList(client, params.gameType ?? '', url.searchParams),
);
export const loader = data.loader;
export const clientLoader = data.clientLoader;

/** Spec §2 /games/{gameType}: a family's paged game list. */
export default function GameList() {
  return (
    <PageDataBoundary>
      <GameListRoute />
    </PageDataBoundary>
  );
}
