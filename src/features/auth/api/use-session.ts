import { useSyncExternalStore } from 'react';
import { type AccountRole, getRole, getToken, onSessionChange } from '@/api/session';
import { useGetUserProfile } from '@/api/generated/endpoints/profile/profile';

const subscribe = (listener: () => void) => onSessionChange(listener);
const snapshot = () => getToken()?.token ?? null;

/** Signed in means a token exists (spec §4); re-renders on sign-in, refresh and sign-out. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => null) !== null;
}

/** The signed-in user's info, refreshed at most every 30 seconds (spec §9). */
export function useUserInfo() {
  const signedIn = useSignedIn();
  return useGetUserProfile(undefined, {
    query: { enabled: signedIn, staleTime: 30_000, refetchInterval: 30_000 },
  });
}

const roleSnapshot = () => getRole();

/** The signed-in account's role (kept with the session at sign-in), or null when signed out. */
export function useAccountRole(): AccountRole | null {
  return useSyncExternalStore(subscribe, roleSnapshot, () => null);
}
