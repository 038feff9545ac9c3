/** The safety centre's URLs (spec §2 /member/safety with child pass, the login password). */
const SAFETY = '/member/safety';
const WITHDRAW_PASSWORD = `${SAFETY}/withdrawPass`;

/** The query parameter with the page a reset brings the member back to (a site path). */
export const RESET_BACK = 'back';

export const safetyPaths = {
  password: () => `${SAFETY}/pass`,
  /** The withdrawal password: set it, or change it with the old one. */
  withdrawPassword: () => WITHDRAW_PASSWORD,
  /**
   * Resetting a forgotten withdrawal password with a code (issue 34); `back` is the page that
   * asked for the password, where the member returns once it is reset.
   */
  withdrawPasswordReset: (back?: string) =>
    back
      ? `${WITHDRAW_PASSWORD}/reset?${new URLSearchParams({ [RESET_BACK]: back }).toString()}`
      : `${WITHDRAW_PASSWORD}/reset`,
} as const;
