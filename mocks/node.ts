import { setupServer } from 'msw/node';
import { createFake, type Fake, type SeededWorld } from './fake.ts';
import { loadDictionaryFromDisk } from './lib/dictionaries-on-disk.ts';
import { fakeBases } from './lib/route.ts';
import { seedAhead } from './seed/ahead.ts';
import { seedHere } from './seed/here.ts';

export { loadDictionaryFromDisk };

/** Origin the fake's own tests call (Node environment, no page location). */
export const TEST_ORIGIN = 'http://fake.test';

/**
 * The demo world, seeded once per test file (Vitest isolates each file's modules): every reset
 * restores it while it is fresh, where seeding anew before each test cost about 60 ms.
 */
let seeded: Promise<SeededWorld> | undefined;

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
  seeded ??= seedAhead();
  const fake = await createFake({
    loadDictionary: loadDictionaryFromDisk,
    bases: fakeBases(origin),
    seed: seedHere,
    seeded: await seeded,
  });
  return { fake, server: setupServer(...fake.handlers) };
}
