import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { authPaths, authScreens } from '@/features/auth';
import {
  demoGamePaths,
  demoGameScreen,
  gamePaths,
  gameScreens,
  prefetchGameList,
} from '@/features/games';
import { contentPaths, contentScreens, HomeRoute, prefetchHome } from '@/features/content';
import { prefetchPromotionList, promotionPaths, promotionScreens } from '@/features/promotions';
import { affiliatePaths, affiliateScreens } from '@/features/affiliate';
import { vipPaths, vipScreens } from '@/features/vip';
import { depositPages } from '@/features/deposit';
import { sitePaths } from '@/shared/lib/paths';
import { lazyScreen, type ScreenDef } from '@/shared/lib/screens';
import { AgentOnly, GuestOnly, MaintenanceGuard, MemberOnly } from './guards';
import { memberScreens } from './member-screens';
import { appPaths } from './paths';
import { SiteLayout } from './layout/site-layout';
import { NotFoundRoute } from './not-found';
import { RedirectRoute } from './redirect-route';
import { prefetchStartup } from './startup';

/**
 * Home is in the first download; every other screen is its own chunk, fetched when the route
 * is first matched (issue 6: the bytes a guest needs for home, and each route's own budget).
 */

/** A lazy route's element, a screen of the feature's chunk given its props. */
function screenElement<M>(load: () => Promise<M>, render: (screens: M) => ReactNode) {
  return async () => ({ element: render(await load()) });
}

/**
 * A route's pattern under the root, from its feature's path builder (given the route's
 * parameters as `:name`): `promotionPaths.detail(':id')` gives 'promotion/:id'.
 */
const fromRoot = (path: string) => path.replace(/^\//, '');

/** A screen's route: its path under the root and its lazy component, as `lazyScreen` loads it. */
function route<K extends string, M extends Record<K, ComponentType>>(
  path: string,
  load: () => Promise<M>,
  name: K,
): RouteObject {
  return { path: fromRoot(path), lazy: lazyScreen(load, name) };
}

/** A member screen's route under /member: its path there, its component and its sub-views. */
function memberRoute<User, Permission extends string>(
  screenDef: ScreenDef<User, Permission>,
): RouteObject {
  return {
    path: screenDef.path.replace(/^\/member\//, ''),
    lazy: screenDef.lazy,
    children: screenDef.children?.map((child) =>
      child.redirectTo !== undefined
        ? { index: true, element: <Navigate to={child.redirectTo} replace /> }
        : { path: child.path, lazy: child.lazy },
    ),
  };
}

/** The site's routes (spec §2). */
export function createRouter(queryClient: QueryClient) {
  return createBrowserRouter([
    {
      element: <MaintenanceGuard />,
      // Render as you fetch: start-up data is asked for as the first navigation starts.
      loader: () => {
        prefetchStartup(queryClient);
        return null;
      },
      // The first screen's chunk is on its way: nothing to show yet (the page stays blank
      // for those milliseconds rather than flashing a loader).
      HydrateFallback: () => null,
      children: [
        route(contentPaths.maintenance(), contentScreens.statusPages, 'MaintenanceRoute'),
        { path: fromRoot(appPaths.redirect()), element: <RedirectRoute /> },
        // The demo provider's game page at the fake's launch address: its own full window, no
        // site shell. Mock builds only; a real API launches games at their provider's address
        // (docs/decisions/0026), so a real build has no such route.
        ...(import.meta.env.VITE_API_MODE !== 'real'
          ? [route(demoGamePaths.play(':id'), demoGameScreen, 'DemoGameRoute')]
          : []),
        {
          element: <SiteLayout />,
          children: [
            {
              index: true,
              element: <HomeRoute />,
              loader: () => {
                prefetchHome(queryClient);
                return null;
              },
            },
            {
              path: fromRoot(appPaths.dashboard()),
              element: <Navigate to={sitePaths.home()} replace />,
            },
            route(vipPaths.vip(), vipScreens.vip, 'VipRoute'),
            route(contentPaths.appDownload(), contentScreens.appDownload, 'AppDownloadRoute'),
            route(affiliatePaths.intro(), affiliateScreens.intro, 'AffiliateIntroRoute'),
            route(affiliatePaths.apply(), affiliateScreens.apply, 'AgentApplicationRoute'),
            route(contentPaths.paymentResult(), depositPages.paymentResult, 'PaymentResultRoute'),
            {
              path: fromRoot(promotionPaths.list()),
              // Static loaders run while the lazy screen's chunk loads (render as you fetch).
              loader: ({ request }) => {
                prefetchPromotionList(queryClient, new URL(request.url).searchParams);
                return null;
              },
              lazy: lazyScreen(promotionScreens.promotions, 'PromotionListRoute'),
            },
            route(
              promotionPaths.detail(':id'),
              promotionScreens.promotions,
              'PromotionDetailRoute',
            ),
            route(contentPaths.aboutList(), contentScreens.about, 'AboutListRoute'),
            route(contentPaths.aboutArticle(':id'), contentScreens.about, 'AboutArticleRoute'),
            {
              path: fromRoot(gamePaths.fishing()),
              lazy: screenElement(gameScreens.gameList, ({ GameListRoute }) => (
                <GameListRoute family="FishHunting" mode="more" />
              )),
            },
            {
              path: fromRoot(gamePaths.asyncList(':gameType')),
              lazy: screenElement(gameScreens.gameList, ({ GameListRoute }) => (
                <GameListRoute mode="more" />
              )),
            },
            {
              path: fromRoot(gamePaths.family(':gameType')),
              loader: ({ request, params }) => {
                const search = new URL(request.url).searchParams;
                void prefetchGameList(queryClient, params.gameType ?? '', search);
                return null;
              },
              lazy: lazyScreen(gameScreens.gameList, 'GameListRoute'),
            },
            route(contentPaths.areaForbidden(), contentScreens.statusPages, 'AreaForbiddenRoute'),
            route(contentPaths.unauthorized(), contentScreens.statusPages, 'UnauthorizedRoute'),
            route(appPaths.origin(), () => import('./origin-route'), 'OriginRoute'),
            {
              path: fromRoot(authPaths.login()),
              element: (
                <GuestOnly>
                  <Navigate to={authPaths.loginDialog()} replace />
                </GuestOnly>
              ),
            },
            {
              path: fromRoot(authPaths.retrieve()),
              lazy: screenElement(authScreens.retrieve, ({ RetrieveRoute }) => (
                <GuestOnly>
                  <RetrieveRoute />
                </GuestOnly>
              )),
            },
            route(authPaths.signup(':code'), authScreens.signup, 'SignupRoute'),
            route(authPaths.qrSignup(':code'), authScreens.signup, 'QrSignupRoute'),
            route(affiliatePaths.login(), affiliateScreens.signIn, 'AgentSignInRoute'),
            {
              path: fromRoot(affiliatePaths.home()),
              element: <AgentOnly />,
              // The portal's layout and its screens' routes come with its own part (its screens
              // are data in the affiliate feature, as the member centre's are).
              children: [
                { path: '*', lazy: lazyScreen(affiliateScreens.portal, 'AgentPortalRoutes') },
              ],
            },
            {
              path: 'member',
              element: <MemberOnly />,
              children: [
                {
                  lazy: lazyScreen(() => import('./layout/member-layout'), 'MemberLayout'),
                  children: memberScreens.map(memberRoute),
                },
                // Member screens arrive with their issues; unknown member paths go to /.
                { path: '*', element: <Navigate to={sitePaths.home()} replace /> },
              ],
            },
            { path: '*', element: <NotFoundRoute /> },
          ],
        },
      ],
    },
  ]);
}
