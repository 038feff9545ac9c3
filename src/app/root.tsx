import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { dehydrate, HydrationBoundary, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  type MiddlewareFunction,
  redirect,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useNavigate,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import { apiBaseUrl, storageBaseUrl } from '@/api/http/client';
import { maintenanceQuery } from '@/api/site-config';
import { createQueryClient } from '@/api/query-client';
import { dictionaryUrl } from '@/i18n/dictionary-url';
import { sitePaths } from '@/shared/lib/paths';
import { markPageLive, useHydrated } from '@/shared/lib/use-hydrated';
import { DialogHost } from '@/shared/ui/dialogs';
import { leanStyles } from '@/shared/ui/lean-styles';
import { ToastHost } from '@/shared/ui/toast-host';
import { MaintenanceGuard, maintenanceTarget } from './guards';
import { SeoHead } from './layout/seo-head';
import { setHttpNavigation } from './http-runtime';
import { currentFacts, runWithFacts } from './ssr/facts.server';
import { markHydrated } from './ssr/hydration';
import { SERVER_DATA_TIMEOUT_MS, settledWithin } from './ssr/page-data';
import { browserQueryClient, serverQueryClient } from './ssr/query-clients';
import { requestFacts } from './ssr/request-facts';
import type { RootData } from './ssr/root-data';
import type { MemberAreaData } from './routes/member';
import { prefetchStartup } from './startup';
import { SiteThemeProvider } from './theme/site-theme';

/** Every server request runs with its facts (locale, theme, session marker, device, nonce). */
export const middleware: MiddlewareFunction<Response>[] = [
  ({ request }, next) => runWithFacts(requestFacts(request, process.env.PUBLIC_ORIGIN), next),
];

/**
 * Spec §4's start-up data and the theme configuration, on the server before any page renders:
 * the header, the navigation, the theme and the maintenance guard are in the HTML.
 */
export async function loader({ request }: { request: Request }): Promise<RootData> {
  const facts = currentFacts() ?? requestFacts(request);
  const client = serverQueryClient();
  await settledWithin(prefetchStartup(client, facts.device === 'phone'), SERVER_DATA_TIMEOUT_MS);
  // Spec §2's maintenance rule, answered by the server as a redirect.
  const type = client.getQueryData(maintenanceQuery().queryKey)?.data.type;
  const target = maintenanceTarget(type, new URL(request.url).pathname);
  if (target !== undefined) throw redirect(target);
  return {
    facts,
    bases: { api: apiBaseUrl(), storage: storageBaseUrl() },
    dehydrated: dehydrate(client),
  };
}

/** The start-up data is the browser's after the first page: navigations do not ask again. */
export function shouldRevalidate(): boolean {
  return false;
}

/** The document: what every page's HTML carries in its head, then the page and its scripts. */
export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<RootData>('root');
  const { i18n } = useTranslation();
  const locale = data?.facts.locale ?? i18n.language;
  const nonce = data?.facts.nonce || undefined;
  const storage = data?.bases.storage ?? storageBaseUrl();
  const ahead = useRouteLoaderData<MemberAreaData>('routes/member')?.aheadScript;
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {ahead ? (
          // A signed-in member's screen: its data is asked for now, with the session the browser
          // keeps, beside the scripts rather than after them (issue 30; fetch-ahead.ts).
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: ahead }} />
        ) : null}
        {import.meta.env.VITE_API_MODE !== 'real' ? (
          // Mock builds: the fake's service worker is registered before anything else, so its
          // start overlaps the page's download (issue 18; public/start-fake-worker.js).
          <script src="/start-fake-worker.js" nonce={nonce} />
        ) : null}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* The page's texts: the browser hydrates once it has them (entry.client.tsx), after
            the largest element's picture, as the scripts (ssr/script-priority.server.ts). */}
        <link
          rel="preload"
          as="fetch"
          fetchPriority="low"
          crossOrigin="anonymous"
          href={dictionaryUrl(storage, locale, __BUILD_STAMP__)}
        />
        {/* Where this server's API and storage are, and what the page was rendered for. */}
        <meta name="fortuna-api-base" content={data?.bases.api ?? apiBaseUrl()} />
        <meta name="fortuna-storage-base" content={storage} />
        <meta name="fortuna-device" content={data?.facts.device ?? 'desktop'} />
        <meta name="fortuna-session" content={data?.facts.session ?? ''} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** The composition root: every provider, then the maintenance guard and the page. */
export default function App() {
  const data = useLoaderData<RootData>();
  // One client per server render; the browser's one for its whole life (its loaders fill it).
  const [client] = useState(() =>
    import.meta.env.SSR ? createQueryClient() : browserQueryClient(),
  );
  const navigate = useNavigate();
  useEffect(() => setHttpNavigation((to) => void navigate(to)), [navigate]);
  // The page has hydrated: the first effects ran (this one last, after every part's).
  useEffect(markPageLive, []);
  return (
    <QueryClientProvider client={client}>
      <HydrationBoundary state={data.dehydrated ?? undefined}>
        <SiteThemeProvider deviceClass={data.facts.device}>
          <CssBaseline />
          {/* The lean record parts' one stylesheet (facts, record cards: lean-styles.ts). */}
          <GlobalStyles styles={leanStyles} />
          <SeoHead />
          <MaintenanceGuard />
          <DialogHost />
          <ToastHost />
          <LiveMark />
        </SiteThemeProvider>
      </HydrationBoundary>
    </QueryClientProvider>
  );
}

/**
 * The page is live: hydrated, and the parts only the browser renders are in (their switch is a
 * transition, use-hydrated.ts). Tests and the benchmark wait for `<html data-hydrated>`.
 */
function LiveMark() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) markHydrated();
  }, [hydrated]);
  return null;
}

/** A page that failed to render: a plain, translated message and the way home. */
export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main style={{ padding: '4rem 1rem', textAlign: 'center', fontFamily: 'system-ui' }}>
      <h1>{status === 404 ? t('errors.not_found_title') : t('errors.crash_title')}</h1>
      <p>
        <a href={sitePaths.home()}>{t('common.home')}</a>
      </p>
    </main>
  );
}
