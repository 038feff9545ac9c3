import { useSyncExternalStore } from 'react';
import { type AccountRole, getRole, getToken, onSessionChange } from '@/api/session';

const subscribe = (listener: () => void) => onSessionChange(listener);
const snapshot = () => getToken()?.token ?? null;

/** Signed in means a token exists (spec §4); re-renders on sign-in, refresh and sign-out. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => null) !== null;
}

const roleSnapshot = () => getRole();

/** The signed-in account's role (kept with the session at sign-in), or null when signed out. */
export function useAccountRole(): AccountRole | null {
  return useSyncExternalStore(subscribe, roleSnapshot, () => null);
}
