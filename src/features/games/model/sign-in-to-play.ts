/**
 * The URL parameter that keeps the game a guest tapped while they sign in: the sign-in says
 * which game it is for, and the game opens once they are in.
 */
export const PLAY_AFTER_SIGN_IN = 'play';

/** What to do with the game kept for after the sign-in. */
export type PendingPlay = 'wait' | 'launch' | 'forget';

/**
 * The game kept for after the sign-in: opened once the visitor is signed in and the sign-in
 * panel has closed; forgotten when they close the panel still a guest (a later sign-in from the
 * header opens no game they did not ask for); kept while a panel (sign-in or registration) is
 * open.
 */
export function pendingPlay(state: { signedIn: boolean; panelOpen: boolean }): PendingPlay {
  if (state.panelOpen) return 'wait';
  return state.signedIn ? 'launch' : 'forget';
}

/** The game id the URL keeps for after the sign-in, or null. */
export function playAfterSignIn(search: URLSearchParams): number | null {
  const id = Number(search.get(PLAY_AFTER_SIGN_IN));
  return Number.isInteger(id) && id > 0 ? id : null;
}
