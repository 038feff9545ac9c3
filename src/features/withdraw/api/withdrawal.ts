import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  cancelWithdrawal,
  createWithdrawal,
  getGetWithdrawalInfoQueryKey,
  getListWithdrawalsQueryKey,
  getListWithdrawalsQueryOptions,
  getWithdrawalInfo,
  useGetWithdrawalInfo,
} from '@/api/generated/endpoints/withdrawals/withdrawals';
import { listBankCards } from '@/api/generated/endpoints/banks/banks';
import type {
  ListWithdrawalsParams,
  Withdrawal,
  WithdrawalCreateRequest,
} from '@/api/generated/model';
import { withIdempotencyKey } from '@/api/http/idempotent';
import { refreshUserInfo } from '@/features/auth';
import { type IntentOutcome, type MoneyIntent, runMoneyIntent } from '@/api/http/money-intent';
import { withdrawalProgress } from '../model/withdrawal-progress';

const quiet = { handlesErrors: true } as const;

/** The withdrawal's limits, today's allowance, balance, rollover holds and set-up state. */
export const useWithdrawalInfo = () => useGetWithdrawalInfo(undefined, { request: quiet });

/**
 * The submit tab's data (its terms and the member's cards), asked for as a page starts on it
 * (issue 30): useWithdrawalInfo and useBankCards take these answers once they mount.
 */
export function askWithdrawalDataEarly(): void {
  getWithdrawalInfo(undefined, { early: true }).catch(() => undefined);
  listBankCards(undefined, { early: true }).catch(() => undefined);
}

/** How often a screen showing a withdrawal still under way asks the server about it. */
export const TRACK_INTERVAL_MS = 5000;

/**
 * One page of the member's withdrawals, newest first; while one of them is still under way
 * the page is asked for again every TRACK_INTERVAL_MS, so its status moves on without a
 * reload (and stops once none is).
 */
export const useWithdrawalList = (params: ListWithdrawalsParams) =>
  useQuery(
    getListWithdrawalsQueryOptions(params, {
      query: {
        placeholderData: (previous) => previous,
        refetchInterval: (query) =>
          query.state.data?.data.list.some((withdrawal) => withdrawalProgress(withdrawal).inFlight)
            ? TRACK_INTERVAL_MS
            : false,
      },
      request: quiet,
    }),
  );

/** What a withdrawal made or cancelled changes: the balance, the allowance and the records. */
function withdrawalsChanged(queryClient: QueryClient) {
  return Promise.all([
    refreshUserInfo(queryClient),
    queryClient.invalidateQueries({ queryKey: getGetWithdrawalInfoQueryKey() }),
    queryClient.invalidateQueries({ queryKey: getListWithdrawalsQueryKey() }),
  ]);
}

/** How an intent reports 'checking' and waits between its checks (tests pass a no-op). */
type IntentOptions = Pick<MoneyIntent<Withdrawal>, 'onChecking' | 'wait'>;

/**
 * A withdrawal as a money intent: sent with the intent's idempotency key (the server applies
 * it once however often it arrives), 'checking' while its outcome is unknown. No cache effect:
 * useWithdrawalActions adds them (the wallet fault test drives this alone).
 */
export function submitWithdrawal(
  body: WithdrawalCreateRequest,
  key: string,
  intent: IntentOptions = {},
): Promise<IntentOutcome<Withdrawal>> {
  return runMoneyIntent({
    ...intent,
    key,
    send: async (sendKey) =>
      (await createWithdrawal(body, undefined, withIdempotencyKey(sendKey))).data,
  });
}

/**
 * Cancels a Pending withdrawal (its amount back in the main wallet), with one idempotency key
 * per press: a lost answer is asked again with the same key, never cancelled twice.
 */
export function cancelWithdrawalIntent(
  id: number,
  key: string,
  intent: IntentOptions = {},
): Promise<IntentOutcome<Withdrawal>> {
  return runMoneyIntent({
    ...intent,
    key,
    send: async (sendKey) =>
      (await cancelWithdrawal(id, undefined, withIdempotencyKey(sendKey))).data,
  });
}

/**
 * The withdrawal's money intents with their cache effects: once a withdrawal is made, the
 * balance, the allowance and the record list are asked for again; after a cancel, whatever
 * its outcome, so a withdrawal the server moved on meanwhile shows where it is.
 */
export function useWithdrawalActions() {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      submit: async (
        body: WithdrawalCreateRequest,
        key: string,
        onChecking: (checking: boolean) => void,
      ): Promise<IntentOutcome<Withdrawal>> => {
        const outcome = await submitWithdrawal(body, key, { onChecking });
        if (outcome.kind === 'done') void withdrawalsChanged(queryClient);
        return outcome;
      },
      cancel: async (id: number, key: string): Promise<IntentOutcome<Withdrawal>> => {
        const outcome = await cancelWithdrawalIntent(id, key);
        void withdrawalsChanged(queryClient);
        return outcome;
      },
    }),
    [queryClient],
  );
}
