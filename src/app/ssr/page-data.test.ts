import { describe, expect, it } from 'vitest';
import {
  getListGameTypesQueryKey,
  getListGamesQueryKey,
} from '@/api/generated/endpoints/games/games';
import { pageLoaders } from './page-data';

describe('a public page’s loader (DESIGN.md, server rendering rules)', () => {
  it('hands over the page’s own queries and leaves the root’s to the root (issue 30: the page’s copy would replace them once it hydrated)', async () => {
    const { loader } = pageLoaders(async (client) => {
      // A game list reads the families the root's start-up has fetched too.
      client.setQueryData(getListGameTypesQueryKey(), { data: { list: [] } });
      client.setQueryData(getListGamesQueryKey({ platform: 1, page: 1 }), { data: { list: [] } });
    });
    const data = await loader({
      request: new Request('http://localhost/games/SlotMachine'),
      params: { gameType: 'SlotMachine' },
    });
    expect(data.dehydrated?.queries.map((query) => query.queryKey)).toEqual([
      getListGamesQueryKey({ platform: 1, page: 1 }),
    ]);
  });
});
