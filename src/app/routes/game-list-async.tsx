import { prefetchGameList } from '@/features/games';
import { GameListRoute } from '@/features/games/routes/game-list';
import { pageLoaders, PageDataBoundary } from '../ssr/page-data';

/** The family's providers and the first page of its games, in the page. */
const data = pageLoaders((client, { url, params }) =>
  prefetchGameList(client, params.gameType ?? '', url.searchParams, 'more'),
);
export const loader = data.loader;
export const clientLoader = data.clientLoader;

/** Spec §2 /games/list/{gameType}: a family's list, loaded as the visitor scrolls. */
export default function AsyncGameList() {
  return (
    <PageDataBoundary>
      <GameListRoute mode="more" />
    </PageDataBoundary>
  );
}
