import { useMutation, useQueryClient } from '@tanstack/react-query';
import { encryptSecret } from '@/api/crypto';
import {
  getGetWithdrawalInfoQueryKey,
  getGetWithdrawalPasswordStatusQueryKey,
  saveWithdrawalPassword,
  useGetWithdrawalPasswordStatus,
} from '@/api/generated/endpoints/withdrawals/withdrawals';
import type { WithdrawPasswordFormValues } from '../model/withdraw-password';

const quiet = { handlesErrors: true } as const;

/** Whether the member has a withdrawal password (the form then asks for the old one). */
export const useWithdrawPasswordStatus = () =>
  useGetWithdrawalPasswordStatus(undefined, { request: quiet });

/**
 * Sets or changes the withdrawal password, every value encrypted with the site's public key
 * (spec §7); the status and the withdrawal's set-up state are asked for again.
 */
export function useSaveWithdrawPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: WithdrawPasswordFormValues) => {
      const [password, confirmation, old] = await Promise.all([
        encryptSecret(values.password),
        encryptSecret(values.password_confirmation),
        values.old_password ? encryptSecret(values.old_password) : undefined,
      ]);
      const body = {
        password,
        password_confirmation: confirmation,
        ...(old === undefined ? {} : { old_password: old }),
      };
      return (await saveWithdrawalPassword(body, undefined, quiet)).message;
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getGetWithdrawalPasswordStatusQueryKey() }),
        // Fetched now, even while no screen shows it: the withdrawal is where the member goes next.
        queryClient.refetchQueries({ queryKey: getGetWithdrawalInfoQueryKey(), type: 'all' }),
      ]),
  });
}
