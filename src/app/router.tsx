import { createBrowserRouter, Navigate } from 'react-router';
import { RetrieveRoute, SignupRoute } from '@/features/auth';
import { GameListRoute } from '@/features/games';
import {
  AboutArticleRoute,
  AboutListRoute,
  AppDownloadRoute,
  AreaForbiddenRoute,
  HomeRoute,
  MaintenanceRoute,
  PaymentResultRoute,
  UnauthorizedRoute,
} from '@/features/content';
import { PromotionDetailRoute, PromotionListRoute } from '@/features/promotions';
import { AffiliateIntroRoute } from '@/features/affiliate';
import { VipRoute } from '@/features/vip';
import { walletScreens } from '@/features/wallet';
import { GuestOnly, MaintenanceGuard, MemberOnly } from './guards';
import { MemberLayout } from './layout/member-layout';
import { SiteLayout } from './layout/site-layout';
import { NotFoundRoute } from './not-found';
import { OriginRoute } from './origin-route';
import { RedirectRoute } from './redirect-route';

/** The site's routes (spec §2). */
export function createRouter() {
  return createBrowserRouter([
    {
      element: <MaintenanceGuard />,
      children: [
        { path: 'under_maintenance', element: <MaintenanceRoute /> },
        { path: 'redirect', element: <RedirectRoute /> },
        {
          element: <SiteLayout />,
          children: [
            { index: true, element: <HomeRoute /> },
            { path: 'dashboard', element: <Navigate to="/" replace /> },
            { path: 'vip', element: <VipRoute /> },
            { path: 'dlapp', element: <AppDownloadRoute /> },
            { path: 'af_intro', element: <AffiliateIntroRoute /> },
            { path: '_show/pay_cb', element: <PaymentResultRoute /> },
            { path: 'promotion', element: <PromotionListRoute /> },
            { path: 'promotion/:id', element: <PromotionDetailRoute /> },
            { path: 'guide/about_us', element: <AboutListRoute /> },
            { path: 'guide/about/:id', element: <AboutArticleRoute /> },
            {
              path: 'games/FishHunting',
              element: <GameListRoute family="FishHunting" mode="more" />,
            },
            { path: 'games/list/:gameType', element: <GameListRoute mode="more" /> },
            { path: 'games/:gameType', element: <GameListRoute /> },
            { path: 'area_forbidden', element: <AreaForbiddenRoute /> },
            { path: '401', element: <UnauthorizedRoute /> },
            { path: 'origin', element: <OriginRoute /> },
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
              element: (
                <GuestOnly>
                  <RetrieveRoute />
                </GuestOnly>
              ),
            },
            { path: 'signup/:code', element: <SignupRoute /> },
            {
              path: 'member',
              element: <MemberOnly />,
              children: [
                {
                  element: <MemberLayout />,
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
