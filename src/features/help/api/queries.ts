import type { QueryClient } from '@tanstack/react-query';
import {
  getGetGameRulesQueryOptions,
  getGetHelpArticleQueryOptions,
  getGetHelpCentreQueryOptions,
  getGetPolicyQueryOptions,
  getListHelpQuestionsQueryOptions,
  getSearchHelpQueryOptions,
} from '@/api/generated/endpoints/help/help';
import { HelpCategoryKey, PolicySlug } from '@/api/generated/model';

/** The help centre's content is the operator's and changes rarely: kept for five minutes. */
const STALE = 5 * 60_000;

/** The help centre's index: categories with their articles, policies, game families' rules. */
export const helpCentreQuery = () =>
  getGetHelpCentreQueryOptions(undefined, { query: { staleTime: STALE } });

const validId = (id: number) => Number.isInteger(id) && id > 0;

/** A guide article; an unknown id is the page's 'not found', not retried. */
export const helpArticleQuery = (id: number) =>
  getGetHelpArticleQueryOptions(id, undefined, {
    query: { enabled: validId(id), retry: false, staleTime: STALE },
  });

/** A `category` query value the contract knows, else none (all categories). */
export function categoryOf(value: string | null): HelpCategoryKey | undefined {
  const known: readonly string[] = Object.values(HelpCategoryKey);
  return value !== null && known.includes(value) ? (value as HelpCategoryKey) : undefined;
}

/** The frequently asked questions, of one category or all. */
export const helpQuestionsQuery = (category?: HelpCategoryKey) =>
  getListHelpQuestionsQueryOptions(category ? { category } : undefined, {
    query: { staleTime: STALE },
  });

/** A game family's rules; an unknown family is 'not found', not retried. */
export const gameRulesQuery = (gameType: string) =>
  getGetGameRulesQueryOptions(gameType, undefined, {
    query: { enabled: /^[A-Za-z]+$/.test(gameType), retry: false, staleTime: STALE },
  });

/** A slug the contract knows, else undefined (the page is not found). */
export function policySlugOf(value: string | undefined): PolicySlug | undefined {
  const known: readonly string[] = Object.values(PolicySlug);
  return value !== undefined && known.includes(value) ? (value as PolicySlug) : undefined;
}

/** A policy as it stands now. */
export const policyQuery = (slug: PolicySlug) =>
  getGetPolicyQueryOptions(slug, undefined, { query: { retry: false, staleTime: STALE } });

/** The shortest search the API takes (the contract's minLength). */
export const HELP_SEARCH_MIN = 2;

/** The help pages that match `query` (asked only once it is long enough). */
export const helpSearchQuery = (query: string) =>
  getSearchHelpQueryOptions(
    { q: query },
    { query: { enabled: query.trim().length >= HELP_SEARCH_MIN, staleTime: STALE } },
  );

/** The page's data, for the server's HTML and a navigation's start; never rejects. */
export async function prefetchHelp(
  client: QueryClient,
  page:
    | { kind: 'guide'; search?: string }
    | { kind: 'article'; id: number }
    | { kind: 'questions'; category?: HelpCategoryKey }
    | { kind: 'rules'; gameType?: string }
    | { kind: 'policy'; slug?: PolicySlug },
): Promise<void> {
  const more = (): Promise<void> | undefined => {
    switch (page.kind) {
      case 'guide':
        return page.search && page.search.trim().length >= HELP_SEARCH_MIN
          ? client.prefetchQuery(helpSearchQuery(page.search.trim()))
          : undefined;
      case 'article':
        return validId(page.id) ? client.prefetchQuery(helpArticleQuery(page.id)) : undefined;
      case 'questions':
        return client.prefetchQuery(helpQuestionsQuery(page.category));
      case 'rules':
        return page.gameType ? client.prefetchQuery(gameRulesQuery(page.gameType)) : undefined;
      case 'policy':
        return page.slug ? client.prefetchQuery(policyQuery(page.slug)) : undefined;
    }
  };
  await Promise.all([client.prefetchQuery(helpCentreQuery()), more()]);
}

/** The first words of an HTML text as plain text, for a page's link preview (≤ 160 characters). */
export function previewText(html: string): string {
  const text = html
    .replace(/<\/(p|h\d|li)>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= 160 ? text : `${text.slice(0, 159).trimEnd()}…`;
}
