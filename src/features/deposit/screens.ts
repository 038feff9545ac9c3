import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import type { MenuPermission, UserInfo } from '@/api/generated/model';
import { lazyScreen, type ScreenDef } from '@/shared/lib/screens';
import { depositPaths } from './paths';

const relative = (path: string) => path.slice(depositPaths.deposits().length + 1);

/** The deposit page (spec §2 deposits) with its tabs, as data for the router and the menu. */
export const depositScreens: readonly ScreenDef<UserInfo, MenuPermission>[] = [
  {
    id: 'deposit.deposits',
    path: depositPaths.deposits(),
    labelKey: 'member.menu.deposits',
    icon: AccountBalanceWalletOutlined,
    group: 'management',
    permission: 'deposits',
    lazy: lazyScreen(() => import('./routes/deposits'), 'DepositsRoute'),
    children: [
      { redirectTo: relative(depositPaths.deposit()) },
      {
        path: relative(depositPaths.deposit()),
        lazy: lazyScreen(() => import('./routes/deposit-new'), 'DepositNewRoute'),
      },
      {
        path: relative(depositPaths.record()),
        lazy: lazyScreen(() => import('./routes/deposit-record'), 'DepositRecordRoute'),
      },
    ],
  },
];
