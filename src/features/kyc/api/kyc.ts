import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  getGetKycStatusQueryKey,
  submitKyc,
  useGetKycStatus,
} from '@/api/generated/endpoints/kyc/kyc';
import { KycStatus, type KycSubmitRequest } from '@/api/generated/model';
import { uploadPercent } from '../model/kyc';

const quiet = { handlesErrors: true } as const;

/** While a submission waits for review, its state is asked for again at this interval. */
const REVIEW_POLL_MS = 60_000;

/** The member's identity check; asked for again now and then while it is pending review. */
export const useKycStatus = () =>
  useGetKycStatus(undefined, {
    request: quiet,
    query: {
      refetchInterval: (query) =>
        query.state.data?.data.status === KycStatus.PENDING ? REVIEW_POLL_MS : false,
    },
  });

/**
 * Submits the identity check with its photos, reporting the upload's progress (a percent, or
 * null while the size is unknown); the answer is the new state (pending review), which
 * replaces the cached one.
 */
export function useSubmitKyc(onProgress: (percent: number | null) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: KycSubmitRequest) =>
      submitKyc(body, undefined, {
        ...quiet,
        onUploadProgress: (event) => onProgress(uploadPercent(event.loaded, event.total)),
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(getGetKycStatusQueryKey(), saved);
    },
    // A refusal may mean the state moved on elsewhere (409: already under review in another
    // tab): the status is asked for again; the form keeps what the member entered.
    onError: () => queryClient.invalidateQueries({ queryKey: getGetKycStatusQueryKey() }),
  });
}
