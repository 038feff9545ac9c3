// The shield of identity verification, already in home's bundle (issue 6: home has no room for
// another icon's drawing).
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import type { MenuPermission, UserInfo } from '@/api/generated/model';
import { lazyScreen, type ScreenDef } from '@/shared/lib/screens';
import { protectionPaths } from './paths';

/** The screen's part; the deposit screen's offer before the first deposit comes with it. */
export const loadResponsibleGaming = () => import('./routes/responsible-gaming');

/**
 * The responsible-gaming screen (UKGC RTS 12-14, MGA player protection directive): every tool
 * on one screen of the safety group, for router and menu. No permission: every member has it.
 */
export const protectionScreens: readonly ScreenDef<UserInfo, MenuPermission>[] = [
  {
    id: 'protection.responsible_gaming',
    path: protectionPaths.responsibleGaming(),
    labelKey: 'protection.menu.responsible_gaming',
    icon: VerifiedUserOutlined,
    group: 'safety',
    lazy: lazyScreen(loadResponsibleGaming, 'ResponsibleGamingRoute'),
  },
];
