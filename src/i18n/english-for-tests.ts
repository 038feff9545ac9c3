import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

// The English texts straight from locales/en, one namespace object per file, as the storage
// origin serves them merged (frontend/lang/en/en.json).
const files = import.meta.glob<Record<string, unknown>>('../../locales/en/*.json', {
  eager: true,
  import: 'default',
});

/**
 * An i18next instance with the English dictionary, for component tests of shared blocks that
 * need real labels but no fake backend (a screen's test uses initI18n on the fake instead).
 */
export async function englishI18n(): Promise<i18n> {
  const translation = Object.fromEntries(
    Object.entries(files).map(([path, texts]) => [
      path.replace(/^.*\/([^/]+)\.json$/, '$1'),
      texts,
    ]),
  );
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation } },
    interpolation: { escapeValue: false },
  });
  return instance;
}
