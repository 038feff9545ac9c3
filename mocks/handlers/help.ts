import type { FakeContext } from '../context.ts';
import { type Locale, localeOf, localized } from '../lib/i18n.ts';
import { fail, ok } from '../lib/respond.ts';
import { route } from '../lib/route.ts';
import help from '../seed/fixtures/help.json' with { type: 'json' };

/**
 * The help centre (issue 31): guide articles by category, frequently asked questions, each game
 * family's rules and the site's policies, in every site locale (English the fallback). The
 * content is the operator's, not the member's: it is the same in every world the fake starts,
 * so it is read from its fixture rather than kept in the database.
 */
type Help = typeof help;
type HelpSearchKind = 'article' | 'question' | 'rules' | 'policy';

/** The most results a search answers (the contract's maxItems). */
export const HELP_SEARCH_LIMIT = 20;
/** How much text a search result shows around the first match (the contract's maxLength). */
const EXCERPT_LENGTH = 200;

/** An HTML text as plain text: tags dropped, the few entities the content uses decoded. */
export function plainText(html: string): string {
  return html
    .replace(/<\/(p|h\d|li)>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most EXCERPT_LENGTH characters of `text` around `at`, with an ellipsis where cut. */
export function excerptAround(text: string, at: number, length: number): string {
  if (text.length <= EXCERPT_LENGTH) return text;
  const room = EXCERPT_LENGTH - 2;
  const start = Math.max(0, Math.min(at - Math.floor((room - length) / 2), text.length - room));
  const end = Math.min(text.length, start + room);
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

interface Searchable {
  kind: HelpSearchKind;
  key: string;
  title: string;
  text: string;
}

/** Every help page in `locale`, as the search reads it. */
function searchables(content: Help, locale: Locale): Searchable[] {
  return [
    ...content.articles.map((article) => ({
      kind: 'article' as const,
      key: String(article.id),
      title: localized(article.title, locale),
      text: plainText(localized(article.content, locale)),
    })),
    ...content.questions.map((question) => ({
      kind: 'question' as const,
      key: String(question.id),
      title: localized(question.question, locale),
      text: plainText(localized(question.answer, locale)),
    })),
    ...content.rules.map((rules) => ({
      kind: 'rules' as const,
      key: rules.game_type,
      title: localized(rules.title, locale),
      text: plainText(localized(rules.content, locale)),
    })),
    ...content.policies.map((policy) => ({
      kind: 'policy' as const,
      key: policy.slug,
      title: localized(policy.title, locale),
      text: plainText(localized(policy.content, locale)),
    })),
  ];
}

/**
 * The help pages that contain `query`, without regard to case, in `locale`: those whose title
 * contains it first, then those whose text does; each with its text around the first match.
 */
export function searchHelp(content: Help, query: string, locale: Locale) {
  const needle = query.trim().toLocaleLowerCase(locale);
  const scored = searchables(content, locale).flatMap((page) => {
    const inTitle = page.title.toLocaleLowerCase(locale).includes(needle);
    const at = page.text.toLocaleLowerCase(locale).indexOf(needle);
    if (!inTitle && at < 0) return [];
    return [{ page, rank: inTitle ? 0 : 1, at: Math.max(at, 0) }];
  });
  return scored
    .sort((a, b) => a.rank - b.rank)
    .slice(0, HELP_SEARCH_LIMIT)
    .map(({ page, at }) => ({
      kind: page.kind,
      key: page.key,
      title: page.title,
      excerpt: excerptAround(page.text, at, needle.length),
    }));
}

export function helpHandlers(ctx: FakeContext, content: Help = help) {
  const notFound = () => fail(404, 'Not found', { code: 'NOT_FOUND' });
  return [
    route(ctx, { operationId: 'getHelpCentre', auth: 'guest' }, ({ request }) => {
      const locale = localeOf(request);
      return ok({
        categories: content.categories.map((category) => ({
          key: category.key,
          title: localized(category.title, locale),
          description: localized(category.description, locale),
          articles: content.articles
            .filter((article) => article.category === category.key)
            .map((article) => ({
              id: article.id,
              title: localized(article.title, locale),
              summary: localized(article.summary, locale),
            })),
        })),
        policies: content.policies.map((policy) => ({
          slug: policy.slug,
          title: localized(policy.title, locale),
          effective_date: policy.effective_date,
        })),
        rules: content.rules.map((rules) => ({
          game_type: rules.game_type,
          title: localized(rules.title, locale),
        })),
      });
    }),
    route(ctx, { operationId: 'getHelpArticle', auth: 'guest' }, ({ request, params }) => {
      const article = content.articles.find((entry) => entry.id === params.id);
      if (!article) return notFound();
      const locale = localeOf(request);
      return ok({
        id: article.id,
        category: article.category,
        title: localized(article.title, locale),
        content: localized(article.content, locale),
        updated_at: article.updated_at,
      });
    }),
    route(ctx, { operationId: 'listHelpQuestions', auth: 'guest' }, ({ request, query }) => {
      const locale = localeOf(request);
      const list = content.questions
        .filter((question) => !query.category || question.category === query.category)
        .map((question) => ({
          id: question.id,
          category: question.category,
          question: localized(question.question, locale),
          answer: localized(question.answer, locale),
        }));
      return ok({ list });
    }),
    route(ctx, { operationId: 'getGameRules', auth: 'guest' }, ({ request, params }) => {
      const rules = content.rules.find((entry) => entry.game_type === params.gameType);
      if (!rules) return notFound();
      const locale = localeOf(request);
      return ok({
        game_type: rules.game_type,
        title: localized(rules.title, locale),
        content: localized(rules.content, locale),
        updated_at: rules.updated_at,
      });
    }),
    route(ctx, { operationId: 'getPolicy', auth: 'guest' }, ({ request, params }) => {
      const policy = content.policies.find((entry) => entry.slug === params.slug);
      if (!policy) return notFound();
      const locale = localeOf(request);
      return ok({
        slug: policy.slug,
        title: localized(policy.title, locale),
        content: localized(policy.content, locale),
        effective_date: policy.effective_date,
      });
    }),
    route(ctx, { operationId: 'searchHelp', auth: 'guest' }, ({ request, query }) =>
      ok({ list: searchHelp(content, query.q, localeOf(request)) }),
    ),
  ];
}
