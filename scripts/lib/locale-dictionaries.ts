import { readdir } from 'node:fs/promises';
import type { Plugin } from 'vite';
import type { ApiMode } from './api-mode.ts';
import {
  dictionaryFiles,
  LOCALES_DIR,
  loadDictionaryFromDisk,
} from '../../mocks/lib/dictionaries-on-disk.ts';

const INDEX = 'virtual:fortuna-dictionaries';
const ONE = 'virtual:fortuna-dictionary/';

/**
 * The in-browser fake serves each language's dictionary as one file (spec §7). It used to
 * import locales/<lng>/<area>.json one module at a time (21 requests through the service
 * worker before the first render, about 250 ms of the fake's start-up; issue 18); this plugin
 * makes one module per language with the areas merged at build time, loaded on demand:
 * `import { loadDictionary } from 'virtual:fortuna-dictionaries'`.
 */
export function localeDictionaries(options: { files?: string } = {}): Plugin {
  return {
    name: 'fortuna:locale-dictionaries',
    resolveId(id) {
      if (id === INDEX || id.startsWith(ONE)) return `\0${id}`;
      return null;
    },
    async load(id) {
      if (id === `\0${INDEX}`) {
        const locales = (await readdir(LOCALES_DIR, { withFileTypes: true }))
          .filter((entry) => entry.isDirectory())
          .map((entry) => entry.name)
          .sort();
        if (options.files) return await fetchedDictionaries(this, locales, options.files);
        const loaders = locales
          .map(
            (locale) =>
              `  ${JSON.stringify(locale)}: () => import(${JSON.stringify(`${ONE}${locale}`)}),`,
          )
          .join('\n');
        return `const loaders = {\n${loaders}\n};
export async function loadDictionary(locale) {
  const load = Object.hasOwn(loaders, locale) ? loaders[locale] : undefined;
  return load ? (await load()).default : null;
}\n`;
      }
      if (id.startsWith(`\0${ONE}`)) {
        const locale = id.slice(ONE.length + 1);
        // A change to any area's file rebuilds this language's module (dev server).
        for (const file of (await dictionaryFiles(locale)) ?? []) this.addWatchFile(file);
        const merged = await loadDictionaryFromDisk(locale);
        // JSON.parse of a string is parsed faster than the same object as a literal.
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(merged))});\n`;
      }
      return null;
    },
  };
}

/**
 * `loadDictionary` for the fake's service worker (options.files: a folder at the site's root):
 * each language's merged dictionary is a file of the build, fetched when first asked for, so
 * that the worker's script does not carry ten dictionaries to answer one (issue 18).
 */
async function fetchedDictionaries(
  context: { emitFile: (file: { type: 'asset'; fileName: string; source: string }) => string },
  locales: string[],
  folder: string,
): Promise<string> {
  for (const locale of locales) {
    const merged = await loadDictionaryFromDisk(locale);
    if (merged)
      context.emitFile({
        type: 'asset',
        fileName: `${folder}/${locale}.json`,
        source: JSON.stringify(merged),
      });
  }
  return `const locales = ${JSON.stringify(locales)};
const loaded = new Map();
export function loadDictionary(locale) {
  if (!locales.includes(locale)) return Promise.resolve(null);
  if (!loaded.has(locale))
    loaded.set(
      locale,
      fetch(${JSON.stringify(`/${folder}/`)} + locale + '.json').then((response) => {
        if (!response.ok) throw new Error('dictionary ' + locale + ': ' + response.status);
        return response.json();
      }),
    );
  return loaded.get(locale).catch((error) => {
    loaded.delete(locale);
    throw error;
  });
}\n`;
}

/** The path under the storage base where a language's dictionary is served (spec §7). */
function dictionaryPath(locale: string): string {
  return `frontend/lang/${locale}/${locale}.json`;
}

/**
 * Mock builds and the dev server also serve each language's dictionary as a plain file at the
 * storage base, as a real storage origin does (issue 18). The page then loads its dictionary
 * while the fake backend starts, instead of after it: the fake's service worker passes requests
 * of a page it has not started on to the network, and answers the same file once it runs. Only
 * for a storage base on the site's own origin (a path); another origin serves its own files.
 */
export function staticDictionaries(apiMode: ApiMode, storageBaseUrl = '/storage'): Plugin {
  const base = storageBaseUrl.replace(/\/+$/, '');
  const enabled = apiMode !== 'real' && base.startsWith('/') && !base.startsWith('//');
  const prefix = `${base}/frontend/lang/`;
  return {
    name: 'fortuna:static-dictionaries',
    configureServer(server) {
      if (!enabled) return;
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '').split('?')[0] ?? '';
        const match = path.startsWith(prefix)
          ? /^([a-zA-Z-]{2,10})\/\1\.json$/.exec(path.slice(prefix.length))
          : null;
        if (!match?.[1]) return next();
        loadDictionaryFromDisk(match[1]).then(
          (merged) => {
            if (!merged) return next();
            response.setHeader('Content-Type', 'application/json');
            response.setHeader('Cache-Control', 'no-cache');
            response.end(JSON.stringify(merged));
          },
          (error: unknown) => next(error),
        );
      });
    },
    async generateBundle() {
      if (!enabled) return;
      const locales = (await readdir(LOCALES_DIR, { withFileTypes: true }))
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name);
      for (const locale of locales) {
        const merged = await loadDictionaryFromDisk(locale);
        if (!merged) continue;
        this.emitFile({
          type: 'asset',
          fileName: `${base.slice(1)}/${dictionaryPath(locale)}`,
          source: JSON.stringify(merged),
        });
      }
    },
  };
}
