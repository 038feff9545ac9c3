import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import type { MenuPermission, UserInfo } from '@/api/generated/model';
import { lazyScreen, type ScreenDef } from '@/shared/lib/screens';
import { profilePaths } from './paths';

/** The personal centre's screens of this feature (spec §2 infoSetting), for router and menu. */
export const profileScreens: readonly ScreenDef<UserInfo, MenuPermission>[] = [
  {
    id: 'profile.info',
    path: profilePaths.info(),
    labelKey: 'member.menu.personal_info',
    icon: BadgeOutlined,
    group: 'personal',
    permission: 'personalData',
    lazy: lazyScreen(() => import('./routes/personal-info'), 'PersonalInfoRoute'),
  },
];
