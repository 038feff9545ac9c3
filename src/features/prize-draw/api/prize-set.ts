import {
  getGetPromotionPrizesQueryKey,
  useGetPromotionPrizes,
} from '@/api/generated/endpoints/promotions/promotions';

const quiet = { handlesErrors: true } as const;

/** The query key of a promotion's prize set (its draws left change with every draw). */
export const prizeSetKey = (promotionId: number) => getGetPromotionPrizesQueryKey(promotionId);

/**
 * The prize set of a red packet or roulette promotion with the member's draws left. Its
 * errors are the dialog's to show (a set that is not published answers 404).
 */
export const usePrizeSet = (promotionId: number) =>
  useGetPromotionPrizes(promotionId, undefined, {
    query: { retry: false, staleTime: 0 },
    request: quiet,
  });
