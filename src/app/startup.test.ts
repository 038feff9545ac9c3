import { afterEach, describe, expect, it, vi } from 'vitest';
// Renamed: not a React hook, it installs the fake backend around this file's tests.
// eslint-disable-next-line boundaries/element-types -- the prefetch talks to the fake backend
import { useFakeBackend as installFakeBackend } from '@mocks/test-utils';
import { getGetMemberBannersQueryKey } from '@/api/generated/endpoints/content/content';
import {
  getGetFeaturePermissionInfoQueryKey,
  getGetMaintenanceInfoQueryKey,
} from '@/api/generated/endpoints/system/system';
import { createQueryClient } from '@/api/query-client';
import { prefetchHome, prefetchStartup } from './startup';

installFakeBackend();
afterEach(() => document.head.querySelectorAll('link[rel="preload"]').forEach((l) => l.remove()));

describe('issue 6: render as you fetch — the first page’s data travels while it renders', () => {
  it('the router’s first loaders ask for the header’s data, and for the others later', async () => {
    const client = createQueryClient();
    prefetchStartup(client);
    await vi.waitFor(() =>
      expect(client.getQueryData(getGetFeaturePermissionInfoQueryKey())).toBeDefined(),
    );
    // Left to the components: the browser sends six requests at a time to a host.
    expect(client.getQueryState(getGetMaintenanceInfoQueryKey())).toBeUndefined();
  });

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
});
