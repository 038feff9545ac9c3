/**
 * The texts, for the server's renders: locales/<lng>/<area>.json merged by area, as the storage
 * origin serves them to the browser (spec §7), bundled into the server build.
 */
const files = import.meta.glob<Record<string, unknown>>('/locales/*/*.json', {
  eager: true,
  import: 'default',
});

const byLocale = new Map<string, Record<string, unknown>>();
for (const [path, texts] of Object.entries(files)) {
  const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!match?.[1] || !match[2]) continue;
  const merged = byLocale.get(match[1]) ?? {};
  merged[match[2]] = texts;
  byLocale.set(match[1], merged);
}

/** One locale's dictionary, or null for a locale the site has no texts for. */
export function serverDictionary(locale: string): Record<string, unknown> | null {
  return byLocale.get(locale) ?? null;
}
