import type { RouteConfigEntry } from '@react-router/dev/routes';
import { dehydrate } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { installFakeBackend } from '@mocks/test-utils';
import { affiliatePaths } from '@/features/affiliate';
import { authPaths } from '@/features/auth';
import { contentPaths } from '@/features/content';
import { demoGamePaths, gamePaths } from '@/features/games';
import { helpPaths } from '@/features/help';
import { promotionPaths } from '@/features/promotions';
import { tournamentPaths } from '@/features/tournaments';
import { predictorPaths } from '@/features/predictor';
import { vipPaths } from '@/features/vip';
import { appPaths } from './paths';
import routes from './routes';
import * as aboutArticleRoute from './routes/about-article';
import * as aboutListRoute from './routes/about-list';
import * as affiliateIntroRoute from './routes/affiliate-intro';
import * as appDownloadRoute from './routes/app-download';
import * as fishingRoute from './routes/fishing';
import * as asyncGameListRoute from './routes/game-list-async';
import * as gameListRoute from './routes/game-list';
import * as homeRoute from './routes/home';
import * as promotionListRoute from './routes/promotion-list';
import * as loginRoute from './routes/login';
import * as notFoundRoute from './routes/not-found';
import * as qrSignupRoute from './routes/qr-signup';
import * as signupRoute from './routes/signup';
import * as vipRoute from './routes/vip';
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
        helpPaths.guide(),
        helpPaths.article(':id'),
        helpPaths.questions(),
        helpPaths.rulesList(),
        helpPaths.rules(':gameType'),
        helpPaths.policyList(),
        helpPaths.policy(':slug'),
        gamePaths.lobby(),
        tournamentPaths.list(),
        tournamentPaths.detail(':id'),
        predictorPaths.home(),
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
  [
    '/games/SlotMachine',
    gameListRoute,
    '/member/game/channels',
    expect.anything(),
    { gameType: 'SlotMachine' },
  ],
  [
    '/games/FishHunting',
    fishingRoute,
    '/member/game/game-list',
    expect.objectContaining({ page_size: 20 }),
    {},
  ],
  [
    '/games/list/SlotMachine',
    asyncGameListRoute,
    '/member/game/game-list',
    expect.objectContaining({ page_size: 20 }),
    { gameType: 'SlotMachine' },
  ],
  [
    '/games/list/SlotMachine',
    asyncGameListRoute,
    '/member/game/channels',
    expect.anything(),
    { gameType: 'SlotMachine' },
  ],
  ['/vip', vipRoute, '/member/vip/levels', undefined, {}],
  ['/guide/about/1', aboutArticleRoute, '/member/about_us/1', undefined, { id: '1' }],
  ['/af_intro', affiliateIntroRoute, '/agent/introduce', undefined, {}],
  ['/dlapp', appDownloadRoute, '/member/app_download', undefined, {}],
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

  it('the about list answers with a redirect to its first article, as a server does', async () => {
    const request = new Request(new URL('/guide/about_us', window.location.origin));
    const answer: unknown = await aboutListRoute
      .loader({ request, params: {} })
      .catch((thrown: unknown) => thrown);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(302);
    expect((answer as Response).headers.get('Location')).toMatch(/^\/guide\/about\/\d+$/);
  });

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

/** What a loader threw (a redirect is thrown as a Response). */
function thrownBy(run: () => unknown): Response {
  try {
    run();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error('the loader did not redirect');
}

describe('issue 29: pages that only forward are redirects from the server', () => {
  it('an invitation link (spec §2 /signup/{code}) answers with the registration, its code filled in', () => {
    const answer = thrownBy(() => signupRoute.loader({ params: { code: '123456' } }));
    expect(answer.headers.get('Location')).toBe(authPaths.registerDialog('123456'));
    const malformed = thrownBy(() => signupRoute.loader({ params: { code: '12<b>' } }));
    expect(malformed.headers.get('Location')).toBe(authPaths.registerDialog());
  });

  it('a QR invitation keeps its code in the QRCODEID cookie for 30 days and opens registration', () => {
    const answer = thrownBy(() => qrSignupRoute.loader({ params: { code: 'ABCDEFGH12' } }));
    expect(answer.headers.get('Location')).toBe(authPaths.registerDialog());
    expect(answer.headers.get('Set-Cookie')).toBe(
      `QRCODEID=ABCDEFGH12; Path=/; SameSite=Lax; Max-Age=${30 * 86_400}`,
    );
    const malformed = thrownBy(() => qrSignupRoute.loader({ params: { code: 'x;y' } }));
    expect(malformed.headers.get('Set-Cookie')).toBeNull();
  });

  it('/login sends a guest to the sign-in dialog, and leaves a kept session to the browser’s guard', () => {
    const url = new URL('/login', window.location.origin);
    const guest = thrownBy(() => loginRoute.loader({ request: new Request(url) }));
    expect(guest.headers.get('Location')).toBe(authPaths.loginDialog());
    const member = new Request(url, { headers: { cookie: 'fortuna-session=member' } });
    expect(loginRoute.loader({ request: member })).toBeNull();
  });

  it('an unknown path is answered with 404', () => {
    expect(notFoundRoute.loader().init?.status).toBe(404);
  });
});
