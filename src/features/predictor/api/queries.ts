import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  getGetPredictorLeaderboardQueryOptions,
  getGetPredictorRoundQueryOptions,
  getListMyPredictionsQueryKey,
  getListMyPredictionsQueryOptions,
  getGetPredictorRoundQueryKey,
  submitPrediction,
} from '@/api/generated/endpoints/predictor/predictor';
import type { PredictionRequest } from '@/api/generated/model';
import { newIdempotencyKey } from '@/shared/lib/idempotency';

/** The round is asked again every minute: kick-offs lock picks and results come in. */
const REFRESH_MS = 60_000;

export const roundQuery = () =>
  getGetPredictorRoundQueryOptions(undefined, {
    query: { staleTime: REFRESH_MS / 2, refetchInterval: REFRESH_MS },
  });

export const predictorBoardQuery = () =>
  getGetPredictorLeaderboardQueryOptions(undefined, {
    query: { staleTime: REFRESH_MS / 2, refetchInterval: REFRESH_MS },
  });

export const picksQuery = (member: boolean) =>
  getListMyPredictionsQueryOptions(undefined, {
    query: { enabled: member, refetchInterval: member ? REFRESH_MS : false },
  });

/**
 * Makes a pick: each press is one intent with its own Idempotency-Key (a press sent twice by
 * the network counts once); the picks and the round are read again after, whatever the answer
 * (a refusal may mean the match has just kicked off).
 */
export function useSubmitPick() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (pick: PredictionRequest) =>
      submitPrediction(pick, undefined, { headers: { 'Idempotency-Key': newIdempotencyKey() } }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: getListMyPredictionsQueryKey() }),
        client.invalidateQueries({ queryKey: getGetPredictorRoundQueryKey() }),
      ]),
  });
}

/** The page's data (the round and its board), for the server's HTML; never rejects. */
export async function prefetchPredictor(client: QueryClient): Promise<void> {
  await Promise.all([
    client.prefetchQuery(roundQuery()),
    client.prefetchQuery(predictorBoardQuery()),
  ]);
}
