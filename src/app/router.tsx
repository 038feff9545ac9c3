import { createBrowserRouter, Navigate } from 'react-router';
import { authScreens } from '@/features/auth';
import { gameScreens } from '@/features/games';
import { contentScreens, HomeRoute } from '@/features/content';
import { promotionScreens } from '@/features/promotions';
import { affiliateScreens } from '@/features/affiliate';
import { vipScreens } from '@/features/vip';
import { walletScreens } from '@/features/wallet';
import { GuestOnly, MaintenanceGuard, MemberOnly } from './guards';
import { SiteLayout } from './layout/site-layout';
import { NotFoundRoute } from './not-found';
import { RedirectRoute } from './redirect-route';

/**
 * Home is in the first download; every other screen is its own chunk, fetched when the route
 * is first matched (issue 6: the bytes a guest needs for home, and each route's own budget).
 */
/** The site's routes (spec §2). */
export function createRouter() {
  return createBrowserRouter([
    {
      element: <MaintenanceGuard />,
      // The first screen's chunk is on its way: nothing to show yet (the page stays blank
      // for those milliseconds rather than flashing a loader).
      HydrateFallback: () => null,
      children: [
        {
          path: 'under_maintenance',
          lazy: async () => ({ Component: (await contentScreens.statusPages()).MaintenanceRoute }),
        },
        { path: 'redirect', element: <RedirectRoute /> },
        {
          element: <SiteLayout />,
          children: [
            { index: true, element: <HomeRoute /> },
            { path: 'dashboard', element: <Navigate to="/" replace /> },
            { path: 'vip', lazy: async () => ({ Component: (await vipScreens.vip()).VipRoute }) },
            {
              path: 'dlapp',
              lazy: async () => ({
                Component: (await contentScreens.appDownload()).AppDownloadRoute,
              }),
            },
            {
              path: 'af_intro',
              lazy: async () => ({
                Component: (await affiliateScreens.intro()).AffiliateIntroRoute,
              }),
            },
            {
              path: '_show/pay_cb',
              lazy: async () => ({
                Component: (await contentScreens.paymentResult()).PaymentResultRoute,
              }),
            },
            {
              path: 'promotion',
              lazy: async () => ({
                Component: (await promotionScreens.promotions()).PromotionListRoute,
              }),
            },
            {
              path: 'promotion/:id',
              lazy: async () => ({
                Component: (await promotionScreens.promotions()).PromotionDetailRoute,
              }),
            },
            {
              path: 'guide/about_us',
              lazy: async () => ({ Component: (await contentScreens.about()).AboutListRoute }),
            },
            {
              path: 'guide/about/:id',
              lazy: async () => ({ Component: (await contentScreens.about()).AboutArticleRoute }),
            },
            {
              path: 'games/FishHunting',
              lazy: async () => {
                const { GameListRoute } = await gameScreens.gameList();
                return { element: <GameListRoute family="FishHunting" mode="more" /> };
              },
            },
            {
              path: 'games/list/:gameType',
              lazy: async () => {
                const { GameListRoute } = await gameScreens.gameList();
                return { element: <GameListRoute mode="more" /> };
              },
            },
            {
              path: 'games/:gameType',
              lazy: async () => ({ Component: (await gameScreens.gameList()).GameListRoute }),
            },
            {
              path: 'area_forbidden',
              lazy: async () => ({
                Component: (await contentScreens.statusPages()).AreaForbiddenRoute,
              }),
            },
            {
              path: '401',
              lazy: async () => ({
                Component: (await contentScreens.statusPages()).UnauthorizedRoute,
              }),
            },
            {
              path: 'origin',
              lazy: async () => ({ Component: (await import('./origin-route')).OriginRoute }),
            },
            {
              path: 'login',
              element: (
                <GuestOnly>
                  <Navigate to="/?dialog=login" replace />
                </GuestOnly>
              ),
            },
            {
              path: 'retrieve',
              lazy: async () => {
                const { RetrieveRoute } = await authScreens.retrieve();
                return {
                  element: (
                    <GuestOnly>
                      <RetrieveRoute />
                    </GuestOnly>
                  ),
                };
              },
            },
            {
              path: 'signup/:code',
              lazy: async () => ({ Component: (await authScreens.signup()).SignupRoute }),
            },
            {
              path: 'member',
              element: <MemberOnly />,
              children: [
                {
                  lazy: async () => ({
                    Component: (await import('./layout/member-layout')).MemberLayout,
                  }),
                  children: [
                    {
                      path: 'management/gameBalance',
                      lazy: async () => ({
                        Component: (await walletScreens.gameBalance()).GameBalanceRoute,
                      }),
                      children: [
                        {
                          path: 'transfer',
                          lazy: async () => ({
                            Component: (await walletScreens.gameBalance()).GameBalanceTransferRoute,
                          }),
                        },
                        {
                          path: 'fastTransfer',
                          lazy: async () => ({
                            Component: (await walletScreens.fastTransfer()).FastTransferRoute,
                          }),
                        },
                      ],
                    },
                    {
                      path: 'management/memberTransfer',
                      lazy: async () => ({
                        Component: (await walletScreens.memberTransfer()).MemberTransferRoute,
                      }),
                      children: [
                        { index: true, element: <Navigate to="transfer" replace /> },
                        {
                          path: 'transfer',
                          lazy: async () => ({
                            Component: (await walletScreens.memberTransfer())
                              .MemberTransferFormRoute,
                          }),
                        },
                        {
                          path: 'list',
                          lazy: async () => ({
                            Component: (await walletScreens.memberTransfer())
                              .MemberTransferListRoute,
                          }),
                        },
                      ],
                    },
                  ],
                },
                // Member screens arrive with their issues; unknown member paths go to /.
                { path: '*', element: <Navigate to="/" replace /> },
              ],
            },
            { path: '*', element: <NotFoundRoute /> },
          ],
        },
      ],
    },
  ]);
}
