import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { drawPromotionPrize } from '@/api/generated/endpoints/promotions/promotions';
import type { PromotionDrawResult, PromotionPrizeSetResponse } from '@/api/generated/model';
import { withIdempotencyKey } from '@/api/http/idempotent';
import { refreshUserInfo } from '@/features/auth';
import { type IntentOutcome, runMoneyIntent } from '@/api/http/money-intent';
import { useMoneyIntent } from '@/api/use-money-intent';
import { prizeSetKey } from './prize-set';

/**
 * One draw as a money intent (the prize is credited): sent with the intent's idempotency key,
 * so a lost answer is asked again with the same key and never draws twice.
 */
export function submitDraw(
  promotionId: number,
  key: string,
  onChecking?: (checking: boolean) => void,
): Promise<IntentOutcome<PromotionDrawResult>> {
  return runMoneyIntent({
    key,
    onChecking,
    send: async (sendKey) =>
      (await drawPromotionPrize(promotionId, undefined, withIdempotencyKey(sendKey))).data,
  });
}

/**
 * Drawing in a promotion: one request per press (a press while one runs does nothing), and
 * 'check again' with the same key after an unknown outcome. `reveal` is for when the
 * animation has shown the prize: only then are the draws left, the prize set and the user info
 * (balance, waiting red packets) asked for again, so the header does not tell the prize first.
 */
export function useDrawPrize(promotionId: number) {
  const queryClient = useQueryClient();
  const intent = useMoneyIntent<PromotionDrawResult>();
  const [checking, setChecking] = useState(false);
  const { start, checkAgain: again } = intent;

  const draw = useCallback(
    () => start((key) => submitDraw(promotionId, key, setChecking)),
    [start, promotionId],
  );
  const checkAgain = useCallback(() => again(), [again]);

  /** Asks for the draws left and the user info (balance, waiting red packets) again. */
  const refresh = useCallback(
    () =>
      Promise.all([
        refreshUserInfo(queryClient),
        queryClient.invalidateQueries({ queryKey: prizeSetKey(promotionId) }),
      ]),
    [queryClient, promotionId],
  );

  const reveal = useCallback(
    (result: PromotionDrawResult) => {
      queryClient.setQueryData<PromotionPrizeSetResponse>(prizeSetKey(promotionId), (current) =>
        current
          ? { ...current, data: { ...current.data, draws_left: result.draws_left } }
          : current,
      );
      return refresh();
    },
    [queryClient, promotionId, refresh],
  );

  return { status: intent.status, checking, draw, checkAgain, reveal, refresh };
}
