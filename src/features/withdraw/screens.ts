import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import PasswordOutlined from '@mui/icons-material/PasswordOutlined';
import type { MenuPermission, UserInfo } from '@/api/generated/model';
import { lazyScreen, type ScreenDef } from '@/shared/lib/screens';
import { withdrawPaths } from './paths';

const relative = (path: string) => path.slice(withdrawPaths.withdraw().length + 1);

/**
 * The withdrawal's member screens (spec §2 withdraw with its tabs; the withdrawal password
 * setup it redirects to), as data for the router and the menu.
 */
export const withdrawScreens: readonly ScreenDef<UserInfo, MenuPermission>[] = [
  {
    id: 'withdraw.withdraw',
    path: withdrawPaths.withdraw(),
    labelKey: 'member.menu.withdraw',
    icon: AccountBalanceOutlined,
    group: 'management',
    permission: 'withdrawals',
    lazy: lazyScreen(() => import('./routes/withdraw'), 'WithdrawRoute'),
    children: [
      { redirectTo: relative(withdrawPaths.submit()) },
      {
        path: relative(withdrawPaths.submit()),
        lazy: lazyScreen(() => import('./routes/withdraw-submit'), 'WithdrawSubmitRoute'),
      },
      {
        path: relative(withdrawPaths.record()),
        lazy: lazyScreen(() => import('./routes/withdraw-record'), 'WithdrawRecordRoute'),
      },
      {
        path: relative(withdrawPaths.bankCards()),
        lazy: lazyScreen(() => import('./routes/bank-cards'), 'BankCardsRoute'),
      },
    ],
  },
  {
    id: 'withdraw.password',
    path: withdrawPaths.password(),
    labelKey: 'member.menu.withdraw_password',
    icon: PasswordOutlined,
    group: 'safety',
    permission: 'account_settings',
    lazy: lazyScreen(() => import('./routes/withdraw-password'), 'WithdrawPasswordRoute'),
  },
];
