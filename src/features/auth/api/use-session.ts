import { useSyncExternalStore } from 'react';
import { type AccountRole, getRole, getToken, onSessionChange } from '@/api/session';
import { renderedSessionMarker } from '@/shared/lib/session-marker';

const subscribe = (listener: () => void) => onSessionChange(listener);
const signedIn = () => getToken() !== null;
const renderedSignedIn = () => renderedSessionMarker() !== null;

/**
 * Signed in means a token exists (spec §4); re-renders on sign-in and sign-out. While the page
 * hydrates it answers what the server rendered (the session marker cookie).
 *
 * Both answers are the same kind (whether, not which token): a store whose answer in the browser
 * differs from the server's, a token against the marker, has React render every part that reads
 * it again synchronously, in hydration's own task (issue 30: the header, the layout and the
 * member area, on every page a member reloads).
 */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribe, signedIn, renderedSignedIn);
}

const roleSnapshot = () => getRole();

/** The signed-in account's role (kept with the session at sign-in), or null when signed out. */
export function useAccountRole(): AccountRole | null {
  return useSyncExternalStore(subscribe, roleSnapshot, renderedSessionMarker);
}
