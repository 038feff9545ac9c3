import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeBackend } from '@mocks/test-utils';
import { renderHookWithClient } from '@/testing/render-screen';
import { useServerOffset } from './use-server-offset';

const backend = installFakeBackend();

const renderOffset = () => renderHookWithClient(useServerOffset);

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
