import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import {
  createMemoryRouter,
  MemoryRouter,
  RouterProvider,
  type SetURLSearchParams,
} from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSearchParams } from './use-search-params';

/** No probe of this test has rendered yet: an update would reach an earlier test's router. */
const NO_PROBE: SetURLSearchParams = () => {
  throw new Error('no probe has rendered in this test');
};
/** The probe's latest setter, as a timer or a handler in the page would call it. */
const probe: { set: SetURLSearchParams } = { set: NO_PROBE };
const update: SetURLSearchParams = (next, options) => probe.set(next, options);

beforeEach(() => {
  probe.set = NO_PROBE;
});

/** Waits until this test's probe has rendered and handed over its setter. */
const probeRendered = () => waitFor(() => expect(probe.set).not.toBe(NO_PROBE));

function Probe() {
  const [params, set] = useSearchParams();
  useEffect(() => {
    probe.set = set;
  }, [set]);
  return <output>{params.toString()}</output>;
}

describe('useSearchParams (a list’s filters kept in the address)', () => {
  it('an update made before the router has rendered the last one builds on it, not on the old address', async () => {
    const router = createMemoryRouter([{ path: '/games', element: <Probe /> }], {
      initialEntries: ['/games?type=Slots&channel=3'],
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('status')).toHaveTextContent('type=Slots&channel=3');
    // "All providers", then the search's debounce fires before the page has rendered again.
    await act(async () => {
      update((current) => {
        current.delete('channel');
        return current;
      });
      update((current) => {
        current.set('q', 'fortune');
        return current;
      });
    });
    expect(router.state.location.search).toBe('?type=Slots&q=fortune');
    expect(screen.getByRole('status')).toHaveTextContent('type=Slots&q=fortune');
  });

  it('a navigation that is not its own (back) is what the next update builds on', async () => {
    const router = createMemoryRouter([{ path: '/games', element: <Probe /> }], {
      initialEntries: ['/games?type=Slots'],
    });
    render(<RouterProvider router={router} />);
    await act(async () => update({ type: 'Slots', channel: '3' }));
    await act(async () => router.navigate(-1));
    expect(screen.getByRole('status')).toHaveTextContent('type=Slots');
    await act(async () =>
      update((current) => {
        current.set('q', 'tiger');
        return current;
      }),
    );
    expect(router.state.location.search).toBe('?type=Slots&q=tiger');
  });

  it('an update builds on a navigation the router has made but not yet rendered (another component’s)', async () => {
    // A guest's pending game is forgotten (the address loses it), then the header's Sign In is
    // pressed before the page has rendered that address: the game must not come back.
    const router = createMemoryRouter([{ path: '/games', element: <Probe /> }], {
      initialEntries: ['/games?play=5031'],
    });
    render(<RouterProvider router={router} />);
    await act(async () => {
      await router.navigate('/games', { replace: true });
      expect(screen.getByRole('status')).toHaveTextContent('play=5031');
      update((current) => {
        current.set('dialog', 'login');
        return current;
      });
    });
    expect(router.state.location.search).toBe('?dialog=login');
  });

  it('outside a data router an update builds on the rendered params and leaves them as they were', async () => {
    let seen: URLSearchParams | undefined;
    function Seen() {
      const [params, set] = useSearchParams();
      seen ??= params;
      useEffect(() => {
        probe.set = set;
      }, [set]);
      return <output>{params.toString()}</output>;
    }
    render(
      <MemoryRouter initialEntries={['/games?type=Slots']}>
        <Seen />
      </MemoryRouter>,
    );
    await act(async () =>
      update((current) => {
        current.set('q', 'tiger');
        return current;
      }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('type=Slots&q=tiger');
    expect(seen?.toString()).toBe('type=Slots');
  });

  describe('while a navigation runs its loaders (the site’s routes have them)', () => {
    /** A route whose loader waits, after the first load, until the test lets it answer. */
    function routerWithSlowLoaders(initialEntry: string) {
      let release: () => void = () => undefined;
      let gate: Promise<null> = Promise.resolve(null);
      const router = createMemoryRouter(
        [
          { path: '/games', element: <Probe />, loader: () => gate },
          { path: '/promotion', element: <p>promotions</p>, loader: () => gate },
        ],
        { initialEntries: [initialEntry] },
      );
      return {
        router,
        holdLoaders: () => {
          gate = new Promise((resolve) => (release = () => resolve(null)));
        },
        releaseLoaders: () => release(),
      };
    }

    it('an update made while this page’s last update still loads builds on that update', async () => {
      const { router, holdLoaders, releaseLoaders } = routerWithSlowLoaders(
        '/games?type=Slots&channel=3',
      );
      render(<RouterProvider router={router} />);
      expect(await screen.findByRole('status')).toHaveTextContent('type=Slots&channel=3');
      await probeRendered();
      holdLoaders();
      await act(async () => {
        update((current) => {
          current.delete('channel');
          return current;
        });
        expect(router.state.navigation.state).toBe('loading');
        update((current) => {
          current.set('q', 'fortune');
          return current;
        });
        releaseLoaders();
        await Promise.resolve();
      });
      expect(router.state.location.search).toBe('?type=Slots&q=fortune');
    });

    it('a navigation to another page still loading is not what an update of this page builds on', async () => {
      const { router, holdLoaders, releaseLoaders } = routerWithSlowLoaders('/games?type=Slots');
      render(<RouterProvider router={router} />);
      expect(await screen.findByRole('status')).toHaveTextContent('type=Slots');
      await probeRendered();
      holdLoaders();
      await act(async () => {
        void router.navigate('/promotion?page=2');
        expect(router.state.navigation.state).toBe('loading');
        update((current) => {
          current.set('q', 'tiger');
          return current;
        });
        releaseLoaders();
        await Promise.resolve();
      });
      expect(router.state.location.pathname).toBe('/games');
      expect(router.state.location.search).toBe('?type=Slots&q=tiger');
    });
  });
});
