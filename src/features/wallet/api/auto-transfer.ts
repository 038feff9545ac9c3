import { useQueryClient } from '@tanstack/react-query';
import { useUpdateWalletAutoTransfer } from '@/api/generated/endpoints/wallet/wallet';
import { refreshUserInfo } from '@/features/auth';

/**
 * The auto-transfer switch (spec §2 gameBalance): the user info carries the setting, so a
 * change the server accepted asks for the user info again.
 */
export function useAutoTransferSetting() {
  const queryClient = useQueryClient();
  return useUpdateWalletAutoTransfer({
    // Not awaited: the caller's success message does not wait for the new user info.
    mutation: { onSuccess: () => void refreshUserInfo(queryClient) },
    request: { handlesErrors: true },
  });
}
