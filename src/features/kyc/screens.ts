import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import type { MenuPermission, UserInfo } from '@/api/generated/model';
import { lazyScreen, type ScreenDef } from '@/shared/lib/screens';
import { kycPaths } from './paths';

/** The personal centre's identity check, for router and menu (no server permission gates it). */
export const kycScreens: readonly ScreenDef<UserInfo, MenuPermission>[] = [
  {
    id: 'kyc.status',
    path: kycPaths.kyc(),
    labelKey: 'kyc.menu',
    icon: VerifiedUserOutlined,
    group: 'personal',
    lazy: lazyScreen(() => import('./routes/kyc'), 'KycRoute'),
  },
];
