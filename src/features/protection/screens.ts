import VolunteerActivismOutlined from '@mui/icons-material/VolunteerActivismOutlined';
import type { MenuPermission, UserInfo } from '@/api/generated/model';
import { lazyScreen, type ScreenDef } from '@/shared/lib/screens';
import { protectionPaths } from './paths';

/**
 * The responsible-gaming screen (UKGC RTS 12-14, MGA player protection directive): every tool
 * on one screen of the safety group, for router and menu. No permission: every member has it.
 */
export const protectionScreens: readonly ScreenDef<UserInfo, MenuPermission>[] = [
  {
    id: 'protection.responsible_gaming',
    path: protectionPaths.responsibleGaming(),
    labelKey: 'protection.menu.responsible_gaming',
    icon: VolunteerActivismOutlined,
    group: 'safety',
    lazy: lazyScreen(() => import('./routes/responsible-gaming'), 'ResponsibleGamingRoute'),
  },
];
