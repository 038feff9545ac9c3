/** The personal centre's URLs (spec §2 /member/personal children: infoSetting). */
const PERSONAL = '/member/personal';

/**
 * The query parameter with the path to go back to once the personal info is saved: the screen
 * that sent the member here (the withdrawal, spec §2 missing-setup redirects). A generic path
 * rather than a name, so this feature needs none of the features that send members here.
 */
export const RETURN_TO = 'back';

export const profilePaths = {
  /** The personal info; `returnTo` brings the member back there once it is complete. */
  info: (returnTo?: string) =>
    returnTo
      ? `${PERSONAL}/infoSetting?${new URLSearchParams({ [RETURN_TO]: returnTo }).toString()}`
      : `${PERSONAL}/infoSetting`,
} as const;
