import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import {
  getListInboxMessagesQueryKey,
  getListInboxMessagesQueryOptions,
  getListLetterMessagesQueryKey,
  getListLetterMessagesQueryOptions,
  getListMessageNoticesQueryOptions,
} from '@/api/generated/endpoints/messages/messages';
import {
  type ListInboxMessagesParams,
  type ListMessageNoticesParams,
  MessageBox,
} from '@/api/generated/model';

const quiet = { handlesErrors: true } as const;

/** One page of one box (inbox or letters), newest first; the page shown stays while the next loads. */
export function useMessageList(box: MessageBox, params: ListInboxMessagesParams) {
  const options =
    box === MessageBox.INBOX
      ? getListInboxMessagesQueryOptions(params, {
          query: { placeholderData: keepPreviousData },
          request: quiet,
        })
      : getListLetterMessagesQueryOptions(params, {
          query: { placeholderData: keepPreviousData },
          request: quiet,
        });
  return useQuery(options);
}

/** One page of the site notices in force for the member (the notice tab). */
export const useNoticeList = (params: ListMessageNoticesParams) =>
  useQuery(
    getListMessageNoticesQueryOptions(params, {
      query: { placeholderData: keepPreviousData },
      request: quiet,
    }),
  );

/** Asks again for every page of both boxes (their read marks or their messages changed). */
export const refreshMessageLists = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: getListInboxMessagesQueryKey() }),
    queryClient.invalidateQueries({ queryKey: getListLetterMessagesQueryKey() }),
  ]);
