import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { addRequestHeaders, holdRequestsUntil, STORAGE_BASE_URL } from '@/api/http/client';
import { App } from '@/app/app';
import { CLOCK_HEADER, fakeEarly } from '@mocks/worker/protocol';
import { initI18n } from '@/i18n/i18n';

async function start(): Promise<void> {
  // Mock mode: the fake backend answers in the browser. A `real` build has no mock code:
  // VITE_API_MODE is replaced at build time and this branch is dropped.
  // The marks are read by `npm run bench:fake` (what the fake's start-up costs, step by step).
  performance.mark('fortuna:start');
  if (import.meta.env.VITE_API_MODE !== 'real') {
    // The HTML's head script registered the fake's service worker and said hello to it
    // (public/start-fake-worker.js): API calls wait until the worker controls the page (it
    // answers them once the fake is ready), and carry the page's clock, which the fake follows.
    const early = fakeEarly();
    addRequestHeaders(() => ({ [CLOCK_HEADER]: String(Date.now()) }));
    holdRequestsUntil(early?.control ?? Promise.resolve(false));
    // The handle (dev panel, demos, journeys) and the worker's messages to the page.
    void import('@mocks/browser')
      .then(({ startFakeBackend }) => startFakeBackend())
      .then(
        () => performance.mark('fortuna:fake-ready'),
        (error: unknown) => console.error('[fake] the fake backend did not start', error),
      );
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
