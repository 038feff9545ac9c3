import { type QueryClient, useQuery } from '@tanstack/react-query';
import {
  getGetMessageUnreadCountQueryKey,
  getGetMessageUnreadCountQueryOptions,
} from '@/api/generated/endpoints/messages/messages';
import type { MessageUnreadCount } from '@/api/generated/model';
import { useAccountRole, useSignedIn } from '@/features/auth';

/** How often the header and the menu ask again for new messages while the site is open. */
export const UNREAD_REFRESH_MS = 60_000;

/**
 * The member's unread counts (per box and in total) for the header, the menu entry and the
 * tabs: one query all of them share, asked again every UNREAD_REFRESH_MS; none for a guest. A
 * failure shows no badge rather than an error toast.
 */
export function useUnreadCount(): MessageUnreadCount | undefined {
  const signedIn = useSignedIn();
  // An agent has no member inbox (the member call would be refused).
  const member = useAccountRole() === 'member';
  return useQuery(
    getGetMessageUnreadCountQueryOptions(undefined, {
      query: { enabled: signedIn && member, staleTime: 30_000, refetchInterval: UNREAD_REFRESH_MS },
      request: { handlesErrors: true },
    }),
  ).data?.data;
}

/** Sets the unread counts from an answer that carries them (marking read returns the new ones). */
export function setUnreadCount(queryClient: QueryClient, counts: MessageUnreadCount): void {
  queryClient.setQueryData(
    getGetMessageUnreadCountQueryKey(),
    (previous: { status: number; message: string; data: MessageUnreadCount } | undefined) =>
      previous ? { ...previous, data: counts } : { status: 200, message: 'OK', data: counts },
  );
}

/** Asks the server again for the unread counts (after a message is opened or deleted). */
export const refreshUnreadCount = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: getGetMessageUnreadCountQueryKey() });
