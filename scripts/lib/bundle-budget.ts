/**
 * What each screen of the built site downloads, from Vite's build manifest: home is the
 * entry chunk and everything it imports statically; a lazily loaded route or widget is its
 * dynamic-import chunk and everything that pulls in beyond home. `.size-limit.ts` turns these
 * file lists into the byte budgets of issue 6.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface BundlePart {
  /** Manifest key: the source module of the chunk (`src/...`) or a shared chunk (`_x.js`). */
  name: string;
  /** Built files (relative to the output directory) it downloads beyond home. */
  files: string[];
}

export function readManifest(outDir: string): Manifest {
  return JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/** The JavaScript home needs before it renders: the entry and its static imports. */
export function homeBundle(manifest: Manifest): BundlePart {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the build manifest has no entry chunk');
  return { name: entry, files: [...closure(manifest, entry)].map((key) => manifest[key]!.file) };
}

/** Every dynamically imported module (routes, dialogs, widgets, libraries on demand). */
export function lazyBundles(manifest: Manifest): BundlePart[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry) ?? '';
  const home = closure(manifest, entry);
  const targets = new Set<string>();
  for (const chunk of Object.values(manifest))
    for (const target of chunk.dynamicImports ?? []) if (!home.has(target)) targets.add(target);
  return [...targets].sort().map((target) => ({
    name: target,
    files: [...closure(manifest, target)]
      .filter((key) => !home.has(key))
      .map((key) => manifest[key]!.file),
  }));
}
