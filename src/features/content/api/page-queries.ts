import type { QueryClient } from '@tanstack/react-query';
import {
  getGetAboutUsArticleQueryOptions,
  getGetAboutUsListQueryOptions,
  getGetAppDownloadQueryOptions,
} from '@/api/generated/endpoints/content/content';
import { contentPaths } from '../paths';

/** The about entries (the about list's menu), which rarely change. */
export const aboutListQuery = () =>
  getGetAboutUsListQueryOptions(undefined, { query: { staleTime: Infinity } });

/** An about article; an unknown id is the page's 'not found', not retried. */
export const aboutArticleQuery = (id: number) =>
  getGetAboutUsArticleQueryOptions(id, undefined, {
    query: { enabled: Number.isInteger(id) && id > 0, retry: false },
  });

/** The about list's first entry, which the list opens (once the menu is in the cache). */
export function firstAboutPath(client: QueryClient): string | undefined {
  const first = client
    .getQueryData(aboutListQuery().queryKey)
    ?.data.list.find((entry) => entry.level_checked === 1);
  return first ? contentPaths.aboutArticle(first.id) : undefined;
}

/** The app's download links per platform. */
export const appDownloadQuery = () =>
  getGetAppDownloadQueryOptions(undefined, { query: { staleTime: 5 * 60_000 } });

/**
 * The about pages' data, for the server's HTML and a navigation's start: the menu, and the
 * article when the page is one. Never rejects: a failure is the page's to show.
 */
export async function prefetchAbout(client: QueryClient, id?: number): Promise<void> {
  await Promise.all([
    client.prefetchQuery(aboutListQuery()),
    id !== undefined && Number.isInteger(id) && id > 0
      ? client.prefetchQuery(aboutArticleQuery(id))
      : undefined,
  ]);
}

/** /dlapp's download links (the theme's switch for the page is in the start-up data). */
export async function prefetchAppDownload(client: QueryClient): Promise<void> {
  await client.prefetchQuery(appDownloadQuery());
}
