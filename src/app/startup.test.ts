import { describe, expect, it, vi } from 'vitest';
import { installFakeBackend } from '@mocks/test-utils';
import { createQueryClient } from '@/api/query-client';
import { maintenanceQuery, permissionsQuery } from '@/api/site-config';
import { prefetchStartup } from './startup';

installFakeBackend();

describe('issue 6: render as you fetch — the first page’s data travels while it renders', () => {
  it('the router’s first loaders ask for the header’s data, and for the others later', async () => {
    const client = createQueryClient();
    prefetchStartup(client);
    await vi.waitFor(() => expect(client.getQueryData(permissionsQuery().queryKey)).toBeDefined());
    // Left to the components: the browser sends six requests at a time to a host.
    expect(client.getQueryState(maintenanceQuery().queryKey)).toBeUndefined();
  });
});
