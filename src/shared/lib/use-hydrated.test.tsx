// vitest: isolated — the hydration flag is the module's state, set and cleared here as the
// browser's entry and the composition root do, and a root is hydrated outside act().
import { render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { markHydrationStart, markPageLive, useHydrated } from './use-hydrated';

function Probe({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <span>{hydrated ? 'the browser’s' : 'the server’s'}</span>;
}

/** Runs `run` in its first effect: after the effects of the parts before it. */
function AfterEffects({ run }: { run?: () => void }) {
  useEffect(() => run?.(), [run]);
  return null;
}

describe('what only the browser knows renders after hydration', () => {
  it('the server renders the page without it', () => {
    expect(renderToString(<Probe seen={[]} />)).toBe('<span>the server’s</span>');
  });

  it('the page hydrates as the server rendered it, and switches after hydration’s task', async () => {
    const page = (seen: boolean[], onLive?: () => void) => (
      <>
        <Probe seen={seen} />
        <AfterEffects run={onLive} />
      </>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page([]));
    document.body.append(container);
    const seen: boolean[] = [];
    const errors = vi.fn();
    // As in a browser, not in act(): act would run every update at once.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    let root: Root | undefined;
    try {
      // What the page shows once the task that ran the hydration's effects is over: a switch
      // React renders synchronously (a store that answers otherwise than the server) would be
      // in; a transition comes in tasks of its own (issue 30: hydration's long task).
      const afterHydration = new Promise<string | null>((resolve) => {
        markHydrationStart();
        root = hydrateRoot(
          container,
          page(seen, () => {
            // As the composition root does, in its effect (after every part's).
            markPageLive();
            queueMicrotask(() => resolve(container.textContent));
          }),
          { onRecoverableError: errors },
        );
      });
      expect(await afterHydration).toBe('the server’s');
      await waitFor(() => expect(container.textContent).toBe('the browser’s'));
    } finally {
      root?.unmount();
      markPageLive();
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }
    expect(errors).not.toHaveBeenCalled();
    expect(seen).toEqual([false, true]);
    container.remove();
  });

  it('a part that mounts once the page is live renders as the browser’s at once', () => {
    const seen: boolean[] = [];
    render(<Probe seen={seen} />);
    expect(seen).toEqual([true]);
    expect(screen.getByText('the browser’s')).toBeInTheDocument();
  });
});
