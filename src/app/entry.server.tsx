import { PassThrough } from 'node:stream';
import { CacheProvider } from '@emotion/react';
import { createReadableStreamFromReadable } from '@react-router/node';
import i18next, { type i18n } from 'i18next';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { type EntryContext, ServerRouter } from 'react-router';
import { http, setApiBases } from '@/api/http/client';
import { configureHttp } from '@/api/http/runtime';
import { DEFAULT_LOCALE } from '@/i18n/locales';
import { setModuleScripts } from '@/shared/lib/module-hints';
import { setServerSanitizer } from '@/shared/lib/sanitize';
import { setRenderedSessionMarker } from '@/shared/lib/session-marker';
import { clientScriptsOf } from './ssr/client-scripts.server';
import { serverDictionary } from './ssr/dictionaries.server';
import { serverSanitizer } from './ssr/sanitizer.server';
import { setRenderedThemeChoice } from './theme/theme-store';
import { renderStyles, stylesInStream } from './ssr/emotion-styles.server';
import { scriptsAfterPictures } from './ssr/script-priority.server';
import { currentFacts } from './ssr/facts.server';
import { requestFacts } from './ssr/request-facts';

/** How long a streamed page may take before its unfinished sections are sent as they are. */
export const streamTimeout = 5_000;

// The server's side of the HTTP layer: the request's language on every call; no toasts, no
// alerts (a failed section renders its error state, and the browser retries).
configureHttp({ getLocale: () => currentFacts()?.locale ?? DEFAULT_LOCALE });
setRenderedSessionMarker(() => currentFacts()?.session ?? null);
setRenderedThemeChoice(() => currentFacts()?.themeChoice ?? null);
// Articles, promotions and the affiliate introduction are sanitised as the page renders.
setServerSanitizer(serverSanitizer());
if (import.meta.env.VITE_API_MODE === 'real') {
  // One build, many environments: where the API is comes from the server's environment.
  setApiBases({ api: process.env.API_BASE_URL, storage: process.env.STORAGE_BASE_URL });
} else {
  // Mock builds and the dev server: the fake answers the server's calls in this process (a
  // build for a real API has none of its code: this branch is dropped at build time).
  // (Loaded on the first call: awaited at the top of this module, the build's chunks would wait
  // for each other.)
  http.defaults.adapter = async (config) =>
    (await import('./ssr/fake-on-server.server')).fakeAdapter(config);
}

/**
 * The fake's answers to /api and /storage for the production server (server/app.ts), so a
 * mock build's files and calls are answered before the browser's fake has started; a build for
 * a real API has none.
 */
export const answerFakeRequest =
  import.meta.env.VITE_API_MODE === 'real'
    ? undefined
    : async (request: Request): Promise<Response | null> =>
        (await import('./ssr/fake-on-server.server')).answerFakeRequest(request);

/**
 * The client build's manifest (Vite's `.vite/manifest.json`), from the production server as it
 * starts (server/app.ts): the lazily loaded parts a page renders on the server are named in its
 * head with their scripts (issue 30). The dev server has none; its pages name none.
 */
export function knowClientManifest(manifest: unknown, publicPath: string): void {
  setModuleScripts(clientScriptsOf(manifest, publicPath));
}

const translators = new Map<string, i18n>();

/** The texts of a language, one i18next instance per language for every request. */
function translatorFor(locale: string): i18n {
  let instance = translators.get(locale);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.use(initReactI18next).init({
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      resources: {
        [DEFAULT_LOCALE]: { translation: serverDictionary(DEFAULT_LOCALE) ?? {} },
        [locale]: { translation: serverDictionary(locale) ?? {} },
      },
      returnNull: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      initAsync: false,
    });
    translators.set(locale, instance);
  }
  return instance;
}

/**
 * Renders a page (React Router's handler calls it once the loaders are done): streamed to
 * browsers as its sections are ready, whole to crawlers (isbot), with the response's CSP nonce
 * on every inline script React and the router write.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === 'HEAD')
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  const facts = currentFacts() ?? requestFacts(request);
  const userAgent = request.headers.get('user-agent');
  const readyOption: keyof RenderToPipeableStreamOptions =
    (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    // The page's styles in a few elements, not one per component (emotion-styles.server.ts).
    const styles = renderStyles();
    const { pipe, abort } = renderToPipeableStream(
      <CacheProvider value={styles.cache}>
        <I18nextProvider i18n={translatorFor(facts.locale)}>
          <ServerRouter
            context={routerContext}
            url={request.url}
            nonce={facts.nonce || undefined}
          />
        </I18nextProvider>
      </CacheProvider>,
      {
        nonce: facts.nonce || undefined,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(
            stylesInStream(
              styles,
              body,
              () => {
                clearTimeout(timeoutId);
                timeoutId = undefined;
              },
              // The largest element's picture before the scripts (script-priority.server.ts).
              scriptsAfterPictures,
            ),
          );
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error: unknown) {
          // A section that failed inside the shell renders its boundary's fallback and the
          // browser renders it again; the page is still sent, and the error logged.
          if (!shellRendered) responseStatusCode = 500;
          console.error(error);
        },
      },
    );
  });
}
