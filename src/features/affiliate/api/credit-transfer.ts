import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  getGetAffiliateCreditTransferInfoQueryKey,
  getGetAffiliateReportQueryKey,
  getListAffiliateCreditTransfersQueryKey,
  transferAffiliateCredit,
  useGetAffiliateCreditTransferInfo,
  useListAffiliateCreditTransfers,
} from '@/api/generated/endpoints/affiliate/affiliate';
import type {
  AffiliateCreditTransfer,
  AffiliateCreditTransferRequest,
  ListAffiliateCreditTransfersParams,
} from '@/api/generated/model';
import { withIdempotencyKey } from '@/api/http/idempotent';
import { type IntentOutcome, runMoneyIntent } from '@/api/http/money-intent';
import { refreshAgentInfo } from './agent-session';

const quiet = { handlesErrors: true } as const;

/** The agent's credit, the transfer limits, the fee percent and the default fee bearer. */
export const useCreditTransferInfo = () =>
  useGetAffiliateCreditTransferInfo(undefined, { request: quiet });

/** One page of the agent's credit transfers, with the page and overall totals. */
export const useCreditTransfers = (params: ListAffiliateCreditTransfersParams) =>
  useListAffiliateCreditTransfers(params, {
    query: { placeholderData: (previous) => previous },
    request: quiet,
  });

/**
 * The credit transfer as a money intent (decision record 0006): sent with the intent's
 * idempotency key; a lost answer is 'checking', settled by sending the same request again with
 * the same key (the server applies a key once); on success the credit, the dashboard and the
 * list are asked for again.
 */
export function useCreditTransferAction() {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      submit: async (
        body: AffiliateCreditTransferRequest,
        key: string,
        onChecking: (checking: boolean) => void,
      ): Promise<IntentOutcome<AffiliateCreditTransfer>> => {
        const outcome = await runMoneyIntent({
          key,
          send: async (sendKey) =>
            (await transferAffiliateCredit(body, undefined, withIdempotencyKey(sendKey))).data,
          onChecking,
        });
        if (outcome.kind === 'done')
          await Promise.all([
            refreshAgentInfo(queryClient),
            queryClient.invalidateQueries({
              queryKey: getGetAffiliateCreditTransferInfoQueryKey(),
            }),
            queryClient.invalidateQueries({ queryKey: getListAffiliateCreditTransfersQueryKey() }),
            queryClient.invalidateQueries({ queryKey: getGetAffiliateReportQueryKey() }),
          ]);
        return outcome;
      },
    }),
    [queryClient],
  );
}
