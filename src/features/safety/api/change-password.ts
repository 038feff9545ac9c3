import { useMutation } from '@tanstack/react-query';
import { encryptSecret } from '@/api/crypto';
import { changePassword } from '@/api/generated/endpoints/profile/profile';
import { broadcastSession } from '@/api/session';
import type { PasswordChangeForm } from '../model/password-change';

/**
 * Changes the login password, the three values encrypted with the site's public key as the
 * sign-in does (spec §7). The answer hands this session its new token in the refresh headers,
 * which the HTTP layer stores (src/api/http/client.ts); then the other tabs are told to sign
 * out.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: async (values: PasswordChangeForm) => {
      const [oldPassword, password, confirmation] = await Promise.all([
        encryptSecret(values.old_password),
        encryptSecret(values.password),
        encryptSecret(values.password_confirmation),
      ]);
      const answer = await changePassword(
        { old_password: oldPassword, password, password_confirmation: confirmation },
        undefined,
        { handlesErrors: true },
      );
      return answer.message;
    },
    onSuccess: () => broadcastSession('password-changed'),
  });
}
