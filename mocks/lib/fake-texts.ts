import texts from './fake-texts.json' with { type: 'json' };
import type { Locale, TranslatedLocale } from './i18n.ts';

/**
 * The fake's own texts in the request's locale (issue 34): transaction type names, payment
 * method names, remarks and message senders that the fake writes into records in English, as a
 * backend's database keeps them in its default language. `fake-texts.json` is the dictionary:
 * each English text with its translation in every other site locale; a `{name}` part of a text
 * ('Credit transfer to {name}') stands for what the fake filled in, which keeps its own words
 * (a username, a bank account) or is itself translated when it is in the dictionary ('Bank
 * Transfer deposit'). A text not in the dictionary (what a member or an agent typed, a brand, the
 * wording spec sections 5 and 8 fix in English, such as 'Insufficient Amount') stays as it is.
 */
type Translations = Record<TranslatedLocale, string>;

const DICTIONARY: Record<string, Translations> = texts;

const PLACEHOLDER = /\{(\w+)\}/g;

/** The dictionary's texts with parts to fill in, as patterns that find those parts. */
const PATTERNS = Object.entries(DICTIONARY)
  .filter(([english]) => english.includes('{'))
  .map(([english, translations]) => {
    const source = english
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace(PLACEHOLDER, (_, name: string) => `(?<${name}>.+)`);
    return { pattern: new RegExp(`^${source}$`), translations };
  });

/** A text the fake wrote in English, in `locale` when the dictionary knows it (else as it is). */
export function fakeText(text: string, locale: Locale): string {
  if (locale === 'en' || text === '') return text;
  const exact = DICTIONARY[text];
  if (exact) return exact[locale];
  for (const { pattern, translations } of PATTERNS) {
    const parts = pattern.exec(text)?.groups;
    if (parts)
      return translations[locale].replace(PLACEHOLDER, (_, name: string) =>
        fakeText(parts[name] ?? '', locale),
      );
  }
  return text;
}

/** Every English text of the dictionary (its tests check each has every locale). */
export const FAKE_TEXTS: Readonly<Record<string, Translations>> = DICTIONARY;
