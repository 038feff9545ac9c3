import { useQuery } from '@tanstack/react-query';
import { hotGamesQuery } from '../api/list-query';
import { ErrorState } from '@/shared/ui/states';
import { TileGrid } from '@/shared/ui/tile-grid';
import { GameTile, GameTileSkeleton } from './game-tile';

/** The hot games of the home page. */
export function HotGames({ limit = 12 }: { limit?: number }) {
  const hot = useQuery(hotGamesQuery());
  if (hot.isError) return <ErrorState onRetry={() => void hot.refetch()} />;
  const games = hot.data?.data.list.slice(0, limit);
  return (
    <TileGrid columns={{ xs: 2, sm: 3, md: 6 }}>
      {(games ?? Array.from({ length: 6 }, () => undefined)).map((game, index) =>
        game ? (
          <GameTile key={game.id} game={game} />
        ) : (
          <GameTileSkeleton key={`placeholder-${index}`} />
        ),
      )}
    </TileGrid>
  );
}
