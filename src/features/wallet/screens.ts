import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import type { MenuPermission, UserInfo } from '@/api/generated/model';
import { lazyScreen, type ScreenDef } from '@/shared/lib/screens';
import { walletPaths } from './paths';

const relative = (path: string, base: string) => path.slice(base.length + 1);

/** The wallet's member screens (spec §2 gameBalance, memberTransfer), as data for the router and the menu. */
export const walletScreens: readonly ScreenDef<UserInfo, MenuPermission>[] = [
  {
    id: 'wallet.gameBalance',
    path: walletPaths.gameBalance(),
    labelKey: 'member.menu.game_balance',
    icon: AccountBalanceWalletOutlined,
    group: 'management',
    permission: 'game_money_management',
    lazy: lazyScreen(() => import('./routes/game-balance'), 'GameBalanceRoute'),
    children: [
      {
        path: relative(walletPaths.gameBalanceTransfer(), walletPaths.gameBalance()),
        lazy: lazyScreen(() => import('./routes/game-balance'), 'GameBalanceTransferRoute'),
      },
      {
        path: relative(walletPaths.fastTransfer(), walletPaths.gameBalance()),
        lazy: lazyScreen(() => import('./routes/fast-transfer'), 'FastTransferRoute'),
      },
    ],
  },
  {
    id: 'wallet.memberTransfer',
    path: walletPaths.memberTransfer(),
    labelKey: 'member.menu.member_transfer',
    icon: SwapHorizOutlined,
    group: 'management',
    permission: 'member_transfer',
    // Spec §2, §6: the entry is shown only when the user's member_transfer_show equals 1.
    visible: (user) => user.member_transfer_show === 1,
    lazy: lazyScreen(() => import('./routes/member-transfer'), 'MemberTransferRoute'),
    children: [
      { redirectTo: relative(walletPaths.memberTransferForm(), walletPaths.memberTransfer()) },
      {
        path: relative(walletPaths.memberTransferForm(), walletPaths.memberTransfer()),
        lazy: lazyScreen(() => import('./routes/member-transfer-form'), 'MemberTransferFormRoute'),
      },
      {
        path: relative(walletPaths.memberTransferList(), walletPaths.memberTransfer()),
        lazy: lazyScreen(() => import('./routes/member-transfer-list'), 'MemberTransferListRoute'),
      },
    ],
  },
];
