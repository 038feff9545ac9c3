import * as z from 'zod';
import { LocaleCode } from './schemas.ts';

/**
 * Seed content in the request's locale. Every call sends `locale` (LocaleCode); English is
 * the default and the fallback. Records keep their English texts in the fields the API shows
 * and the other locales in an `i18n` field (`translationsOf`); a handler answers with
 * `inLocale(record, localeOf(request))`, so the response shape never changes.
 */
export type Locale = z.output<typeof LocaleCode>;
export const LOCALES: readonly Locale[] = LocaleCode.options;
export const DEFAULT_LOCALE: Locale = 'en';

/** The locales a record stores translations for (English lives in the record's own fields). */
export const TranslatedLocale = LocaleCode.exclude(['EN']);
export type TranslatedLocale = z.output<typeof TranslatedLocale>;
const TRANSLATED: readonly TranslatedLocale[] = TranslatedLocale.options;

/** A text as seeds author it: plain (the same in every locale) or per locale, English required. */
export type LocalizedText = string | (Partial<Record<Locale, string>> & { en: string });

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The request's `locale` query parameter; English when it is absent or not a known locale. */
export function localeOf(request: Request): Locale {
  const value = new URL(request.url).searchParams.get('locale');
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** A text in a locale, falling back to English. */
export function localized(text: LocalizedText, locale: Locale): string {
  return typeof text === 'string' ? text : (text[locale] ?? text.en);
}

/**
 * The `i18n` field of a record: per translated locale, some of the record's text fields.
 * Built from the record's own field schemas, so a translation has the type of what it replaces.
 */
export function translationsOf<Shape extends z.ZodRawShape>(fields: z.ZodObject<Shape>) {
  return z.partialRecord(TranslatedLocale, fields.partial()).default({});
}

/** Stored translations of the text fields T of a record. */
export type Translations<T> = Partial<Record<TranslatedLocale, Partial<T>>>;

/** What a seed authors for a record's texts: each field a text or a list of texts. */
type AuthoredTexts = Record<string, LocalizedText | readonly LocalizedText[]>;
type EnglishOf<F extends AuthoredTexts> = {
  [K in keyof F]: F[K] extends readonly LocalizedText[] ? string[] : string;
};

function hasLocale(value: LocalizedText | readonly LocalizedText[], locale: Locale): boolean {
  if (typeof value === 'string') return false;
  if (isLocalizedList(value)) return value.some((item) => hasLocale(item, locale));
  return value[locale] !== undefined;
}

function isLocalizedList(
  value: LocalizedText | readonly LocalizedText[],
): value is readonly LocalizedText[] {
  return Array.isArray(value);
}

function textIn(
  value: LocalizedText | readonly LocalizedText[],
  locale: Locale,
): string | string[] {
  return isLocalizedList(value)
    ? value.map((item) => localized(item, locale))
    : localized(value, locale);
}

/**
 * Splits authored texts into a record's English fields and its `i18n` translations. A locale
 * stores only the fields it translates (a list is stored whole, untranslated items in English).
 */
export function withTranslations<F extends AuthoredTexts>(
  fields: F,
): EnglishOf<F> & { i18n: Translations<EnglishOf<F>> } {
  const english: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(fields)) english[key] = textIn(value, DEFAULT_LOCALE);
  const i18n: Partial<Record<TranslatedLocale, Record<string, string | string[]>>> = {};
  for (const locale of TRANSLATED) {
    const entries = Object.entries(fields).filter(([, value]) => hasLocale(value, locale));
    if (entries.length > 0)
      i18n[locale] = Object.fromEntries(
        entries.map(([key, value]) => [key, textIn(value, locale)]),
      );
  }
  return { ...english, i18n } as EnglishOf<F> & { i18n: Translations<EnglishOf<F>> };
}

/**
 * A record as a locale sees it: its translated fields replace the English ones (a field or a
 * locale without a translation stays English), and the `i18n` field itself is dropped.
 */
export function inLocale<R extends { i18n: Translations<Omit<R, 'i18n'>> }>(
  record: R,
  locale: Locale,
): Omit<R, 'i18n'> {
  const { i18n, ...base } = record;
  if (locale === 'en') return base;
  const translation = i18n[locale];
  if (!translation) return base;
  const texts = Object.fromEntries(
    Object.entries(translation).filter(([, value]) => value !== undefined),
  ) as Partial<Omit<R, 'i18n'>>;
  return { ...base, ...texts };
}
