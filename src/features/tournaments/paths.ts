/**
 * The slot tournaments' URLs (issue 31; spec §2 names the slot leaderboard without its path):
 * /tournaments lists them, /tournaments/{id} is a tournament with its leaderboard.
 */
import { sitePaths } from '@/shared/lib/paths';

const TOURNAMENTS = sitePaths.tournaments();

export const tournamentPaths = {
  list: () => TOURNAMENTS,
  detail: (id: number | string) => `${TOURNAMENTS}/${id}`,
} as const;
