/** The referral's URLs (spec §2 /member/personal child referral, with tabs detail and reward). */
const REFERRAL = '/member/personal/referral';

export const referralPaths = {
  referral: () => REFERRAL,
  detail: () => `${REFERRAL}/detail`,
  reward: () => `${REFERRAL}/reward`,
} as const;
