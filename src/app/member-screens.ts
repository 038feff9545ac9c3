import type { MenuPermission, UserInfo } from '@/api/generated/model';
import { depositScreens } from '@/features/deposit';
import { messageScreens } from '@/features/messages';
import { profileScreens } from '@/features/profile';
import { recordScreens } from '@/features/records';
import { walletScreens } from '@/features/wallet';
import { withdrawScreens } from '@/features/withdraw';
import type { ScreenDef } from '@/shared/lib/screens';

/**
 * Every member screen of this build, by feature, in menu order. The router's member routes and
 * the member menu are made from this list; a new screen is an entry in its feature's screens.ts
 * and one line here.
 */
export const memberScreens: readonly ScreenDef<UserInfo, MenuPermission>[] = [
  ...walletScreens,
  ...depositScreens,
  ...withdrawScreens,
  ...recordScreens,
  ...profileScreens,
  ...messageScreens,
];
