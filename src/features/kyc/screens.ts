import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import type { MenuPermission, UserInfo } from '@/api/generated/model';
import { lazyScreen, type ScreenDef } from '@/shared/lib/screens';
import { kycPaths } from './paths';

/**
 * The personal centre's identity check, for router and menu. The server menu has no key of its
 * own for it: it is personal data, so the personal data permission (spec §6) gates it.
 */
export const kycScreens: readonly ScreenDef<UserInfo, MenuPermission>[] = [
  {
    id: 'kyc.status',
    path: kycPaths.kyc(),
    labelKey: 'kyc.menu',
    icon: VerifiedUserOutlined,
    group: 'personal',
    permission: 'personalData',
    lazy: lazyScreen(() => import('./routes/kyc'), 'KycRoute'),
  },
];
