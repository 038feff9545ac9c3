import { getGetGameQueryOptions } from '@/api/generated/endpoints/games/games';

/**
 * One game by its id (public: a guest sees what they are asked to sign in for): the game page,
 * and the sign-in that a guest's tap on a game opens.
 */
export const gameQuery = (id: number) =>
  getGetGameQueryOptions(id, undefined, {
    query: { staleTime: 60_000, retry: false },
    // Its readers say why (not found, or an error with a retry): no toast.
    request: { handlesErrors: true },
  });
