import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setupServer } from 'msw/node';
import { createFake, type Fake } from './fake.ts';
import { fakeBases } from './lib/route.ts';

const LOCALES_DIR = join(import.meta.dirname, '..', 'locales');

/** Reads locales/<lng>/*.json from disk and merges them by area (Node: tests and server). */
export async function loadDictionaryFromDisk(
  locale: string,
): Promise<Record<string, unknown> | null> {
  if (!/^[a-zA-Z-]{2,10}$/.test(locale)) return null;
  let files: string[];
  try {
    files = (await readdir(join(LOCALES_DIR, locale))).filter((name) => name.endsWith('.json'));
  } catch {
    return null;
  }
  const merged: Record<string, unknown> = {};
  for (const file of files.sort())
    merged[file.replace(/\.json$/, '')] = JSON.parse(
      await readFile(join(LOCALES_DIR, locale, file), 'utf8'),
    );
  return merged;
}

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
