import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeBackend } from '@mocks/test-utils';
import { createQueryClient } from './query-client';
import { maintenanceQuery, permissionsQuery } from './site-config';

installFakeBackend();
afterEach(() => vi.useRealTimers());

/** Moves the clock the queries read their age from (only Date: the fake's timers run). */
function later(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + ms);
}

describe('site configuration (spec §4 start-up, §9)', () => {
  it('the permissions are asked for once per visit: an hour later a reader gets the same answer', async () => {
    const queryClient = createQueryClient();
    await queryClient.fetchQuery(permissionsQuery());
    const loadedAt = queryClient.getQueryState(permissionsQuery().queryKey)?.dataUpdatedAt;
    later(60 * 60_000);
    await queryClient.fetchQuery(permissionsQuery());
    expect(queryClient.getQueryState(permissionsQuery().queryKey)?.dataUpdatedAt).toBe(loadedAt);
  });

  it('the maintenance state is asked for again once a minute has passed', async () => {
    const queryClient = createQueryClient();
    const updatedAt = () => queryClient.getQueryState(maintenanceQuery().queryKey)?.dataUpdatedAt;
    await queryClient.fetchQuery(maintenanceQuery());
    const loadedAt = updatedAt();
    later(59_000);
    await queryClient.fetchQuery(maintenanceQuery());
    expect(updatedAt()).toBe(loadedAt);
    later(2_000);
    await queryClient.fetchQuery(maintenanceQuery());
    expect(updatedAt()).toBeGreaterThan(loadedAt ?? Infinity);
  });
});
