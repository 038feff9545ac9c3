import { prefetchGameList } from '@/features/games';
import { GameListRoute } from '@/features/games/routes/game-list';
import { pageLoaders, PageDataBoundary } from '../ssr/page-data';

/** The fishing providers and the first page of their games, in the page. */
const data = pageLoaders((client, { url }) =>
  prefetchGameList(client, 'FishHunting', url.searchParams, 'more'),
);
export const loader = data.loader;
export const clientLoader = data.clientLoader;

/** Spec §2 /games/FishHunting: the fishing games, loaded as the visitor scrolls. */
export default function Fishing() {
  return (
    <PageDataBoundary>
      <GameListRoute family="FishHunting" mode="more" />
    </PageDataBoundary>
  );
}
