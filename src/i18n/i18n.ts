import i18next, { type i18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { dictionaryUrl } from './dictionary-url';
import { DEFAULT_LOCALE, LOCALE_PARAM, SUPPORTED_LOCALES } from './locales';

export interface I18nOptions {
  /** Base URL of the storage origin that serves frontend/lang/{lng}/{lng}.json. */
  storageBaseUrl: string;
  /** Cache-busting stamp appended as `ts`. */
  version?: number | string;
  /** Force a language (tests); otherwise the `locale` query parameter, then storage. */
  lng?: string;
}

/**
 * Starts i18next: dictionaries load from the storage origin (spec §7), the language comes
 * from the `locale` query parameter or the stored preference, English is default and fallback.
 */
export async function initI18n({ storageBaseUrl, version = 1, lng }: I18nOptions): Promise<i18n> {
  const instance = i18next.createInstance();
  // One JSON file per language from the storage origin, with the browser's own fetch (a
  // lighter start than a general HTTP backend and its fetch polyfill).
  const dictionary = async (language: string): Promise<Record<string, unknown>> => {
    const response = await fetch(dictionaryUrl(storageBaseUrl, language, version));
    if (!response.ok) throw new Error(`dictionary ${language}: HTTP ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  };
  await instance
    .use(resourcesToBackend(dictionary))
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...SUPPORTED_LOCALES],
      nonExplicitSupportedLngs: false,
      load: 'currentOnly',
      returnNull: false,
      interpolation: { escapeValue: false },
      detection: {
        order: ['querystring', 'localStorage'],
        lookupQuerystring: LOCALE_PARAM,
        lookupLocalStorage: LOCALE_PARAM,
        caches: ['localStorage'],
      },
      react: { useSuspense: false },
      // The dictionary is asked for now, not from a timer: the first render waits for it, and
      // a timer during the page's load fired 10 ms late (the first data 12 ms later; issue 18).
      initAsync: false,
    });
  instance.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  document.documentElement.lang = instance.language;
  return instance;
}
