/** The promotion screens' URLs (spec §2 /promotion, /promotion/{id}). */
const PROMOTION = '/promotion';
/** The member's promotion centre (spec §2: apply, check-in mission, code, daily mission, my). */
const CENTRE = '/member/management/promotion';

export const promotionPaths = {
  list: () => PROMOTION,
  detail: (id: number | string) => `${PROMOTION}/${id}`,
  centre: () => CENTRE,
  apply: () => `${CENTRE}/apply`,
  checkin: () => `${CENTRE}/checkin`,
  code: () => `${CENTRE}/code`,
  missions: () => `${CENTRE}/mission`,
  my: () => `${CENTRE}/my`,
} as const;
