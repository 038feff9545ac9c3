import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  createDeposit,
  getGetDepositQueryOptions,
  getListDepositsQueryKey,
  getListDepositsQueryOptions,
  useListDepositMethods,
} from '@/api/generated/endpoints/deposits/deposits';
import type {
  DepositCreateRequest,
  DepositCreateResult,
  ListDepositsParams,
} from '@/api/generated/model';
import { withIdempotencyKey } from '@/api/http/idempotent';
import { refreshUserInfo } from '@/features/auth';
import { type IntentOutcome, type MoneyIntent, runMoneyIntent } from '@/api/http/money-intent';
import { anyPending, isPending } from '../model/deposit';

const quiet = { handlesErrors: true } as const;

/** How often a screen showing a Pending deposit asks the server about it. */
export const TRACK_INTERVAL_MS = 5000;

/** The deposit methods open to the member, with their ranges, fees and where to pay. */
export const useDepositMethods = () =>
  useListDepositMethods(undefined, { query: { staleTime: 60_000 }, request: quiet });

/**
 * One page of the member's deposits, newest first, with the page and overall totals; while
 * one of them is Pending the page is asked for again every TRACK_INTERVAL_MS, so its status
 * moves on without a reload (and stops once none is).
 */
export const useDepositList = (params: ListDepositsParams) =>
  useQuery(
    getListDepositsQueryOptions(params, {
      query: {
        placeholderData: (previous) => previous,
        refetchInterval: (query) =>
          anyPending(query.state.data?.data.list) ? TRACK_INTERVAL_MS : false,
      },
      request: quiet,
    }),
  );

/** One deposit, asked for again every TRACK_INTERVAL_MS while it is Pending. */
export const useDeposit = (id: number | null) =>
  useQuery(
    getGetDepositQueryOptions(id ?? 0, undefined, {
      query: {
        enabled: id !== null,
        refetchInterval: (query) => {
          const deposit = query.state.data?.data;
          return deposit && isPending(deposit) ? TRACK_INTERVAL_MS : false;
        },
      },
      request: quiet,
    }),
  );

/** What a deposit made changes: the records (the balance moves once it succeeds). */
function depositsChanged(queryClient: QueryClient) {
  return Promise.all([
    refreshUserInfo(queryClient),
    queryClient.invalidateQueries({ queryKey: getListDepositsQueryKey() }),
  ]);
}

/** How an intent reports 'checking' and waits between its checks (tests pass a no-op). */
type IntentOptions = Pick<MoneyIntent<DepositCreateResult>, 'onChecking' | 'wait'>;

/**
 * A deposit as a money intent: sent with the intent's idempotency key (the server makes it
 * once however often it arrives), 'checking' while its outcome is unknown. No cache effect:
 * useDepositActions adds it (the wallet fault test drives this alone).
 */
export function submitDeposit(
  body: DepositCreateRequest,
  key: string,
  intent: IntentOptions = {},
): Promise<IntentOutcome<DepositCreateResult>> {
  return runMoneyIntent({
    ...intent,
    key,
    send: async (sendKey) =>
      (await createDeposit(body, undefined, withIdempotencyKey(sendKey))).data,
  });
}

/** The deposit's money intent with its cache effect: once made, the records are asked again. */
export function useDepositActions() {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      create: async (
        body: DepositCreateRequest,
        key: string,
        onChecking: (checking: boolean) => void,
      ): Promise<IntentOutcome<DepositCreateResult>> => {
        const outcome = await submitDeposit(body, key, { onChecking });
        if (outcome.kind === 'done') void depositsChanged(queryClient);
        return outcome;
      },
    }),
    [queryClient],
  );
}
