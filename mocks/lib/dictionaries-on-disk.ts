import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where the texts live: locales/<lng>/<area>.json. */
export const LOCALES_DIR = join(import.meta.dirname, '..', '..', 'locales');

/** The JSON files of one locale, sorted (Node only: the fake in tests and on its server, the build). */
export async function dictionaryFiles(locale: string): Promise<string[] | null> {
  if (!/^[a-zA-Z-]{2,10}$/.test(locale)) return null;
  try {
    return (await readdir(join(LOCALES_DIR, locale)))
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => join(LOCALES_DIR, locale, name));
  } catch {
    return null;
  }
}

/**
 * One locale's dictionary as the storage origin serves it: locales/<lng>/<area>.json merged by
 * area ({ "wallet": {...}, "common": {...} }).
 */
export async function loadDictionaryFromDisk(
  locale: string,
): Promise<Record<string, unknown> | null> {
  const files = await dictionaryFiles(locale);
  if (!files) return null;
  const merged: Record<string, unknown> = {};
  for (const file of files)
    merged[
      file
        .split('/')
        .pop()
        ?.replace(/\.json$/, '') ?? 'common'
    ] = JSON.parse(await readFile(file, 'utf8'));
  return merged;
}
