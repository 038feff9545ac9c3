import type { QueryClient } from '@tanstack/react-query';
import {
  getGetUserProfileQueryKey,
  useGetUserProfile,
} from '@/api/generated/endpoints/profile/profile';
import type { UserProfileResponse } from '@/api/generated/model';
import { useAccountRole, useSignedIn } from './use-session';

/** Spec §9: the user info is refreshed at most every 30 seconds. */
const USER_INFO_REFRESH_MS = 30_000;

/**
 * The signed-in member's info, refreshed at most every 30 seconds (spec §9). An agent's session
 * has none: the member call would be refused (403) and end the agent's session.
 */
export function useUserInfo() {
  const signedIn = useSignedIn();
  const role = useAccountRole();
  return useGetUserProfile(undefined, {
    query: {
      enabled: signedIn && role === 'member',
      staleTime: USER_INFO_REFRESH_MS,
      refetchInterval: USER_INFO_REFRESH_MS,
    },
  });
}

/**
 * The one place that writes the main balance into the cached user info: the header shows the
 * user's money, kept equal to the main balance the server last confirmed.
 */
export function setMainBalance(queryClient: QueryClient, balance: string): void {
  queryClient.setQueryData<UserProfileResponse>(getGetUserProfileQueryKey(), (current) =>
    current ? { ...current, data: { ...current.data, money: balance } } : current,
  );
}

/** Asks the server for the user info again (a sign-in, or a change the server made). */
export function refreshUserInfo(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: getGetUserProfileQueryKey() });
}

/** Drops the cached user info (signed out in another tab). */
export function forgetUserInfo(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: getGetUserProfileQueryKey() });
}
