import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendProfileEmailCode, sendProfileSmsCode } from '@/api/generated/endpoints/auth/auth';
import {
  getGetPersonalInfoQueryKey,
  verifyProfileEmail,
  verifyProfileSms,
} from '@/api/generated/endpoints/profile/profile';
import { refreshUserInfo } from '@/features/auth';
import type { VerifyChannel } from '../model/verification';

const quiet = { handlesErrors: true } as const;

/** Where a code goes: the e-mail address, or the area code and number. */
export type CodeTarget = { email: string } | { mobile_area: string; mobile: string };

/** Sends a 6-digit code by e-mail or SMS; answers how long until another may be sent. */
export function useSendProfileCode(channel: VerifyChannel) {
  return useMutation({
    mutationFn: async (target: CodeTarget) => {
      const answer =
        'email' in target
          ? await sendProfileEmailCode(target, undefined, quiet)
          : await sendProfileSmsCode(target, undefined, quiet);
      return answer.data;
    },
    mutationKey: ['sendProfileCode', channel],
  });
}

/**
 * Verifies the e-mail address or the mobile number with its code; the personal info (its
 * verified flag, and the address or number the code went to) and the user info are asked for
 * again.
 */
export function useVerifyProfileCode(channel: VerifyChannel) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      channel === 'email'
        ? verifyProfileEmail({ code }, undefined, quiet)
        : verifyProfileSms({ code }, undefined, quiet),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getGetPersonalInfoQueryKey() }),
        refreshUserInfo(queryClient),
      ]),
  });
}
