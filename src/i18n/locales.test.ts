// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from './locales';

/**
 * Every locale has every key of English (the default and fallback), no more and no less, and
 * every key the code uses exists in English.
 */
const root = join(import.meta.dirname, '../..');
const localesDir = join(root, 'locales');

type Tree = { [key: string]: string | Tree };

function load(locale: string): Tree {
  const tree: Tree = {};
  for (const file of readdirSync(join(localesDir, locale)).filter((f) => f.endsWith('.json'))) {
    tree[file.replace(/\.json$/, '')] = JSON.parse(
      readFileSync(join(localesDir, locale, file), 'utf8'),
    ) as Tree;
  }
  return tree;
}

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
}

function lookup(tree: Tree, path: string): string | Tree | undefined {
  return path
    .split('.')
    .reduce<string | Tree | undefined>(
      (node, part) => (node && typeof node === 'object' ? node[part] : undefined),
      tree,
    );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'generated' || entry.name === 'generated-drift'
        ? []
        : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const english = load('en');
const englishKeys = keys(english).sort();

describe('locales', () => {
  it('English has texts', () => {
    expect(englishKeys.length).toBeGreaterThan(50);
  });

  it.each(SUPPORTED_LOCALES.filter((l) => l !== 'en'))(
    '%s has every English key and no other',
    (locale) => {
      const tree = load(locale);
      expect(keys(tree).sort()).toEqual(englishKeys);
    },
  );

  it.each(SUPPORTED_LOCALES.filter((l) => l !== 'en'))(
    '%s keeps every {{placeholder}} and translates every text',
    (locale) => {
      const tree = load(locale);
      const problems = englishKeys.filter((key) => {
        const text = lookup(tree, key);
        return (
          typeof text !== 'string' ||
          text.trim() === '' ||
          placeholders(text).join() !== placeholders(String(lookup(english, key))).join()
        );
      });
      expect(problems).toEqual([]);
    },
  );

  it('every key used in the code exists in English', () => {
    const missing: string[] = [];
    for (const file of sourceFiles(join(root, 'src'))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*'([a-z_]+(?:\.[A-Za-z0-9_]+)+)'/g)) {
        // A key with a count is its plural forms (i18next's `_one`, `_other`).
        const key = match[1] ?? '';
        if (
          typeof lookup(english, key) !== 'string' &&
          typeof lookup(english, `${key}_other`) !== 'string'
        )
          missing.push(`${relative(root, file)}: ${match[1]}`);
      }
      for (const match of text.matchAll(/\bt\(\s*`([a-z_]+(?:\.[A-Za-z0-9_]+)*)\.\$\{/g)) {
        if (typeof lookup(english, match[1] ?? '') !== 'object')
          missing.push(`${relative(root, file)}: ${match[1]}.*`);
      }
      for (const match of text.matchAll(/(?:Key|key): '([a-z_]+(?:\.[A-Za-z0-9_]+)+)'/g)) {
        if (typeof lookup(english, match[1] ?? '') !== 'string')
          missing.push(`${relative(root, file)}: ${match[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
