import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useListGameTypes, useListHotGames } from '@/api/generated/endpoints/games/games';
import { usePermissions } from '@/api/site-config';
import type { GameItem, GameTypeItem } from '@/api/generated/model';
import { useSignedIn } from '@/features/auth';
import { gamePaths, navigationFamilies } from '@/features/games';
import { EmptyState, ErrorState } from '@/shared/ui/states';
import { homePromotionsQuery } from '../api/home-queries';

/** A query a section shows: when it failed, the section offers to try again instead. */
interface SectionQuery {
  isError: boolean;
  refetch: () => unknown;
}

/**
 * A titled block of the home page (an h2 under the page's h1): its content, or the error of the
 * query it shows with a retry, or the `empty` title when that query found nothing.
 */
export function Section({
  title,
  action,
  children,
  sx,
  headingSx,
  failed,
  empty,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  sx?: SxProps<Theme>;
  /** The look of the heading (each home variant styles its own). */
  headingSx?: SxProps<Theme>;
  failed?: SectionQuery;
  empty?: string | false;
}) {
  return (
    <Box component="section" sx={sx ?? { mt: 4 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'baseline', justifyContent: 'space-between', gap: 1, mb: 1.5 }}
      >
        <Typography component="h2" variant="h5" sx={headingSx ?? { fontWeight: 700, minWidth: 0 }}>
          {title}
        </Typography>
        {action}
      </Stack>
      {failed?.isError ? (
        <ErrorState onRetry={() => void failed.refetch()} />
      ) : empty ? (
        <EmptyState title={empty} />
      ) : (
        children
      )}
    </Box>
  );
}

/**
 * The first twelve hot games (undefined while they load) as a variant lays them out, or the
 * error with a retry, or the empty state.
 */
export function LoadedHotGames({
  children,
}: {
  children: (games: GameItem[] | undefined) => ReactNode;
}) {
  const { t } = useTranslation();
  const hot = useListHotGames(undefined, { query: { staleTime: 60_000 } });
  if (hot.isError) return <ErrorState onRetry={() => void hot.refetch()} />;
  const games = hot.data?.data.list.slice(0, 12);
  if (games?.length === 0) return <EmptyState title={t('games.empty')} />;
  return children(games);
}

/** The page's h1: read by screen readers and search engines, not shown. */
export function HomeTitle() {
  const { t } = useTranslation();
  return (
    <Typography
      component="h1"
      sx={{
        position: 'absolute',
        width: 1,
        height: 1,
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
      }}
    >
      {t('home.title')}
    </Typography>
  );
}

/** What every home variant shows: game families, whether hot games show, promotions. */
export function useHomeData() {
  const signedIn = useSignedIn();
  const types = useListGameTypes(undefined, { query: { staleTime: Infinity } });
  const permissions = usePermissions();
  const promotions = useQuery(homePromotionsQuery());
  const families = types.data
    ? navigationFamilies(types.data.data.list, permissions.data?.data.game.game_type_sort)
    : undefined;
  return {
    /** Banner display position: 2 for members, 1 for guests. */
    bannerPosition: signedIn ? (2 as const) : (1 as const),
    types,
    families,
    showHot: permissions.data?.data.game.show_hot_game !== 0,
    promotions,
  };
}

/** A list of `count` placeholders, or the items once they are loaded. */
export function orPlaceholders<T>(items: readonly T[] | undefined, count: number) {
  return items ?? Array.from({ length: count }, () => undefined);
}

/**
 * The game list of a game's family, filtered to its provider and name, where the game is
 * played; undefined while the families are unknown.
 */
export function gameLobbyPath(
  game: GameItem,
  types: readonly GameTypeItem[] | undefined,
): string | undefined {
  const family = types?.find((type) => type.id === game.game_type);
  if (!family) return undefined;
  const query = new URLSearchParams({ channel: String(game.channel_id), q: game.name });
  return `${gamePaths.family(family.name)}?${query.toString()}`;
}
