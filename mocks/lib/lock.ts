/**
 * Serialises money-moving handlers: each read-check-write sequence runs alone, so two
 * concurrent transfers can never both spend the same balance.
 */
let tail: Promise<unknown> = Promise.resolve();

export function exclusive<T>(work: () => Promise<T> | T): Promise<T> {
  const run = tail.then(work, work);
  tail = run.catch(() => undefined);
  return run;
}
