import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_WITHDRAW_PASSWORD, OTHER_MEMBER_ID } from '@mocks/seed/payments';
import { installFakeBackend } from '@mocks/test-utils';
import { getGetUserProfileQueryOptions } from '@/api/generated/endpoints/profile/profile';
import { createQueryClient } from '@/api/query-client';
import { clearSession, setToken } from '@/api/session';
import { createMemberTransferActions, memberTransferListQuery } from './member-transfer';

const backend = installFakeBackend();
afterEach(() => clearSession());

/** A signed-in member's cache with the user info and the first page of transfers loaded. */
async function loadedCache() {
  setToken(await backend.signIn());
  const queryClient = createQueryClient();
  const profile = getGetUserProfileQueryOptions();
  const list = memberTransferListQuery({ page: 1, page_size: 15 });
  await queryClient.fetchQuery(profile);
  await queryClient.fetchQuery(list);
  const receiver = backend
    .fake()
    .ctx.db.accounts.findFirst((q) => q.where({ id: OTHER_MEMBER_ID }))?.username;
  const transfer = (withdrawPassword: string) =>
    createMemberTransferActions(queryClient, undefined).submit(
      {
        username: receiver ?? '',
        amount: 500,
        fee_bearer: 1,
        withdraw_password: backend.encrypt(withdrawPassword),
      },
      backend.key(),
      () => undefined,
    );
  return {
    money: () => queryClient.getQueryData(profile.queryKey)?.data.money,
    listInvalidated: () => queryClient.getQueryState(list.queryKey)?.isInvalidated,
    transfer,
  };
}

describe('member transfer cache effects (DESIGN: a mutation owns its cache effects)', () => {
  it('a member transfer sets the main balance and refreshes the transfer list', async () => {
    const cache = await loadedCache();
    const before = cache.money();
    const outcome = await cache.transfer(DEMO_WITHDRAW_PASSWORD);
    if (outcome.kind !== 'done') throw new Error(`the transfer was not made: ${outcome.kind}`);
    expect(outcome.data.balance_after).not.toBe(before);
    expect(cache.money()).toBe(outcome.data.balance_after);
    expect(cache.listInvalidated()).toBe(true);
  });

  it('a refused member transfer leaves the main balance and the transfer list as they were', async () => {
    const cache = await loadedCache();
    const before = cache.money();
    const outcome = await cache.transfer('0000');
    expect(outcome.kind).toBe('refused');
    expect(cache.money()).toBe(before);
    expect(cache.listInvalidated()).toBe(false);
  });
});
