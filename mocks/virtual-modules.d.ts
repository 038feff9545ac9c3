/** scripts/lib/locale-dictionaries.ts: one merged dictionary module per language. */
declare module 'virtual:fortuna-dictionaries' {
  export function loadDictionary(locale: string): Promise<Record<string, unknown> | null>;
}
