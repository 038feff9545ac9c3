import { isCancelledError, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { gameTypesQuery, prefetchGameList } from './list-query';

describe("the router's prefetch of a game list (issue 6)", () => {
  it('never fails the page: a game-types fetch cancelled while the prefetch waits for it leaves it to the screen', async () => {
    const client = new QueryClient();
    const { queryKey } = gameTypesQuery();
    // The start-up's game-types fetch, still on its way.
    const inFlight = client
      .fetchQuery({ queryKey, queryFn: () => new Promise<never>(() => undefined) })
      .catch((error: unknown) => error);
    const prefetch = prefetchGameList(client, 'Casino', new URLSearchParams());
    await client.cancelQueries({ queryKey });
    expect(isCancelledError(await inFlight)).toBe(true);
    await expect(prefetch).resolves.toBeUndefined();
    // Nothing asked for the games of a family it could not find.
    expect(client.getQueryCache().findAll({ queryKey: ['/api/games'] })).toHaveLength(0);
  });
});
