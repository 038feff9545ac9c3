import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { beforeHydration, hydrationPreloads } from '@/shared/lib/before-hydration';
import { preloadable } from './preloadable';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('preloadable', () => {
  it('a part whose code was fetched ahead renders at once, without its fallback', async () => {
    const Part = preloadable(async () => Greeting);
    await Part.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Part name="Ana" />
      </Suspense>,
    );
    // In the first commit: nothing suspended, so hydration would take it in the same pass.
    expect(screen.getByText('Hello Ana')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('a part not fetched ahead loads on render, as a lazy component does', async () => {
    const Part = preloadable(async () => Greeting);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Part name="Ben" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Ben')).toBeInTheDocument();
  });

  it('fetches its code once however often it is asked', async () => {
    let loads = 0;
    const Part = preloadable(async () => {
      loads += 1;
      return Greeting;
    });
    await Promise.all([Part.preload(), Part.preload()]);
    await act(async () => {
      render(<Part name="Cy" />);
    });
    expect(loads).toBe(1);
  });
});

describe('beforeHydration', () => {
  it('hydration waits for the code the server’s HTML shows, even when it fails to load', async () => {
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    beforeHydration(() => slow);
    beforeHydration(() => Promise.reject(new Error('offline')));
    let done = false;
    const waiting = hydrationPreloads().then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    release();
    await waiting;
    expect(done).toBe(true);
  });
});
