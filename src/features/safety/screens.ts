import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import PasswordOutlined from '@mui/icons-material/PasswordOutlined';
import type { MenuPermission, UserInfo } from '@/api/generated/model';
import { lazyScreen, type ScreenDef } from '@/shared/lib/screens';
import { safetyPaths } from './paths';

/** The safety group's screens of this feature (spec §2 /member/safety pass), for router and menu. */
export const safetyScreens: readonly ScreenDef<UserInfo, MenuPermission>[] = [
  {
    id: 'safety.password',
    path: safetyPaths.password(),
    labelKey: 'safety.menu.password',
    icon: LockResetOutlined,
    group: 'safety',
    permission: 'account_settings',
    lazy: lazyScreen(() => import('./routes/password'), 'PasswordRoute'),
  },
  {
    // Reached from 'Forgot withdrawal password?' wherever the password is asked; not in the menu.
    id: 'safety.withdrawPasswordReset',
    path: safetyPaths.withdrawPasswordReset(),
    labelKey: 'safety.withdraw_reset.title',
    icon: PasswordOutlined,
    permission: 'account_settings',
    lazy: lazyScreen(
      () => import('./routes/withdraw-password-reset'),
      'WithdrawPasswordResetRoute',
    ),
  },
];
