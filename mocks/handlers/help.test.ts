// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { installFakeBackend } from '../test-utils.ts';
import { excerptAround, HELP_SEARCH_LIMIT, plainText } from './help.ts';
import help from '../seed/fixtures/help.json' with { type: 'json' };

const backend = installFakeBackend();

type Envelope<T> = { data: T };
type Centre = {
  categories: { key: string; title: string; articles: { id: number; title: string }[] }[];
  policies: { slug: string; title: string; effective_date: string }[];
  rules: { game_type: string; title: string }[];
};
type Result = { kind: string; key: string; title: string; excerpt: string };

const LOCALES = ['en', 'zh-CN', 'zh-TW', 'th', 'vi', 'id', 'ms', 'ja', 'ko', 'pt-BR'] as const;

describe('fake backend: the help centre (issue 31)', () => {
  it('the index lists five categories with their articles, four policies and the families’ rules', async () => {
    const result = await backend.call<Envelope<Centre>>('GET', '/member/help');
    expect(result.status).toBe(200);
    const { categories, policies, rules } = result.body.data;
    expect(categories.map((category) => category.key)).toEqual([
      'getting-started',
      'payments',
      'bonuses',
      'account',
      'responsible-gaming',
    ]);
    for (const category of categories) expect(category.articles.length).toBeGreaterThan(0);
    expect(policies.map((policy) => policy.slug)).toEqual([
      'terms',
      'privacy',
      'responsible-gaming',
      'kyc-aml',
    ]);
    for (const policy of policies) expect(policy.effective_date).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(rules.map((entry) => entry.game_type)).toEqual([
      'Casino',
      'Lottery',
      'Sport',
      'SlotMachine',
      'FishHunting',
      'Horse',
      'Esport',
      'Chess',
    ]);
  });

  it('every help text exists in the ten site locales', () => {
    const texts = [
      ...help.categories.flatMap((entry) => [entry.title, entry.description]),
      ...help.articles.flatMap((entry) => [entry.title, entry.summary, entry.content]),
      ...help.questions.flatMap((entry) => [entry.question, entry.answer]),
      ...help.rules.flatMap((entry) => [entry.title, entry.content]),
      ...help.policies.flatMap((entry) => [entry.title, entry.content]),
    ];
    for (const text of texts)
      expect(Object.keys(text).sort(), JSON.stringify(text).slice(0, 80)).toEqual(
        [...LOCALES].sort(),
      );
  });

  it('answers in the request’s locale', async () => {
    const english = await backend.call<Envelope<{ title: string }>>(
      'GET',
      '/member/help/policies/terms',
    );
    const thai = await backend.call<Envelope<{ title: string }>>(
      'GET',
      '/member/help/policies/terms',
      {
        query: { locale: 'th' },
      },
    );
    expect(english.body.data.title).toBe('Terms and Conditions');
    expect(thai.body.data.title).not.toBe(english.body.data.title);
  });

  it('baccarat’s third-card rule is in the casino rules', async () => {
    const result = await backend.call<Envelope<{ content: string }>>(
      'GET',
      '/member/help/rules/Casino',
    );
    expect(result.status).toBe(200);
    expect(result.body.data.content).toContain('third-card rule');
  });

  it('an unknown article, family or policy is not found; a bad id or slug is refused', async () => {
    expect(await backend.statusOf('GET', '/member/help/articles/999')).toBe(404);
    expect(await backend.statusOf('GET', '/member/help/rules/Pachinko')).toBe(404);
    expect(await backend.statusOf('GET', '/member/help/policies/cookies')).toBe(400);
    expect(await backend.statusOf('GET', '/member/help/articles/0')).toBe(400);
  });

  it('questions filter by category', async () => {
    const all = await backend.call<Envelope<{ list: { category: string }[] }>>(
      'GET',
      '/member/help/questions',
    );
    const payments = await backend.call<Envelope<{ list: { category: string }[] }>>(
      'GET',
      '/member/help/questions',
      { query: { category: 'payments' } },
    );
    expect(all.body.data.list.length).toBe(help.questions.length);
    expect(payments.body.data.list.length).toBeGreaterThan(0);
    expect(new Set(payments.body.data.list.map((question) => question.category))).toEqual(
      new Set(['payments']),
    );
  });

  it('search finds pages without regard to case, titles first, with the text around the match', async () => {
    const result = await backend.call<Envelope<{ list: Result[] }>>('GET', '/member/help/search', {
      query: { q: 'WITHDRAWAL' },
    });
    expect(result.status).toBe(200);
    const list = result.body.data.list;
    expect(list.length).toBeGreaterThan(1);
    expect(list.length).toBeLessThanOrEqual(HELP_SEARCH_LIMIT);
    // Titles that match come first: once a text-only match appears, no title match follows.
    const inTitle = list.map((entry) => entry.title.toLowerCase().includes('withdrawal'));
    expect(inTitle[0]).toBe(true);
    expect(inTitle.slice(inTitle.indexOf(false))).not.toContain(true);
    expect(inTitle).toContain(false);
    expect(list).toContainEqual(
      expect.objectContaining({
        kind: 'question',
        key: '3',
        title: 'Why was my withdrawal refused?',
      }),
    );
    for (const entry of list) {
      expect(entry.excerpt.length).toBeLessThanOrEqual(200);
      expect(entry.excerpt).not.toMatch(/[<>]/);
    }
  });

  it('search in Thai finds Thai text', async () => {
    const [question] = help.questions;
    const needle = question!.question.th.slice(0, 4);
    const result = await backend.call<Envelope<{ list: Result[] }>>('GET', '/member/help/search', {
      query: { q: needle, locale: 'th' },
    });
    expect(result.body.data.list.map((entry) => entry.title)).toContain(question!.question.th);
  });

  it('a search shorter than two characters is refused with the field’s error', async () => {
    const result = await backend.call<{ errors?: Record<string, string[]> }>(
      'GET',
      '/member/help/search',
      { query: { q: 'a' } },
    );
    expect(result.status).toBe(422);
    expect(Object.keys(result.body.errors ?? {})).toContain('q');
  });

  it('a search that matches nothing is an empty list', async () => {
    const result = await backend.call<Envelope<{ list: Result[] }>>('GET', '/member/help/search', {
      query: { q: 'zzqqxx' },
    });
    expect(result.body.data.list).toEqual([]);
  });
});

describe('help search excerpts', () => {
  it('plain text drops tags and decodes entities', () => {
    expect(plainText('<h2>Odds</h2><p>7 &amp; 8 &lt; 9</p>')).toBe('Odds 7 & 8 < 9');
  });
  it('a long text is cut around the match with ellipses, within 200 characters', () => {
    const text = `${'a'.repeat(300)}MATCH${'b'.repeat(300)}`;
    const excerpt = excerptAround(text, 300, 5);
    expect(excerpt).toContain('MATCH');
    expect(excerpt.length).toBeLessThanOrEqual(200);
    expect(excerpt.startsWith('…')).toBe(true);
    expect(excerpt.endsWith('…')).toBe(true);
  });
});
