/** The VIP screens' URLs: the public page (spec §2 /vip) and the member centre's progress. */
export const vipPaths = {
  vip: () => '/vip',
  /** The member's level and progress in the personal centre (the spec names no path for it). */
  member: () => '/member/personal/vip',
} as const;
