import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  createMemberTransfer,
  getListMemberTransfersQueryKey,
  getListMemberTransfersQueryOptions,
  useGetMemberTransferInfo,
} from '@/api/generated/endpoints/member-transfer/member-transfer';
import type {
  ListMemberTransfersParams,
  MemberTransferRecord,
  MemberTransferRequest,
} from '@/api/generated/model';
import { withIdempotencyKey } from '@/api/http/idempotent';
import { setMainBalance } from '@/features/auth';
import { type IntentOutcome, runMoneyIntent } from '@/api/http/money-intent';
import type { WalletBook } from '../model/wallet-book';
import { MAIN_WALLET_ID } from '../model/wallet-rules';

const quiet = { handlesErrors: true } as const;

/** The member's transfer terms: enabled, limits, fee rate and default fee bearer. */
export const useMemberTransferInfo = () => useGetMemberTransferInfo(undefined, { request: quiet });

/** One page of the member's transfers; the last page stays shown while the next loads. */
export const memberTransferListQuery = (params: ListMemberTransfersParams) =>
  getListMemberTransfersQueryOptions(params, {
    query: { placeholderData: (previous) => previous },
    request: quiet,
  });

/** The member's transfers, a page at a time (spec §9 page sizes). */
export const useMemberTransferList = (params: ListMemberTransfersParams) =>
  useQuery(memberTransferListQuery(params));

/**
 * What a transfer the server made changes in the cache: the main balance it confirmed goes
 * into the user info, and the transfer list is asked for again.
 */
export function memberTransferMade(
  queryClient: QueryClient,
  record: MemberTransferRecord,
): Promise<void> {
  setMainBalance(queryClient, record.balance_after);
  return queryClient.invalidateQueries({ queryKey: getListMemberTransfersQueryKey() });
}

/**
 * The member transfer as a money intent: sent with the intent's idempotency key, 'checking'
 * while its outcome is unknown, and on success the wallet book and the cache take the
 * server's balance.
 */
export function createMemberTransferActions(
  queryClient: QueryClient,
  book: WalletBook | undefined,
) {
  return {
    submit: async (
      body: MemberTransferRequest,
      key: string,
      onChecking: (checking: boolean) => void,
    ): Promise<IntentOutcome<MemberTransferRecord>> => {
      const outcome = await runMoneyIntent({
        key,
        send: async (sendKey) =>
          (await createMemberTransfer(body, undefined, withIdempotencyKey(sendKey))).data,
        onChecking: (checking) => {
          onChecking(checking);
          book?.setChecking([MAIN_WALLET_ID], checking);
        },
      });
      if (outcome.kind === 'done') {
        book?.confirm(MAIN_WALLET_ID, outcome.data.balance_after);
        void memberTransferMade(queryClient, outcome.data);
      }
      return outcome;
    },
  };
}

/** The member transfer actions on the app's query client and the member's wallet book. */
export function useMemberTransferActions(book: WalletBook | undefined) {
  const queryClient = useQueryClient();
  return useMemo(() => createMemberTransferActions(queryClient, book), [queryClient, book]);
}
