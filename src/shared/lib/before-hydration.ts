const pending: Promise<unknown>[] = [];

/**
 * Code the server's HTML shows and the browser must have before it hydrates the page (a route
 * module asks for it as it loads): hydration waits for it (entry.client.tsx), so every part of
 * the page hydrates in one pass, before any answer can change what it shows.
 */
export function beforeHydration(load: () => Promise<unknown>): void {
  if (typeof document === 'undefined') return;
  pending.push(load().catch(() => undefined));
}

/** Resolves once everything asked for with `beforeHydration` so far is in. */
export function hydrationPreloads(): Promise<unknown> {
  return Promise.all(pending);
}
