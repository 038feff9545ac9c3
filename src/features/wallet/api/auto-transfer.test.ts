import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeBackend } from '@mocks/test-utils';
import { getGetUserProfileQueryOptions } from '@/api/generated/endpoints/profile/profile';
import { clearSession, setToken } from '@/api/session';
import { renderHookWithClient } from '@/testing/render-screen';
import { useAutoTransferSetting } from './auto-transfer';

const backend = installFakeBackend();
afterEach(() => clearSession());

describe('auto-transfer setting (spec §2 gameBalance)', () => {
  it('a changed auto-transfer setting refreshes the user info that carries it', async () => {
    setToken(await backend.signIn());
    const { result, queryClient } = renderHookWithClient(useAutoTransferSetting);
    const profile = getGetUserProfileQueryOptions();
    await queryClient.fetchQuery(profile);
    expect(queryClient.getQueryState(profile.queryKey)?.isInvalidated).toBe(false);
    await result.current.mutateAsync({ data: { auto_transfer: 1 } });
    await waitFor(() =>
      expect(queryClient.getQueryState(profile.queryKey)?.isInvalidated).toBe(true),
    );
  });
});
