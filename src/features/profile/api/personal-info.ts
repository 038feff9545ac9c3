import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  getGetPersonalInfoQueryKey,
  updatePersonalInfo,
  useGetPersonalInfo,
} from '@/api/generated/endpoints/profile/profile';
import { getGetWithdrawalInfoQueryKey } from '@/api/generated/endpoints/withdrawals/withdrawals';
import type { PersonalInfoUpdateRequest } from '@/api/generated/model';
import { refreshUserInfo } from '@/features/auth';

const quiet = { handlesErrors: true } as const;

/** The member's personal info with the verified state of e-mail and mobile. */
export const usePersonalInfo = () => useGetPersonalInfo(undefined, { request: quiet });

/**
 * Saves the personal info: the answer is the saved state (it replaces the cached one), the
 * user info is refreshed (contract), and the withdrawal's set-up state asked for again, as the
 * withdrawal may have sent the member here and is where they go next.
 */
export function useSavePersonalInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PersonalInfoUpdateRequest) => updatePersonalInfo(body, undefined, quiet),
    onSuccess: (saved) => {
      queryClient.setQueryData(getGetPersonalInfoQueryKey(), saved);
      return Promise.all([
        refreshUserInfo(queryClient),
        queryClient.refetchQueries({ queryKey: getGetWithdrawalInfoQueryKey(), type: 'all' }),
      ]);
    },
  });
}
