let markDone: () => void = () => undefined;

/** Resolves once the page has hydrated (the root's first effects ran). */
export const whenHydrated = new Promise<void>((resolve) => {
  markDone = resolve;
});

/** The page is live: tests and the benchmark wait for `<html data-hydrated>` (root.tsx). */
export function markHydrated(): void {
  document.documentElement.dataset.hydrated = 'true';
  markDone();
}
