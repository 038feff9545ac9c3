import { describe, expect, it } from 'vitest';
import { installFakeBackend } from '@mocks/test-utils';
import { getGetFeatureThemeInfoQueryKey } from '@/api/generated/endpoints/system/system';
import { createQueryClient } from '@/api/query-client';
import { maintenanceQuery, permissionsQuery } from '@/api/site-config';
import { isRootQuery, languageListQuery, prefetchStartup } from './startup';

installFakeBackend();

describe('spec §4 start-up: the server has the start-up data before it renders a page (issue 29)', () => {
  it('permissions, maintenance and the theme of every platform are in the cache once it resolves', async () => {
    const client = createQueryClient();
    await prefetchStartup(client, false);
    const permissions = client.getQueryData(permissionsQuery().queryKey);
    expect(permissions).toBeDefined();
    expect(client.getQueryData(maintenanceQuery().queryKey)).toBeDefined();
    const name = permissions?.data.theme.name ?? '';
    expect(
      client.getQueryData(getGetFeatureThemeInfoQueryKey({ name, platform: 1 })),
    ).toBeDefined();
    // The header's language switcher names the page's language from the first HTML on.
    expect(client.getQueryData(languageListQuery().queryKey)?.data.langList.length).toBeGreaterThan(
      0,
    );
    // A desktop's page does not ask for the phone's theme.
    expect(
      client.getQueryState(getGetFeatureThemeInfoQueryKey({ name, platform: 2 })),
    ).toBeUndefined();
  });

  it('a phone’s page has the phone’s theme too', async () => {
    const client = createQueryClient();
    await prefetchStartup(client, true);
    const name = client.getQueryData(permissionsQuery().queryKey)?.data.theme.name ?? '';
    expect(
      client.getQueryData(getGetFeatureThemeInfoQueryKey({ name, platform: 2 })),
    ).toBeDefined();
  });

  it('every query the root hands to pages is one a page’s loader leaves out (isRootQuery, issue 30)', async () => {
    const client = createQueryClient();
    await prefetchStartup(client, true);
    const keys = client
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey);
    expect(keys.length).toBeGreaterThan(5);
    expect(keys.filter((key) => !isRootQuery(key))).toEqual([]);
  });
});
