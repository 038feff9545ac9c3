import { describe, expect, it } from 'vitest';
import { installFakeBackend } from '@mocks/test-utils';
import { getGetMemberBannersQueryKey } from '@/api/generated/endpoints/content/content';
import { createQueryClient } from '@/api/query-client';
import { hotGamesQuery } from '@/features/games';
import { homePromotionsQuery, prefetchHome, topWinnersQuery } from './home-queries';

installFakeBackend();

describe('issue 29: home’s data is in the page (the server awaits it; a navigation starts it)', () => {
  it('a guest’s home has the guests’ banners, the promotions, the top winners and the hot games (theme 8 and 9 lead with them), under the keys the home components read', async () => {
    const client = createQueryClient();
    await prefetchHome(client, false);
    expect(client.getQueryData(getGetMemberBannersQueryKey({ position: 1 }))).toBeDefined();
    expect(client.getQueryData(homePromotionsQuery().queryKey)).toBeDefined();
    expect(client.getQueryData(topWinnersQuery().queryKey)).toBeDefined();
    expect(client.getQueryData(hotGamesQuery().queryKey)).toBeDefined();
  });

  it('a member’s home has the members’ banners (display position 2)', async () => {
    const client = createQueryClient();
    await prefetchHome(client, true);
    expect(client.getQueryData(getGetMemberBannersQueryKey({ position: 2 }))).toBeDefined();
    expect(client.getQueryState(getGetMemberBannersQueryKey({ position: 1 }))).toBeUndefined();
  });
});
