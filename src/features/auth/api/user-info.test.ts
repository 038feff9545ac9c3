import { afterEach, describe, expect, it } from 'vitest';
import { installFakeBackend } from '@mocks/test-utils';
import { getGetUserProfileQueryOptions } from '@/api/generated/endpoints/profile/profile';
import { createQueryClient } from '@/api/query-client';
import { clearSession, setToken } from '@/api/session';
import { forgetUserInfo, refreshUserInfo, setMainBalance } from './user-info';

const backend = installFakeBackend();
afterEach(() => clearSession());

const profile = getGetUserProfileQueryOptions();
const key = profile.queryKey;

/** A signed-in member's cache holding the user info the server sent. */
async function loadedUserInfo() {
  setToken(await backend.signIn());
  const queryClient = createQueryClient();
  await queryClient.fetchQuery(profile);
  return { queryClient, userInfo: () => queryClient.getQueryData(key) };
}

describe('user info cache effects (spec §9: the header shows the confirmed main balance)', () => {
  it('a confirmed main balance becomes the money of the cached user info, nothing else changes', async () => {
    const { queryClient, userInfo } = await loadedUserInfo();
    const before = userInfo()?.data;
    setMainBalance(queryClient, '75.50');
    expect(userInfo()?.data).toEqual({ ...before, money: '75.50' });
  });

  it('a main balance before the user info has loaded creates no user info', () => {
    const queryClient = createQueryClient();
    setMainBalance(queryClient, '75.50');
    expect(queryClient.getQueryData(key)).toBeUndefined();
  });

  it('refreshing the user info marks it for asking the server again', async () => {
    const { queryClient } = await loadedUserInfo();
    await refreshUserInfo(queryClient);
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
  });

  it('a sign-out in another tab forgets the user info', async () => {
    const { queryClient } = await loadedUserInfo();
    forgetUserInfo(queryClient);
    expect(queryClient.getQueryState(key)).toBeUndefined();
  });
});
