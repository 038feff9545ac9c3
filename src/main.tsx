import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { addRequestHeaders, holdRequestsUntil, STORAGE_BASE_URL } from '@/api/http/client';
import { App } from '@/app/app';
import { initI18n } from '@/i18n/i18n';

async function start(): Promise<void> {
  // Mock mode: the fake backend answers in the browser. A `real` build has no mock code:
  // VITE_API_MODE is replaced at build time and this branch is dropped.
  // The marks are read by `npm run bench:fake` (what the fake's start-up costs, step by step).
  performance.mark('fortuna:start');
  if (import.meta.env.VITE_API_MODE !== 'real') {
    // The fake starts while the dictionary loads and the app renders; API calls wait for it,
    // and then carry what the fake reads of the page (its clock).
    let fakeHeaders = (): Record<string, string> => ({});
    addRequestHeaders(() => fakeHeaders());
    const fakeReady = import('@mocks/browser')
      .then(({ requestHeaders, startFakeBackend }) => {
        fakeHeaders = requestHeaders;
        return startFakeBackend();
      })
      .then(
        () => performance.mark('fortuna:fake-ready'),
        (error: unknown) => console.error('[fake] the fake backend did not start', error),
      );
    holdRequestsUntil(fakeReady);
  }
  const i18next = await initI18n({ storageBaseUrl: STORAGE_BASE_URL, version: __BUILD_STAMP__ });
  performance.mark('fortuna:i18n-ready');
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // The first render as a transition: React renders in slices and lets the browser breathe
  // in between, instead of one long task on a slow phone (TBT; issue 6).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App i18next={i18next} />
      </StrictMode>,
    );
  });
}

void start();
