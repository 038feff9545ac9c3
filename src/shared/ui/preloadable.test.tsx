import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { beforeHydration, hydrationPreloads } from '@/shared/lib/before-hydration';
import { PartBoundary, preloadable } from './preloadable';

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

describe('PartBoundary (issue 30: a member screen hydrates in its page’s pass)', () => {
  const Hello = () => <p>Hello</p>;

  it('a part whose code is in renders without a Suspense boundary of its own', async () => {
    const Part = preloadable(async () => Hello);
    await Part.preload();
    // No boundary markers: React hydrates it with the page, not later on its own.
    expect(renderToString(<PartBoundary part={Part} fallback={<p>Loading</p>} />)).toBe(
      '<p>Hello</p>',
    );
  });

  it('a part whose code is not in waits in a boundary of its own with its fallback', async () => {
    const Part = preloadable(async () => Hello);
    const html = renderToString(<PartBoundary part={Part} fallback={<p>Loading</p>} />);
    expect(html).toContain('<!--$');
    expect(html).toContain('<p>Loading</p>');
    render(<PartBoundary part={Part} fallback={<p>Loading</p>} />);
    expect(await screen.findByText('Hello')).toBeInTheDocument();
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
