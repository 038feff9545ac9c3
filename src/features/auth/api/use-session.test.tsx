// vitest: isolated — it hydrates a root outside act() (IS_REACT_ACT_ENVIRONMENT off meanwhile)
// and sets the session marker and a session the module graph keeps: shared with the files after
// it, an update of theirs could land outside act (guards.test.tsx failed so in one full run).
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setToken } from '@/api/session';
import { setRenderedSessionMarker } from '@/shared/lib/session-marker';
import { useAccountRole, useSignedIn } from './use-session';

function Header({ renders }: { renders: string[] }) {
  const signedIn = useSignedIn();
  const role = useAccountRole();
  const shown = signedIn ? `signed in as ${role}` : 'Sign In';
  renders.push(shown);
  return <p>{shown}</p>;
}

/** Calls `run` from its first effect: after the effects of the parts before it. */
function AfterEffects({ run }: { run: () => void }) {
  useEffect(() => {
    run();
  }, [run]);
  return null;
}

afterEach(() => {
  clearSession();
  setRenderedSessionMarker(() => null);
});

describe('a signed-in member’s reload (issue 29: the member’s header, no guest header flash)', () => {
  it('hydrates the header the server rendered from the marker, and renders it once (issue 30: no render again in hydration’s task)', async () => {
    setRenderedSessionMarker(() => 'member');
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <>
        <Header renders={[]} />
        <AfterEffects run={() => undefined} />
      </>,
    );
    document.body.append(container);
    setToken('fk_token', null, 'member');
    const renders: string[] = [];
    const errors = vi.fn();
    // As in a browser, not in act(), which would run a synchronous render along with the rest.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    let root: Root | undefined;
    try {
      // The task after the one that ran the hydration's effects: a render they scheduled
      // synchronously is over by then.
      await new Promise((resolve) => {
        root = hydrateRoot(
          container,
          <>
            <Header renders={renders} />
            <AfterEffects run={() => setTimeout(resolve, 0)} />
          </>,
          { onRecoverableError: errors },
        );
      });
      expect(container.textContent).toBe('signed in as member');
    } finally {
      root?.unmount();
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }
    expect(errors).not.toHaveBeenCalled();
    expect(renders).toEqual(['signed in as member']);
    container.remove();
  });
});
