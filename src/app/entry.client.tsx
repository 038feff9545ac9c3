import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import {
  addRequestHeaders,
  holdRequestsUntil,
  setApiBases,
  storageBaseUrl,
} from '@/api/http/client';
import { openEarlyRequests } from '@/api/http/early';
import { initI18n } from '@/i18n/i18n';
import { isLocale, LOCALE_PARAM } from '@/i18n/locales';
import { PAGE_COOKIES, readCookie, writePageCookie } from '@/shared/lib/cookies';
import { nextTask } from '@/shared/lib/after-paint';
import { hydrationPreloads } from '@/shared/lib/before-hydration';
import { setRenderedSessionMarker } from '@/shared/lib/session-marker';
import { markHydrationStart } from '@/shared/lib/use-hydrated';
import { CLOCK_HEADER, fakeEarly } from '@mocks/worker/protocol';
import { installHttpRuntime } from './http-runtime';
import { whenHydrated } from './ssr/hydration';
import { renderedFor } from './ssr/rendered-for';
import { browserStyleCache } from './ssr/server-styles';
import { browserQueryClient } from './ssr/query-clients';

/** A setting the server wrote into the page's head (root.tsx). */
const pageMeta = (name: string) =>
  document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') || undefined;

async function start(): Promise<void> {
  // The marks are read by `npm run bench:fake` (what the fake's start-up costs, step by step).
  performance.mark('fortuna:start');
  // Where the API is, as the server was told at start-up (one build, many environments).
  setApiBases({ api: pageMeta('fortuna-api-base'), storage: pageMeta('fortuna-storage-base') });
  // While the page hydrates, the session hooks answer what the server rendered.
  const marker = renderedFor();
  setRenderedSessionMarker(() => marker);
  if (import.meta.env.VITE_API_MODE !== 'real') {
    // Mock mode: the fake backend answers in the browser. A `real` build has no mock code:
    // VITE_API_MODE is replaced at build time and this branch is dropped. The HTML's head script
    // registered the fake's service worker (public/start-fake-worker.js): API calls wait until
    // it controls the page, and carry the page's clock, which the fake follows.
    const early = fakeEarly();
    addRequestHeaders(() => ({ [CLOCK_HEADER]: String(Date.now()) }));
    holdRequestsUntil(early?.control ?? Promise.resolve(false));
    void import('@mocks/browser')
      .then(({ startFakeBackend }) => startFakeBackend())
      .then(
        async (fake) => {
          performance.mark('fortuna:fake-ready');
          // The server rendered the page from the seeded world. A world this browser changed
          // (a sign-in, a journey's records, a scenario) answers otherwise: once the page is
          // live, everything it shows is asked for again, from this browser's fake.
          await whenHydrated;
          if (fake.changedFromSeed()) await browserQueryClient().invalidateQueries();
          // The page shows this browser's world now (journeys and demos wait for it).
          document.documentElement.dataset.fakeReady = 'true';
        },
        (error: unknown) => console.error('[fake] the fake backend did not start', error),
      );
  }
  // The language the server rendered in (the `locale` query, the cookie, Accept-Language).
  const i18next = await initI18n({
    storageBaseUrl: storageBaseUrl(),
    version: __BUILD_STAMP__,
    lng: document.documentElement.lang,
  });
  performance.mark('fortuna:i18n-ready');
  // The dictionary was read in this task: what follows starts in the next one (issue 30).
  await nextTask();
  installHttpRuntime(i18next);
  // The page's language and session are known: a screen's data asked for ahead leaves now.
  openEarlyRequests();
  // A language chosen in the page (or by the link's `locale` query) is kept for the server.
  if (new URLSearchParams(window.location.search).has(LOCALE_PARAM))
    writePageCookie(PAGE_COOKIES.locale, i18next.language);
  i18next.on('languageChanged', (language) => {
    writePageCookie(PAGE_COOKIES.locale, language);
    // Answers carry texts in the request's locale: a new language asks again.
    void browserQueryClient().invalidateQueries();
  });
  // The code of the parts the server's HTML shows (a theme's home layout, a form): the page
  // hydrates in one pass, with nothing left for later answers to disagree with.
  await hydrationPreloads();
  await nextTask();
  // Until the page's first effects run, what mounts renders as the server did (use-hydrated.ts).
  markHydrationStart();
  // The first render as a transition: React hydrates in slices and lets the browser breathe
  // in between, instead of one long task on a slow phone (TBT; issue 6).
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        {/* The server's styles stay where the server put them (ssr/server-styles.ts). */}
        <CacheProvider value={browserStyleCache()}>
          <I18nextProvider i18n={i18next}>
            <HydratedRouter />
          </I18nextProvider>
        </CacheProvider>
      </StrictMode>,
      {
        // A mismatch names the component where it happened: the stack says which part of the
        // page the server and the browser disagreed on.
        onRecoverableError: (error, info) =>
          console.error(error, info.componentStack?.split('\n').slice(0, 12).join('\n')),
      },
    );
  });
  // A language kept before the server could read it (local storage only) is taken over once
  // the page is live.
  const stored = localStorage.getItem(LOCALE_PARAM);
  if (!readCookie(PAGE_COOKIES.locale) && isLocale(stored) && stored !== i18next.language)
    await i18next.changeLanguage(stored);
}

void start();
