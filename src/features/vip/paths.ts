/** The VIP screen's URL (spec §2 /vip). */
export const vipPaths = {
  vip: () => '/vip',
} as const;
