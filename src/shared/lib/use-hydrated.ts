import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * The browser hydrates the server's page (entry.client.tsx, until the page's first effects
 * ran): what mounts meanwhile renders as the server did. A page rendered in the browser alone
 * (a test's render) never hydrates.
 */
let hydrating = false;

/** Called by the browser's entry just before it hydrates the server's page. */
export function markHydrationStart(): void {
  hydrating = true;
}

/** Called by the composition root once the page's first effects ran (root.tsx). */
export function markPageLive(): void {
  hydrating = false;
}

/**
 * False while the page renders on the server and hydrates, true from then on: what only the
 * browser knows (the session token, local storage) renders after hydration, so the first
 * render matches the server's HTML.
 *
 * The switch after hydration is a transition (issue 30): React renders what it shows (the
 * client-only parts of the header, the floating tools, a list's filters) in slices of a few
 * milliseconds between the browser's other work. A store whose value differs from the server's
 * would force one synchronous render of all of them in the hydration's own task: on the bench's
 * phone, a long task of 200 ms and more on every public page. A part that mounts once the page
 * is live reads true at once (the store), and a server-rendered part that hydrates later reads
 * the server's answer while it hydrates (React's server snapshot), then true.
 */
export function useHydrated(): boolean {
  const mountedLive = useSyncExternalStore(
    noSubscription,
    () => !hydrating,
    () => false,
  );
  const [switched, setSwitched] = useState(false);
  useEffect(() => {
    if (!mountedLive) startTransition(() => setSwitched(true));
  }, [mountedLive]);
  return mountedLive || switched;
}
