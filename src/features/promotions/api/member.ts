import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  applyPromotion,
  checkInPromotion,
  claimPromotionMission,
  getGetPromotionCheckinQueryKey,
  getListMyPromotionApplicationsQueryKey,
  getListPromotionMissionsQueryKey,
  getListPromotionsQueryKey,
  redeemPromoCode,
  useGetPromotionCheckin,
  useListMyPromotionApplications,
  useListPromotionMissions,
  useListPromotions,
} from '@/api/generated/endpoints/promotions/promotions';
import { getGetWithdrawalInfoQueryKey } from '@/api/generated/endpoints/withdrawals/withdrawals';
import type {
  ListMyPromotionApplicationsParams,
  PromotionApplication,
} from '@/api/generated/model';
import { withIdempotencyKey } from '@/api/http/idempotent';
import { refreshUserInfo } from '@/features/auth';
import { type IntentOutcome, runMoneyIntent } from '@/api/http/money-intent';
import { newIdempotencyKey } from '@/shared/lib/idempotency';

const quiet = { handlesErrors: true } as const;

/** Every promotion running now (the apply tab filters those taking an amount); one page of 30. */
export const useApplyablePromotions = () =>
  useListPromotions({ page: 1, page_size: 30 }, { request: quiet });

/** One page of the member's applications, newest first. */
export const useMyApplications = (params: ListMyPromotionApplicationsParams) =>
  useListMyPromotionApplications(params, {
    query: { placeholderData: (previous) => previous },
    request: quiet,
  });

/** The member's check-in cycle (404 when the site has check-in off). */
export const useCheckinCycle = () =>
  useGetPromotionCheckin(undefined, { query: { retry: false }, request: quiet });

/** The member's missions with their progress. */
export const useMissions = () => useListPromotionMissions(undefined, { request: quiet });

/**
 * What a bonus credited changes: the balance, the member's applications (and whether each
 * promotion may still be applied for), and the withdrawal's rollover holds.
 */
function bonusChanged(queryClient: QueryClient) {
  return Promise.all([
    refreshUserInfo(queryClient),
    queryClient.invalidateQueries({ queryKey: getListMyPromotionApplicationsQueryKey() }),
    queryClient.invalidateQueries({ queryKey: getListPromotionsQueryKey() }),
    // A promotion's page says whether it may still be applied for.
    queryClient.invalidateQueries({
      predicate: (query) => String(query.queryKey[0]).startsWith('/member/promotion/'),
    }),
    queryClient.invalidateQueries({ queryKey: getGetWithdrawalInfoQueryKey() }),
  ]);
}

/**
 * Applying for a promotion as a money intent (the money-form block, issue 30): sent with the
 * intent's idempotency key, the same key again after a lost answer ('checking'), so the bonus is
 * credited once; once made, the balance, the applications and the rollover holds are asked
 * again.
 */
export function useApplyAction() {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      submit: async (
        id: number,
        amount: string,
        key: string,
        onChecking: (checking: boolean) => void,
      ): Promise<IntentOutcome<PromotionApplication>> => {
        const outcome = await runMoneyIntent({
          key,
          send: async (sendKey) =>
            (await applyPromotion(id, { amount }, undefined, withIdempotencyKey(sendKey))).data,
          onChecking,
        });
        if (outcome.kind === 'done') void bonusChanged(queryClient);
        return outcome;
      },
    }),
    [queryClient],
  );
}

/**
 * The promotion centre's other calls that credit money, each press one idempotency key (the
 * server credits a bonus once however often the request arrives), errors left to the screen.
 */
export function usePromotionActions() {
  const queryClient = useQueryClient();
  const redeem = useMutation({
    mutationFn: async (code: string) =>
      (await redeemPromoCode({ code }, undefined, withIdempotencyKey(newIdempotencyKey()))).data,
    onSuccess: () => bonusChanged(queryClient),
  });
  const checkIn = useMutation({
    mutationFn: async () =>
      (await checkInPromotion(undefined, withIdempotencyKey(newIdempotencyKey()))).data,
    onSuccess: () =>
      Promise.all([
        refreshUserInfo(queryClient),
        queryClient.invalidateQueries({ queryKey: getGetPromotionCheckinQueryKey() }),
      ]),
  });
  const claim = useMutation({
    mutationFn: async (id: number) =>
      (await claimPromotionMission(id, undefined, withIdempotencyKey(newIdempotencyKey()))).data,
    onSuccess: () =>
      Promise.all([
        refreshUserInfo(queryClient),
        queryClient.invalidateQueries({ queryKey: getListPromotionMissionsQueryKey() }),
      ]),
  });
  return { redeem, checkIn, claim };
}
