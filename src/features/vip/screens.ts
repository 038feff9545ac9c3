import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import type { MenuPermission, UserInfo } from '@/api/generated/model';
import { lazyScreen, type ScreenDef } from '@/shared/lib/screens';
import { vipPaths } from './paths';

/** The personal centre's VIP progress, for router and menu (no server permission gates it). */
export const vipMemberScreens: readonly ScreenDef<UserInfo, MenuPermission>[] = [
  {
    id: 'vip.progress',
    path: vipPaths.member(),
    labelKey: 'vip.progress.menu',
    icon: WorkspacePremiumOutlined,
    group: 'personal',
    lazy: lazyScreen(() => import('./routes/vip-member'), 'VipMemberRoute'),
  },
];
