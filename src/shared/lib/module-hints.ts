import { preloadModule } from 'react-dom';

/**
 * Where a lazily loaded module comes from: the server build marks each `() => import(…)` with
 * its source path (scripts/lib/lazy-sources-plugin.ts); the browser's build does not.
 */
export function moduleSourceOf(load: unknown): string | undefined {
  if (typeof load !== 'function' || !('moduleSource' in load)) return undefined;
  return typeof load.moduleSource === 'string' ? load.moduleSource : undefined;
}

/** `load`, marked with the source of the module it loads (when there is one). */
export function withModuleSource<F extends object>(
  load: F,
  source: string | undefined,
): F & { moduleSource?: string } {
  return source === undefined ? load : Object.assign(load, { moduleSource: source });
}

let scriptsOf: ((source: string) => readonly string[]) | undefined;

/**
 * The server's table of the browser's scripts a module needs (its chunk and the chunks that
 * chunk imports), from the client build's manifest (entry.server.tsx). None on the dev server
 * and in the browser: there, nothing is hinted.
 */
export function setModuleScripts(table: ((source: string) => readonly string[]) | undefined) {
  scriptsOf = table;
}

/**
 * Called as the server renders a lazily loaded part (issue 30): the page's head names the
 * browser's scripts of that part as `<link rel="modulepreload">`, so they download beside the
 * page's own scripts instead of after those have run and rendered. Nothing elsewhere.
 */
export function hintModuleScripts(source: string | undefined): void {
  if (source === undefined || scriptsOf === undefined) return;
  for (const href of scriptsOf(source)) preloadModule(href, { as: 'script' });
}
