/** The UI locales (spec §1: English is the default and the fallback). */
export const SUPPORTED_LOCALES = [
  'en',
  'zh-CN',
  'zh-TW',
  'th',
  'vi',
  'id',
  'ms',
  'ja',
  'ko',
  'pt-BR',
] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** Query parameter and storage key that choose the language (spec §7). */
export const LOCALE_PARAM = 'locale';

/** Whether a string is one of the supported locales. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}
