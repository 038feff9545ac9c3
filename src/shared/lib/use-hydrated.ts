import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while the page renders on the server and hydrates, true from then on: what only the
 * browser knows (the session token, local storage) renders after hydration, so the first
 * render matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
