import { readdir } from 'node:fs/promises';
import type { Plugin } from 'vite';
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
export function localeDictionaries(): Plugin {
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
