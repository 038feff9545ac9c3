/** The member-transfer page's paths (spec §2 memberTransfer). */
export const BASE_PATH = '/member/management/memberTransfer';
export const TRANSFER_PATH = `${BASE_PATH}/transfer`;
export const LIST_PATH = `${BASE_PATH}/list`;
/** Where a member without credit transfers (member_transfer_show ≠ 1) is sent (spec §6). */
export const FALLBACK_PATH = '/member/management/gameBalance';
