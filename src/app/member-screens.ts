import type { MenuPermission, UserInfo } from '@/api/generated/model';
import { depositScreens } from '@/features/deposit';
import { kycScreens } from '@/features/kyc';
import { messageScreens } from '@/features/messages';
import { profileScreens } from '@/features/profile';
import { protectionScreens } from '@/features/protection';
import { promotionMemberScreens } from '@/features/promotions';
import { recordScreens } from '@/features/records';
import { referralScreens } from '@/features/referral';
import { safetyScreens } from '@/features/safety';
import { vipMemberScreens } from '@/features/vip';
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
  ...promotionMemberScreens,
  ...depositScreens,
  // Before the withdrawal's: the login password leads the safety group.
  ...safetyScreens,
  ...protectionScreens,
  ...withdrawScreens,
  ...recordScreens,
  ...profileScreens,
  ...referralScreens,
  ...kycScreens,
  ...vipMemberScreens,
  ...messageScreens,
];
