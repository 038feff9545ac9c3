import type { QueryClient } from '@tanstack/react-query';
import {
  getGetMyTournamentStandingQueryOptions,
  getGetTournamentLeaderboardQueryOptions,
  getGetTournamentQueryOptions,
  getListTournamentsQueryOptions,
} from '@/api/generated/endpoints/tournaments/tournaments';

/** How often an open leaderboard (and the member's line) is asked again while it runs. */
export const BOARD_REFRESH_MS = 30_000;

const validId = (id: number) => Number.isInteger(id) && id > 0;

/** The tournaments running, upcoming and lately settled. */
export const tournamentsQuery = () =>
  getListTournamentsQueryOptions(undefined, { query: { staleTime: 60_000 } });

/** A tournament; an unknown id is the page's 'not found', not retried. */
export const tournamentQuery = (id: number) =>
  getGetTournamentQueryOptions(id, undefined, {
    query: { enabled: validId(id), retry: false, staleTime: 60_000 },
  });

/**
 * A tournament's leaderboard, asked again every 30 seconds while it runs (and while the page
 * is visible), final once settled.
 */
export const leaderboardQuery = (id: number) =>
  getGetTournamentLeaderboardQueryOptions(id, undefined, {
    query: {
      enabled: validId(id),
      retry: false,
      staleTime: BOARD_REFRESH_MS / 2,
      refetchInterval: (query) =>
        query.state.data?.data.status === 'settled' ? false : BOARD_REFRESH_MS,
    },
  });

/** The signed-in member's line, refreshed with the board. */
export const standingQuery = (id: number, member: boolean) =>
  getGetMyTournamentStandingQueryOptions(id, undefined, {
    query: {
      enabled: member && validId(id),
      retry: false,
      refetchInterval: (query) =>
        query.state.data?.data.points_to_next === undefined ? false : BOARD_REFRESH_MS,
    },
  });

/** The page's data, for the server's HTML and a navigation's start; never rejects. */
export async function prefetchTournaments(
  client: QueryClient,
  page: { kind: 'list' } | { kind: 'detail'; id: number },
): Promise<void> {
  if (page.kind === 'list') return client.prefetchQuery(tournamentsQuery());
  if (!validId(page.id)) return;
  await Promise.all([
    client.prefetchQuery(tournamentQuery(page.id)),
    client.prefetchQuery(leaderboardQuery(page.id)),
  ]);
}
