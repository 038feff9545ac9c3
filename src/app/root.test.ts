import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { contentPaths } from '@/features/content';
import { sitePaths } from '@/shared/lib/paths';
import { maintenanceTarget } from './guards';
import type * as startup from './startup';

type StartupModule = typeof startup;

/** The maintenance type the next server render's start-up data carries. */
const world = vi.hoisted(() => ({ type: 0 }));

// The start-up data as the server fetched it: only its maintenance answer matters here.
vi.mock('./startup', async (original) => ({
  ...(await original<StartupModule>()),
  prefetchStartup: async (client: QueryClient) => {
    const { maintenanceQuery: query } = await import('@/api/site-config');
    client.setQueryData(query().queryKey, {
      status: 200,
      message: '',
      data: { type: world.type },
    } as never);
  },
}));

const { loader } = await import('./root');

/** The root loader's answer to a path: its redirect's target, or null when it renders. */
async function answerTo(path: string): Promise<string | null> {
  try {
    await loader({ request: new Request(new URL(path, window.location.origin)) });
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

describe('spec §2 maintenance rule, on the server (the root loader answers with a redirect)', () => {
  it('maintenance type 1 sends every path to the maintenance page', async () => {
    world.type = 1;
    expect(await answerTo('/promotion')).toBe(contentPaths.maintenance());
    expect(await answerTo(contentPaths.maintenance())).toBeNull();
  });

  it('without maintenance the maintenance page sends to home, and other paths render', async () => {
    world.type = 0;
    expect(await answerTo(contentPaths.maintenance())).toBe(sitePaths.home());
    expect(await answerTo('/promotion')).toBeNull();
  });

  it('the guard in the browser follows the same rule', () => {
    expect(maintenanceTarget(1, '/vip')).toBe(contentPaths.maintenance());
    expect(maintenanceTarget(2, contentPaths.maintenance())).toBe(sitePaths.home());
    expect(maintenanceTarget(undefined, contentPaths.maintenance())).toBeUndefined();
  });
});
