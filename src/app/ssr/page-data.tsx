import {
  defaultShouldDehydrateQuery,
  dehydrate,
  type DehydratedState,
  HydrationBoundary,
  type QueryClient,
} from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type Params, redirect, useLoaderData } from 'react-router';
import { getToken } from '@/api/session';
import { readSessionMarker } from '@/shared/lib/session-marker';
import { isRootQuery } from '../startup';
import { browserQueryClient, serverQueryClient } from './query-clients';
import type { PagePreview } from './root-data';

/**
 * How long the server waits for a page's data before it sends the page with the sections still
 * loading (issue 29): a slow or failing API must not leave a visitor with nothing. The browser
 * then asks again, with its retries, as it always has.
 */
export const SERVER_DATA_TIMEOUT_MS = 2_500;

/** What a page's loader hands to the page: react-query's state, dehydrated (server only). */
export interface PageData {
  dehydrated: DehydratedState | null;
  /** The page's own link preview (seo-head.tsx), when its data names one. */
  preview?: PagePreview;
}

/** A page's link preview from the data its loader fetched (a promotion's title and art). */
export type PagePreviewOf = (
  client: QueryClient,
  request: { url: URL; params: Params },
) => PagePreview | undefined;

/** Where the page sends the visitor instead, from the data its loader fetched (or nowhere). */
export type PageRedirectOf = (
  client: QueryClient,
  request: { url: URL; params: Params },
) => string | undefined;

/** Asks for a page's queries in a query client (the same query options the screens read). */
export type PageFill = (
  client: QueryClient,
  request: {
    url: URL;
    params: Params;
    /** A session is kept in this browser (the server: its marker cookie; the browser: a token). */
    signedIn: boolean;
  },
) => Promise<unknown>;

/** Resolves when `work` settles or after `ms`, whichever is first; never rejects. */
export function settledWithin(work: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    work.then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      () => {
        clearTimeout(timer);
        resolve();
      },
    );
  });
}

/**
 * A public page's loaders (DESIGN.md, "Server rendering rules"). On the server, `loader` awaits
 * the page's queries (at most SERVER_DATA_TIMEOUT_MS) and hands their answers to the page,
 * dehydrated; the browser hydrates with them and does not ask again. On a navigation in the
 * browser, `clientLoader` starts the same queries in the browser's cache as the navigation
 * starts, and the page renders while they travel (it awaits nothing). `preview` names the
 * page's own link preview; `redirect`, where the server sends the visitor instead.
 */
export function pageLoaders(
  fill: PageFill,
  {
    preview: previewOf,
    redirect: redirectOf,
  }: { preview?: PagePreviewOf; redirect?: PageRedirectOf } = {},
) {
  async function loader({
    request,
    params,
  }: {
    request: Request;
    params: Params;
  }): Promise<PageData> {
    const client = serverQueryClient();
    const signedIn = readSessionMarker(request.headers.get('cookie') ?? '') !== null;
    const url = new URL(request.url);
    await settledWithin(fill(client, { url, params, signedIn }), SERVER_DATA_TIMEOUT_MS);
    // A page that only forwards (the about list to its first article) answers with a redirect,
    // as a server does, instead of an empty page the browser forwards once its script runs.
    const target = redirectOf?.(client, { url, params });
    if (target !== undefined) throw redirect(target);
    const preview = previewOf?.(client, { url, params });
    // The page's own queries: the root's data is the root's (startup.ts, isRootQuery).
    const dehydrated = dehydrate(client, {
      shouldDehydrateQuery: (query) =>
        defaultShouldDehydrateQuery(query) && !isRootQuery(query.queryKey),
    });
    return { dehydrated, ...(preview ? { preview } : {}) };
  }
  function clientLoader({ request, params }: { request: Request; params: Params }): PageData {
    const signedIn = getToken() !== null;
    fill(browserQueryClient(), { url: new URL(request.url), params, signedIn }).catch(
      () => undefined,
    );
    return { dehydrated: null };
  }
  return { loader, clientLoader };
}

/** Gives the page's server data to react-query before the page's components read it. */
export function PageDataBoundary({ children }: { children: ReactNode }) {
  const data = useLoaderData<PageData | undefined>();
  return <HydrationBoundary state={data?.dehydrated ?? undefined}>{children}</HydrationBoundary>;
}
