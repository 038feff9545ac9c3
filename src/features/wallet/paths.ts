/** The wallet's URLs (spec §2: gameBalance with its transfer sub-view, memberTransfer). */
const GAME_BALANCE = '/member/management/gameBalance';
const MEMBER_TRANSFER = '/member/management/memberTransfer';

export const walletPaths = {
  gameBalance: () => GAME_BALANCE,
  gameBalanceTransfer: () => `${GAME_BALANCE}/transfer`,
  fastTransfer: () => `${GAME_BALANCE}/fastTransfer`,
  memberTransfer: () => MEMBER_TRANSFER,
  memberTransferForm: () => `${MEMBER_TRANSFER}/transfer`,
  memberTransferList: () => `${MEMBER_TRANSFER}/list`,
} as const;
