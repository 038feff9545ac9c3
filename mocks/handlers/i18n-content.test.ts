// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  inLocale,
  LOCALES,
  localeOf,
  localized,
  TranslatedLocale,
  withTranslations,
} from '../lib/i18n.ts';
import { TEST_ORIGIN, installFakeBackend } from '../test-utils.ts';

const backend = installFakeBackend();
const db = () => backend.fake().ctx.db;
/** Every record of a collection (the query of an update of all of them). */
const everyRecord = <Q extends { where(predicate: () => boolean): Q }>(q: Q) => q.where(() => true);
/** The update that removes one locale from a record's translations (the translation is missing). */
const withoutLocale = (locale: string) => ({
  data(record: { i18n: Record<string, unknown> }) {
    record.i18n = Object.fromEntries(Object.entries(record.i18n).filter(([key]) => key !== locale));
  },
});

type Body = { status: number; data?: unknown; errors?: Record<string, string[]> };
type Texts = Record<string, unknown>;

/**
 * The five kinds of seeded content that follow the request locale. Each reads the user-facing
 * texts of one record from its operation(s), and knows its English, Thai and Simplified
 * Chinese title; `drop` removes one locale's translation from the stored record.
 */
interface Kind {
  name: string;
  read: (locale: string | undefined) => Promise<{ status: number; texts: Texts; body: Body }>;
  title: { en: string; th: string; 'zh-CN': string };
  drop: (locale: 'th') => Promise<unknown>;
}

/** A call with the given locale, or with no locale parameter at all. */
async function get(path: string, locale: string | undefined, token?: string) {
  if (locale !== undefined) {
    const result = await backend.call<Body>('GET', path, { query: { locale }, token });
    return { status: result.status, body: result.body };
  }
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const response = await fetch(`${TEST_ORIGIN}/api${path}`, { headers });
  return { status: response.status, body: (await response.json()) as Body };
}

function dataOf<T>(body: Body): T {
  return body.data as T;
}

/** The entry with the given id of a list answer. */
function entryOf<T extends { id: number }>(body: Body, id: number): T | undefined {
  return dataOf<{ list: T[] }>(body).list.find((entry) => entry.id === id);
}

type Notice = { id: number; title: string; content: string };

/** A reading of an answer: its status and body with the texts read from it. */
const reading = (answer: { status: number; body: Body }, texts: Texts = {}) => ({
  ...answer,
  texts,
});

const kinds: Kind[] = [
  {
    name: 'about entries',
    title: { en: 'About Fortuna', th: 'เกี่ยวกับ Fortuna', 'zh-CN': '关于 Fortuna' },
    async read(locale) {
      const list = await get('/member/about_us', locale);
      const article = await get('/member/about_us/2', locale);
      if (list.status !== 200) return reading(list);
      const root = entryOf<{ id: number; title: string; children: { title: string }[] }>(
        list.body,
        1,
      );
      const data = dataOf<{ title: string; content: string }>(article.body);
      return reading(article, {
        title: root?.title,
        child: root?.children[0]?.title,
        articleTitle: data.title,
        content: data.content,
      });
    },
    drop: (locale) => db().aboutTranslations.updateMany(everyRecord, withoutLocale(locale)),
  },
  {
    name: 'promotions',
    title: { en: '100% Welcome Bonus', th: 'โบนัสต้อนรับ 100%', 'zh-CN': '100% 首存欢迎红利' },
    async read(locale) {
      const list = await get('/member/promotion/list', locale);
      const detail = await get('/member/promotion/1', locale);
      if (list.status !== 200) return reading(list);
      const summary = entryOf<{ id: number; title: string; summary: string }>(list.body, 1);
      const data = dataOf<{
        title: string;
        summary: string;
        content: string;
        rules: string[];
        tags: string[];
      }>(detail.body);
      return reading(detail, {
        title: summary?.title,
        listSummary: summary?.summary,
        detailTitle: data.title,
        summary: data.summary,
        content: data.content,
        rules: data.rules,
        tags: data.tags,
      });
    },
    drop: (locale) => db().promotions.updateMany(everyRecord, withoutLocale(locale)),
  },
  {
    name: 'notices',
    title: { en: 'Welcome to Fortuna', th: 'ยินดีต้อนรับสู่ Fortuna', 'zh-CN': '欢迎来到 Fortuna' },
    async read(locale) {
      const popups = await get('/member/message/notices?display_method=1&display_page=1', locale);
      const bar = await get('/member/message/notices?display_method=2&display_page=1', locale);
      if (popups.status !== 200) return reading(popups);
      const popup = entryOf<Notice>(popups.body, 81);
      const announcement = entryOf<Notice>(bar.body, 82);
      return reading(bar, {
        title: popup?.title,
        content: popup?.content,
        barTitle: announcement?.title,
        barContent: announcement?.content,
      });
    },
    drop: (locale) => db().messageNotices.updateMany(everyRecord, withoutLocale(locale)),
  },
  {
    name: 'banners',
    title: { en: '100% Welcome Bonus', th: 'โบนัสต้อนรับ 100%', 'zh-CN': '100% 首存欢迎红利' },
    async read(locale) {
      const result = await get('/member/banners?position=1', locale);
      if (result.status !== 200) return reading(result);
      type Banner = { id: number; title: string };
      return reading(result, {
        title: entryOf<Banner>(result.body, 1)?.title,
        second: entryOf<Banner>(result.body, 2)?.title,
      });
    },
    drop: (locale) => db().banners.updateMany(everyRecord, withoutLocale(locale)),
  },
  {
    name: 'VIP levels',
    title: { en: 'VIP 3', th: 'ระดับ VIP 3', 'zh-CN': 'VIP 3 级' },
    async read(locale) {
      const result = await get('/member/vip/levels', locale);
      const token = await backend.signIn();
      const progress = await get('/member/vip/progress', locale, token);
      if (result.status !== 200) return reading(result);
      const list = dataOf<{ list: { level: number; name: string }[] }>(result.body).list;
      const current = dataOf<{ current_level: { name: string }; next_level?: { name: string } }>(
        progress.body,
      );
      return reading(progress, {
        title: list.find((level) => level.level === 3)?.name,
        entry: list.find((level) => level.level === 0)?.name,
        current: current.current_level.name,
        next: current.next_level?.name,
      });
    },
    drop: (locale) => db().vipLevels.updateMany(everyRecord, withoutLocale(locale)),
  },
];

/** The HTML tags of a text, in order (translations keep the English structure). */
const tagsOf = (html: string) => html.match(/<\/?[a-z0-9]+/g) ?? [];

describe('seed content follows the request locale', () => {
  for (const kind of kinds) {
    describe(kind.name, () => {
      it('answers in English by default (locale=en, and without a locale parameter)', async () => {
        const en = await kind.read('en');
        const none = await kind.read(undefined);
        expect(en.status).toBe(200);
        expect(en.texts.title).toBe(kind.title.en);
        expect(none.status).toBe(200);
        expect(none.texts).toEqual(en.texts);
      });

      it.each([
        { language: 'Thai', locale: 'th' },
        { language: 'Simplified Chinese', locale: 'zh-CN' },
      ] as const)(
        'answers the same record in $language with locale=$locale',
        async ({ locale }) => {
          const en = await kind.read('en');
          const translated = await kind.read(locale);
          expect(translated.status).toBe(200);
          expect(translated.texts.title).toBe(kind.title[locale]);
          for (const [field, text] of Object.entries(translated.texts))
            expect(text, `${field} is translated`).not.toEqual(en.texts[field]);
        },
      );

      it('an unsupported locale value is refused by the contract (LocaleCode enum), never a 5xx', async () => {
        const result = await kind.read('xx');
        expect([400, 422]).toContain(result.status);
        expect(result.body.errors).toHaveProperty('locale');
      });

      it('falls back to English where the record has no translation for the locale', async () => {
        const en = await kind.read('en');
        await kind.drop('th');
        const th = await kind.read('th');
        expect(th.status).toBe(200);
        expect(th.texts).toEqual(en.texts);
        // Other locales keep their translation.
        expect((await kind.read('zh-CN')).texts.title).toBe(kind.title['zh-CN']);
      });
    });
  }

  it('the applications list shows the promotion title in the request locale', async () => {
    const token = await backend.signIn();
    const titles = async (locale: string) => {
      const result = await backend.call<{
        data: { list: { promotion_id: number; promotion_title: string }[] };
      }>('GET', '/member/promotion/my', { token, query: { locale } });
      expect(result.status).toBe(200);
      return result.body.data.list;
    };
    const en = await titles('en');
    const th = await titles('th');
    expect(en.length).toBeGreaterThan(0);
    expect(th.map((entry) => entry.promotion_id)).toEqual(en.map((entry) => entry.promotion_id));
    const welcome = th.find((entry) => entry.promotion_id === 1);
    if (welcome) expect(welcome.promotion_title).toBe('โบนัสต้อนรับ 100%');
    for (const [index, entry] of th.entries())
      expect(entry.promotion_title).not.toBe(en[index]?.promotion_title);
  });

  it('every locale answers every kind within the contract', async () => {
    // route() reports any answer that breaks the generated schema (tag length, title length).
    for (const locale of LOCALES)
      for (const kind of kinds)
        expect((await kind.read(locale)).status, `${kind.name} ${locale}`).toBe(200);
  });
});

describe('seeded translations', () => {
  it('every seeded record of the five kinds is translated into every site locale', () => {
    const { db } = backend.fake().ctx;
    const stored = [
      ...db.aboutTranslations.findMany().map((record) => ({ kind: 'about', ...record })),
      ...db.promotions.findMany().map((record) => ({ kind: 'promotion', ...record })),
      ...db.messageNotices.findMany().map((record) => ({ kind: 'notice', ...record })),
      ...db.banners.findMany().map((record) => ({ kind: 'banner', ...record })),
      ...db.vipLevels.findMany().map((record) => ({ kind: 'vip', ...record })),
    ];
    expect(db.aboutTranslations.findMany()).toHaveLength(db.about.findMany().length);
    for (const record of stored)
      for (const locale of TranslatedLocale.options)
        expect(record.i18n[locale], `${record.kind} in ${locale}`).toBeDefined();
  });

  it('translated HTML keeps the structure of the English HTML', () => {
    const { db } = backend.fake().ctx;
    const pairs: [string, string, string | undefined][] = [];
    for (const about of db.about.findMany()) {
      const translation = db.aboutTranslations.findFirst((q) => q.where({ about_id: about.id }));
      for (const [locale, texts] of Object.entries(translation?.i18n ?? {}))
        pairs.push([`about ${about.id} ${locale}`, about.content, texts.content]);
    }
    for (const promotion of db.promotions.findMany())
      for (const [locale, texts] of Object.entries(promotion.i18n))
        pairs.push([`promotion ${promotion.id} ${locale}`, promotion.content, texts.content]);
    for (const notice of db.messageNotices.findMany())
      for (const [locale, texts] of Object.entries(notice.i18n))
        pairs.push([`notice ${notice.id} ${locale}`, notice.content, texts.content]);
    expect(pairs.length).toBeGreaterThan(200);
    for (const [label, english, translated] of pairs) {
      expect(translated, label).toBeDefined();
      expect(tagsOf(translated ?? ''), label).toEqual(tagsOf(english));
    }
  });

  it('translated rules and tags keep the count of the English ones', () => {
    // A list no locale translates (the tag 'VIP') is not stored and answers in English.
    for (const promotion of backend.fake().ctx.db.promotions.findMany())
      for (const [locale, texts] of Object.entries(promotion.i18n)) {
        const label = `${promotion.id} ${locale}`;
        expect(texts.rules, label).toHaveLength(promotion.rules.length);
        expect(texts.tags ?? promotion.tags, label).toHaveLength(promotion.tags.length);
      }
  });
});

describe('lib/i18n', () => {
  it('localeOf reads the locale parameter and falls back to English for unknown values', () => {
    const at = (query: string) => localeOf(new Request(`${TEST_ORIGIN}/api/x${query}`));
    expect(at('?locale=th')).toBe('th');
    expect(at('?locale=zh-CN')).toBe('zh-CN');
    expect(at('?locale=pt-BR')).toBe('pt-BR');
    expect(at('?locale=xx')).toBe('en');
    expect(at('?locale=zh-cn')).toBe('en');
    expect(at('')).toBe('en');
  });

  it('localized picks the locale and falls back to English', () => {
    const text = { en: 'Deposit', th: 'ฝากเงิน' };
    expect(localized(text, 'th')).toBe('ฝากเงิน');
    expect(localized(text, 'ja')).toBe('Deposit');
    expect(localized('GCash', 'ko')).toBe('GCash');
  });

  it('withTranslations keeps English in the fields and the other locales in i18n; inLocale reads them back', () => {
    const record = withTranslations({
      title: { en: 'Lucky Roulette', th: 'วงล้อนำโชค' },
      tags: [{ en: 'Weekly', th: 'รายสัปดาห์' }, 'VIP'],
      note: 'GCash',
    });
    expect(record).toEqual({
      title: 'Lucky Roulette',
      tags: ['Weekly', 'VIP'],
      note: 'GCash',
      i18n: { th: { title: 'วงล้อนำโชค', tags: ['รายสัปดาห์', 'VIP'] } },
    });
    expect(inLocale(record, 'th')).toEqual({
      title: 'วงล้อนำโชค',
      tags: ['รายสัปดาห์', 'VIP'],
      note: 'GCash',
    });
    expect(inLocale(record, 'vi')).toEqual({
      title: 'Lucky Roulette',
      tags: ['Weekly', 'VIP'],
      note: 'GCash',
    });
    expect(inLocale(record, 'en')).toEqual(inLocale(record, 'ko'));
  });
});
