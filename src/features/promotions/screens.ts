import RedeemOutlined from '@mui/icons-material/RedeemOutlined';
import type { MenuPermission, UserInfo } from '@/api/generated/model';
import { lazyScreen, type ScreenDef } from '@/shared/lib/screens';
import { promotionPaths } from './paths';

const relative = (path: string) => path.slice(promotionPaths.centre().length + 1);

/**
 * The member's promotion centre (spec §2 promotion: apply, check-in mission, code, daily
 * mission, my), in the financial centre, as data for the router and the menu.
 */
export const promotionMemberScreens: readonly ScreenDef<UserInfo, MenuPermission>[] = [
  {
    id: 'promotions.centre',
    path: promotionPaths.centre(),
    labelKey: 'member_promotions.menu',
    icon: RedeemOutlined,
    group: 'management',
    lazy: lazyScreen(() => import('./routes/promotion-centre'), 'PromotionCentreRoute'),
    children: [
      { redirectTo: relative(promotionPaths.apply()) },
      {
        path: relative(promotionPaths.apply()),
        lazy: lazyScreen(() => import('./routes/promotion-apply'), 'PromotionApplyRoute'),
      },
      {
        path: relative(promotionPaths.checkin()),
        lazy: lazyScreen(() => import('./routes/promotion-checkin'), 'PromotionCheckinRoute'),
      },
      {
        path: relative(promotionPaths.code()),
        lazy: lazyScreen(() => import('./routes/promotion-code'), 'PromotionCodeRoute'),
      },
      {
        path: relative(promotionPaths.missions()),
        lazy: lazyScreen(() => import('./routes/promotion-missions'), 'PromotionMissionsRoute'),
      },
      {
        path: relative(promotionPaths.my()),
        lazy: lazyScreen(() => import('./routes/promotion-my'), 'PromotionMyRoute'),
      },
    ],
  },
];
