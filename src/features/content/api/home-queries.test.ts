import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeBackend } from '@mocks/test-utils';
import { getGetMemberBannersQueryKey } from '@/api/generated/endpoints/content/content';
import { createQueryClient } from '@/api/query-client';
import { homePromotionsQuery, prefetchHome, topWinnersQuery } from './home-queries';

installFakeBackend();
afterEach(() => document.head.querySelectorAll('link[rel="preload"]').forEach((l) => l.remove()));

describe('issue 6: render as you fetch — home’s data travels while it renders', () => {
  it('home’s banners are asked for before it renders and the first banner image is preloaded', async () => {
    const client = createQueryClient();
    prefetchHome(client);
    await vi.waitFor(() =>
      expect(document.head.querySelector('link[rel="preload"][as="image"]')).not.toBeNull(),
    );
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]');
    expect(link?.getAttribute('fetchpriority')).toBe('high');
    const banners = client.getQueryData<{ data: { list: { image_url: string }[] } }>(
      getGetMemberBannersQueryKey({ position: 1 }),
    );
    expect(link?.getAttribute('href')).toContain(banners?.data.list[0]?.image_url);
  });

  it('the promotions and top winners are cached under the keys the home components read', async () => {
    const client = createQueryClient();
    prefetchHome(client);
    await vi.waitFor(() => {
      expect(client.getQueryData(homePromotionsQuery().queryKey)).toBeDefined();
      expect(client.getQueryData(topWinnersQuery().queryKey)).toBeDefined();
    });
  });
});
