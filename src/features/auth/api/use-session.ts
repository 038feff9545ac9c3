import { useSyncExternalStore } from 'react';
import { type AccountRole, getRole, getToken, onSessionChange } from '@/api/session';
import { renderedSessionMarker } from '@/shared/lib/session-marker';

const subscribe = (listener: () => void) => onSessionChange(listener);
const snapshot = () => getToken()?.token ?? null;

/**
 * Signed in means a token exists (spec §4); re-renders on sign-in, refresh and sign-out. While
 * the page hydrates it answers what the server rendered (the session marker cookie).
 */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribe, snapshot, renderedSessionMarker) !== null;
}

const roleSnapshot = () => getRole();

/** The signed-in account's role (kept with the session at sign-in), or null when signed out. */
export function useAccountRole(): AccountRole | null {
  return useSyncExternalStore(subscribe, roleSnapshot, renderedSessionMarker);
}
