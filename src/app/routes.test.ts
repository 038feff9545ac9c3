import type { RouteConfigEntry } from '@react-router/dev/routes';
import { dehydrate } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { installFakeBackend } from '@mocks/test-utils';
import { affiliatePaths } from '@/features/affiliate';
import { authPaths } from '@/features/auth';
import { contentPaths } from '@/features/content';
import { demoGamePaths, gamePaths } from '@/features/games';
import { promotionPaths } from '@/features/promotions';
import { vipPaths } from '@/features/vip';
import { appPaths } from './paths';
import routes from './routes';
import * as gameListRoute from './routes/game-list';
import * as homeRoute from './routes/home';
import * as promotionListRoute from './routes/promotion-list';
import { browserQueryClient } from './ssr/query-clients';

installFakeBackend();

/** Every pattern of the route table, as React Router reads it (routes.ts). */
function patterns(entries: readonly RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => [
    ...(entry.path === undefined ? [] : [`/${entry.path}`]),
    ...patterns(entry.children ?? []),
  ]);
}

describe('the route table is the features’ paths (spec §2; DESIGN.md, "Inside a feature")', () => {
  it('each route’s pattern is its feature’s path builder’s, with the parameters as :name', () => {
    expect(new Set(patterns(routes))).toEqual(
      new Set([
        contentPaths.maintenance(),
        appPaths.redirect(),
        demoGamePaths.play(':id'),
        '/robots.txt',
        '/sitemap.xml',
        appPaths.dashboard(),
        vipPaths.vip(),
        contentPaths.appDownload(),
        affiliatePaths.intro(),
        affiliatePaths.apply(),
        contentPaths.paymentResult(),
        promotionPaths.list(),
        promotionPaths.detail(':id'),
        contentPaths.aboutList(),
        contentPaths.aboutArticle(':id'),
        gamePaths.fishing(),
        gamePaths.asyncList(':gameType'),
        gamePaths.family(':gameType'),
        contentPaths.areaForbidden(),
        contentPaths.unauthorized(),
        appPaths.origin(),
        authPaths.login(),
        authPaths.retrieve(),
        authPaths.signup(':code'),
        authPaths.qrSignup(':code'),
        affiliatePaths.login(),
        `${affiliatePaths.home()}/*`,
        '/member/*',
        '/*',
      ]),
    );
  });
});

/** Queries in a cache whose key starts with url, with their parameters. */
function asked(state: ReturnType<typeof dehydrate>, url: string): unknown[] {
  return state.queries
    .filter((query) => query.queryKey[0] === url)
    .map((query) => query.queryKey[1]);
}

const pages = [
  ['/', homeRoute, '/member/banners', { position: 1 }, {}],
  [
    '/promotion?type=1&page=2',
    promotionListRoute,
    '/member/promotion/list',
    { type: 1, page: 2, page_size: 15 },
    {},
  ],
  [
    '/games/SlotMachine?page=2',
    gameListRoute,
    '/member/game/game-list',
    expect.objectContaining({ page: 2 }),
    { gameType: 'SlotMachine' },
  ],
] as const;

describe('issue 29: a public page’s data comes with its HTML', () => {
  it.each(pages)(
    '%s: the server’s loader hands the page %s',
    async (path, route, url, params, routeParams) => {
      const request = new Request(new URL(path, window.location.origin));
      const data = await route.loader({ request, params: routeParams });
      expect(data.dehydrated && asked(data.dehydrated, url)).toEqual([params]);
    },
  );

  it('a member’s visit (the session marker) gets the members’ banners in the HTML', async () => {
    const request = new Request(new URL('/', window.location.origin), {
      headers: { cookie: 'fortuna-session=member' },
    });
    const data = await homeRoute.loader({ request, params: {} });
    expect(data.dehydrated && asked(data.dehydrated, '/member/banners')).toEqual([{ position: 2 }]);
  });

  it.each(pages)(
    '%s: a navigation in the browser asks for %s as it starts, awaiting nothing',
    async (path, route, url, params, routeParams) => {
      const request = new Request(new URL(path, window.location.origin));
      expect(route.clientLoader({ request, params: routeParams })).toEqual({ dehydrated: null });
      await vi.waitFor(() =>
        expect(asked(dehydrate(browserQueryClient()), url)).toContainEqual(params),
      );
    },
  );
});
