import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteMessage,
  getGetMessageQueryKey,
  getMessage,
  markMessagesRead,
} from '@/api/generated/endpoints/messages/messages';
import type { MessageBox } from '@/api/generated/model';
import { refreshMessageLists } from './message-lists';
import { refreshUnreadCount, setUnreadCount } from './unread-count';

const quiet = { handlesErrors: true } as const;

/**
 * One message, opened: the server marks it read as it answers, so once it has arrived the
 * lists (its read mark) and the unread counts are asked for again.
 */
export function useOpenedMessage(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: getGetMessageQueryKey(id ?? 0),
    enabled: id !== null,
    queryFn: async ({ signal }) => {
      const answer = await getMessage(id ?? 0, undefined, quiet, signal);
      void refreshUnreadCount(queryClient);
      void refreshMessageLists(queryClient);
      return answer;
    },
  });
}

/** Marks every message of a box read; the answer's unread counts replace the cached ones. */
export function useMarkAllRead(box: MessageBox) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await markMessagesRead({ all: true, box }, undefined, quiet)).data,
    onSuccess: async (result) => {
      setUnreadCount(queryClient, result.unread);
      await refreshMessageLists(queryClient);
    },
  });
}

/** Deletes one message; the lists and the unread counts are asked for again. */
export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteMessage(id, undefined, quiet),
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: getGetMessageQueryKey(id) });
      await Promise.all([refreshUnreadCount(queryClient), refreshMessageLists(queryClient)]);
    },
  });
}
