import Grid from '@mui/material/Grid';
import { useQuery } from '@tanstack/react-query';
import { hotGamesQuery } from '../api/list-query';
import { ErrorState } from '@/shared/ui/states';
import { GameTile, GameTileSkeleton } from './game-tile';

/** The hot games of the home page. */
export function HotGames({ limit = 12 }: { limit?: number }) {
  const hot = useQuery(hotGamesQuery());
  if (hot.isError) return <ErrorState onRetry={() => void hot.refetch()} />;
  const games = hot.data?.data.list.slice(0, limit);
  return (
    <Grid container spacing={1.5}>
      {(games ?? Array.from({ length: 6 }, () => undefined)).map((game, index) => (
        <Grid key={game?.id ?? `placeholder-${index}`} size={{ xs: 6, sm: 4, md: 2 }}>
          {game ? <GameTile game={game} /> : <GameTileSkeleton />}
        </Grid>
      ))}
    </Grid>
  );
}
