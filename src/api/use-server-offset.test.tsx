import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
// eslint-disable-next-line boundaries/element-types -- a test reads the permissions from the fake backend
import { installFakeBackend } from '@mocks/test-utils';
import { createQueryClient } from './query-client';
import { useServerOffset } from './use-server-offset';

const backend = installFakeBackend();

function renderOffset() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useServerOffset(), { wrapper });
}

describe('the server timezone (spec §3 permission system section, §9 default +8)', () => {
  it('is the permission system.timezone offset, in minutes', async () => {
    await backend.fake().ctx.db.siteConfig.update((q) => q.where({ id: 1 }), {
      data(config) {
        config.permissions.system.timezone = '-5:30';
      },
    });
    const { result } = renderOffset();
    await waitFor(() => expect(result.current).toBe(-330));
  });

  it('is +8 until the permissions have loaded', () => {
    const { result } = renderOffset();
    expect(result.current).toBe(480);
  });
});
