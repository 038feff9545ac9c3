/** The safety centre's URLs (spec §2 /member/safety with child pass, the login password). */
const SAFETY = '/member/safety';

export const safetyPaths = {
  password: () => `${SAFETY}/pass`,
} as const;
