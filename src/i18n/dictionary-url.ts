/**
 * Where a language's dictionary lives: one JSON file per language on the storage origin
 * (spec §7), with the build's stamp against stale caches. Shared by the app (i18n.ts) and the
 * build, which preloads the default language's file from the HTML (vite.config.ts).
 */
export function dictionaryUrl(
  storageBaseUrl: string,
  language: string,
  version: number | string,
): string {
  const lng = encodeURIComponent(language);
  return `${storageBaseUrl}/frontend/lang/${lng}/${lng}.json?ts=${encodeURIComponent(String(version))}`;
}
