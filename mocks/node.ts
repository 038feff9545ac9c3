import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setupServer } from 'msw/node';
import { createFake, type Fake } from './fake.ts';

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

/** A fake backend for Node (Vitest): in-memory, seeded, reset between tests by the caller. */
export async function createNodeFake(): Promise<{
  fake: Fake;
  server: ReturnType<typeof setupServer>;
}> {
  const fake = await createFake({ loadDictionary: loadDictionaryFromDisk });
  return { fake, server: setupServer(...fake.handlers) };
}
