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

/**
 * The modules a first visit to home runs (React Router's framework build, decision 0029): the
 * browser's entry, the root route, the site's layout and home's route module.
 */
export const HOME_MODULES = [
  'src/app/entry.client.tsx',
  'src/app/root.tsx',
  'src/app/routes/site-layout.tsx',
  'src/app/routes/home.tsx',
];

/** A manifest key without React Router's query (`?__react-router-build-client-route`). */
const moduleOf = (key: string) => key.split('?')[0] ?? key;

/** The JavaScript home needs before it is live: its modules and their static imports. */
export function homeBundle(manifest: Manifest): BundlePart {
  const entries = Object.keys(manifest).filter(
    (key) =>
      manifest[key]?.isEntry &&
      HOME_MODULES.includes(moduleOf(key)) &&
      !key.includes('route-chunk'),
  );
  if (entries.length < HOME_MODULES.length)
    throw new Error('the build manifest lacks some of home’s modules');
  const home = new Set<string>();
  for (const entry of entries) closure(manifest, entry, home);
  return { name: 'home', files: [...home].map((key) => manifest[key]!.file) };
}

/**
 * Every other route's module and every dynamically imported module (dialogs, widgets, member
 * screens, libraries on demand), each with what it downloads beyond home.
 */
export function lazyBundles(manifest: Manifest): BundlePart[] {
  const home = new Set<string>();
  for (const key of Object.keys(manifest))
    if (manifest[key]?.isEntry && HOME_MODULES.includes(moduleOf(key)))
      closure(manifest, key, home);
  const targets = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry && !home.has(key) && !key.includes('route-chunk')) targets.add(key);
    for (const target of chunk.dynamicImports ?? []) if (!home.has(target)) targets.add(target);
  }
  return [...targets].sort().map((target) => ({
    name: moduleOf(target),
    files: [...closure(manifest, target)]
      .filter((key) => !home.has(key))
      .map((key) => manifest[key]!.file),
  }));
}

/**
 * The forms kit's file (vite.config.ts names its chunk `forms`): not in home, fetched with the
 * first form. A build without it (no form at all) would have nothing to measure: an error.
 */
export function formsKit(manifest: Manifest): string[] {
  const files = Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => /^assets\/forms-[\w-]+\.js$/.test(file));
  if (files.length !== 1) throw new Error(`expected one forms kit chunk, found ${files.length}`);
  return files;
}

/**
 * What a visitor downloads on a way through the site (issue 30): home, then each step (a route
 * module, a dialog, a member screen: a manifest module, as `lazyBundles` names them) with what
 * it pulls in, each file once, as the browser keeps what it has fetched. A module shared by
 * the steps counts once here, where the per-part measure counts it again in every part.
 */
export function pathBundle(manifest: Manifest, name: string, steps: readonly string[]): BundlePart {
  const files = new Set<string>();
  for (const key of Object.keys(manifest))
    if (
      manifest[key]?.isEntry &&
      HOME_MODULES.includes(moduleOf(key)) &&
      !key.includes('route-chunk')
    )
      closure(manifest, key, files);
  for (const step of steps) {
    const key = Object.keys(manifest).find(
      (candidate) => moduleOf(candidate) === step && !candidate.includes('route-chunk'),
    );
    if (!key) throw new Error(`the build manifest has no module ${step} (path “${name}”)`);
    closure(manifest, key, files);
  }
  return { name, files: [...files].map((key) => manifest[key]!.file) };
}

/**
 * A chain of chunks that import one another statically in a circle, or null when there is none.
 * The shell's chunks start in tasks of their own (vite.config.ts NEXT_TASK): in a circle, a
 * chunk could run before one it needs has, and find what it imports not yet defined.
 */
export function importCycle(manifest: Manifest): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (key: string): string[] | null => {
    const at = path.indexOf(key);
    if (at !== -1) return [...path.slice(at), key];
    if (done.has(key)) return null;
    path.push(key);
    for (const imported of manifest[key]?.imports ?? []) {
      const cycle = visit(imported);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(key);
    return null;
  };
  for (const key of Object.keys(manifest)) {
    const cycle = visit(key);
    if (cycle) return cycle;
  }
  return null;
}
