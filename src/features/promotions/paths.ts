/** The promotion screens' URLs (spec §2 /promotion, /promotion/{id}). */
const PROMOTION = '/promotion';

export const promotionPaths = {
  list: () => PROMOTION,
  detail: (id: number | string) => `${PROMOTION}/${id}`,
} as const;
