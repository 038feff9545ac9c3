import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useListGameTypes, useListHotGames } from '@/api/generated/endpoints/games/games';
import { usePermissions } from '@/api/site-config';
import type { GameItem, GameTypeItem, PromotionSummary } from '@/api/generated/model';
import { useSignedIn } from '@/features/auth';
import { gamePaths, navigationFamilies } from '@/features/games';
import { promotionPaths } from '@/features/promotions';
import { EmptyState, ErrorState } from '@/shared/ui/states';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
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

/**
 * The promotions block every home variant shows: its heading with 'See all', the first `shown`
 * promotions (undefined placeholders while they load) as the variant lays them out, or the
 * error with a retry, or the empty state.
 */
export function PromotionsSection({
  shown,
  placeholders = shown,
  sx,
  headingSx,
  seeAll,
  children,
}: {
  shown: number;
  placeholders?: number;
  sx?: SxProps<Theme>;
  headingSx?: SxProps<Theme>;
  /** The look of the 'See all' button (each variant styles its own). */
  seeAll?: { size?: 'small' | 'medium'; endIcon?: ReactNode; sx?: SxProps<Theme> };
  children: (promotions: readonly (PromotionSummary | undefined)[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const promotions = useQuery(homePromotionsQuery());
  return (
    <Section
      title={t('home.promotions')}
      sx={sx}
      headingSx={headingSx}
      action={
        <Button component={RouterLink} to={promotionPaths.list()} {...seeAll}>
          {t('home.see_all')}
        </Button>
      }
      failed={promotions}
      empty={promotions.data?.data.list.length === 0 && t('promotions.empty')}
    >
      {children(orPlaceholders(promotions.data?.data.list.slice(0, shown), placeholders))}
    </Section>
  );
}

/** The page's h1: read by screen readers and search engines, not shown. */
export function HomeTitle() {
  const { t } = useTranslation();
  return (
    <Typography component="h1" sx={visuallyHidden}>
      {t('home.title')}
    </Typography>
  );
}

/** What every home variant shows: game families and whether hot games show. */
export function useHomeData() {
  const signedIn = useSignedIn();
  const types = useListGameTypes(undefined, { query: { staleTime: Infinity } });
  const permissions = usePermissions();
  const families = types.data
    ? navigationFamilies(types.data.data.list, permissions.data?.data.game.game_type_sort)
    : undefined;
  return {
    /** Banner display position: 2 for members, 1 for guests. */
    bannerPosition: signedIn ? (2 as const) : (1 as const),
    types,
    families,
    showHot: permissions.data?.data.game.show_hot_game !== 0,
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

/** The game families' way to the games lobby (issue 31), beside their heading. */
export function AllGamesButton({ sx }: { sx?: SxProps<Theme> }) {
  const { t } = useTranslation();
  return (
    <Button component={RouterLink} to={gamePaths.lobby()} size="small" sx={sx}>
      {t('games.lobby.all')}
    </Button>
  );
}
