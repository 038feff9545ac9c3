import { describe, expect, it, vi } from 'vitest';
// eslint-disable-next-line boundaries/element-types -- the prefetch talks to the fake backend
import { installFakeBackend } from '@mocks/test-utils';
import {
  getGetFeaturePermissionInfoQueryKey,
  getGetMaintenanceInfoQueryKey,
} from '@/api/generated/endpoints/system/system';
import { createQueryClient } from '@/api/query-client';
import { prefetchStartup } from './startup';

installFakeBackend();

describe('issue 6: render as you fetch — the first page’s data travels while it renders', () => {
  it('the router’s first loaders ask for the header’s data, and for the others later', async () => {
    const client = createQueryClient();
    prefetchStartup(client);
    await vi.waitFor(() =>
      expect(client.getQueryData(getGetFeaturePermissionInfoQueryKey())).toBeDefined(),
    );
    // Left to the components: the browser sends six requests at a time to a host.
    expect(client.getQueryState(getGetMaintenanceInfoQueryKey())).toBeUndefined();
  });
});
