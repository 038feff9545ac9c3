import { setupServer } from 'msw/node';
import { createFake, type Fake } from './fake.ts';
import { loadDictionaryFromDisk } from './lib/dictionaries-on-disk.ts';
import { fakeBases } from './lib/route.ts';

export { loadDictionaryFromDisk };

/** Origin the fake's own tests call (Node environment, no page location). */
export const TEST_ORIGIN = 'http://fake.test';

/** The origin a Node fake answers on: the page's under jsdom, else TEST_ORIGIN. */
export const nodeFakeOrigin = (): string => globalThis.location?.origin ?? TEST_ORIGIN;

/**
 * A fake backend for Node (Vitest): in-memory, seeded, reset between tests by the caller. It
 * answers under /api and /storage of the page's origin (jsdom) or of TEST_ORIGIN.
 */
export async function createNodeFake(origin: string = nodeFakeOrigin()): Promise<{
  fake: Fake;
  server: ReturnType<typeof setupServer>;
}> {
  const fake = await createFake({
    loadDictionary: loadDictionaryFromDisk,
    bases: fakeBases(origin),
  });
  return { fake, server: setupServer(...fake.handlers) };
}
