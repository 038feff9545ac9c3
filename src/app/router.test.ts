import { describe, expect, it, vi } from 'vitest';
import { installFakeBackend } from '@mocks/test-utils';
import { createQueryClient } from '@/api/query-client';
import { permissionsQuery } from '@/api/site-config';
import { createRouter } from './router';

installFakeBackend();

/** Queries in the cache whose key starts with url, with their parameters. */
function asked(client: ReturnType<typeof createQueryClient>, url: string): unknown[] {
  return client
    .getQueryCache()
    .findAll({ queryKey: [url] })
    .map((query) => query.queryKey[1]);
}

describe('issue 6: render as you fetch — the router’s loaders start a page’s data before anything renders', () => {
  it.each([
    ['/', '/member/banners', { position: 1 }],
    ['/promotion?type=1&page=2', '/member/promotion/list', { type: 1, page: 2, page_size: 15 }],
    ['/games/SlotMachine?page=2', '/member/game/game-list', expect.objectContaining({ page: 2 })],
  ])('%s asks for %s as its navigation starts', async (path, url, params) => {
    window.history.replaceState(null, '', path);
    const client = createQueryClient();
    const router = createRouter(client);
    try {
      // Nothing is rendered: only the loaders have run.
      await vi.waitFor(() => expect(asked(client, url)).toEqual([params]));
      expect(client.getQueryState(permissionsQuery().queryKey)).toBeDefined();
    } finally {
      router.dispose();
      window.history.replaceState(null, '', '/');
    }
  });
});
