import { useMutation, useQueryClient } from '@tanstack/react-query';
import { encryptSecret } from '@/api/crypto';
import { useGetPersonalInfo } from '@/api/generated/endpoints/profile/profile';
import {
  getGetWithdrawalInfoQueryKey,
  getGetWithdrawalPasswordStatusQueryKey,
  resetWithdrawalPassword,
  sendWithdrawalPasswordResetCode,
} from '@/api/generated/endpoints/withdrawals/withdrawals';
import type { WithdrawalPasswordResetChannel } from '@/api/generated/model';
import { withIdempotencyKey } from '@/api/http/idempotent';
import type { WithdrawPasswordResetValues } from '../model/withdraw-password-reset';

const quiet = { handlesErrors: true } as const;

/** The member's personal info: which contacts are verified, where a reset code may go. */
export const useResetContactsInfo = () => useGetPersonalInfo(undefined, { request: quiet });

/** Sends the reset code to a verified contact; answers when another may be asked for. */
export const sendResetCode = async (channel: WithdrawalPasswordResetChannel) =>
  (await sendWithdrawalPasswordResetCode({ channel }, undefined, quiet)).data;

/**
 * Resets the withdrawal password with the code, the new values encrypted with the site's key
 * (spec §7), under one idempotency key per press; the password's status and the withdrawal's
 * set-up are asked for again.
 */
export function useResetWithdrawPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      channel,
      values,
      key,
    }: {
      channel: WithdrawalPasswordResetChannel;
      values: WithdrawPasswordResetValues;
      key: string;
    }) => {
      const [password, confirmation] = await Promise.all([
        encryptSecret(values.password),
        encryptSecret(values.password_confirmation),
      ]);
      await resetWithdrawalPassword(
        { channel, code: values.code, password, password_confirmation: confirmation },
        undefined,
        withIdempotencyKey(key),
      );
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getGetWithdrawalPasswordStatusQueryKey() }),
        queryClient.invalidateQueries({ queryKey: getGetWithdrawalInfoQueryKey() }),
      ]),
  });
}
