import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import type { MenuPermission, UserInfo } from '@/api/generated/model';
import { lazyScreen, type ScreenDef } from '@/shared/lib/screens';
import { referralPaths } from './paths';

const relative = (path: string) => path.slice(referralPaths.referral().length + 1);

/** The referral (spec §2 personal centre referral: detail and reward), for router and menu. */
export const referralScreens: readonly ScreenDef<UserInfo, MenuPermission>[] = [
  {
    id: 'referral.referral',
    path: referralPaths.referral(),
    labelKey: 'referral.menu.referral',
    icon: GroupAddOutlined,
    group: 'personal',
    // Spec §6: the server menu spells it so.
    permission: 'refersral',
    lazy: lazyScreen(() => import('./routes/referral'), 'ReferralRoute'),
    children: [
      { redirectTo: relative(referralPaths.detail()) },
      {
        path: relative(referralPaths.detail()),
        lazy: lazyScreen(() => import('./routes/referral-detail'), 'ReferralDetailRoute'),
      },
      {
        path: relative(referralPaths.reward()),
        lazy: lazyScreen(() => import('./routes/referral-reward'), 'ReferralRewardRoute'),
      },
    ],
  },
];
