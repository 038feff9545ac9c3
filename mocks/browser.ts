import { setupWorker } from 'msw/browser';
import { loadDictionary } from 'virtual:fortuna-dictionaries';
import { nextDayWorld, seededWorld } from 'virtual:fortuna-seeded-world';
import { createFake, type Fake, type Snapshot } from './fake.ts';
import { advanceClock } from './lib/clock.ts';
import { type Play, recordPlay } from './lib/play.ts';
import { fakeBases, isUnderBases, setOwnResponseCheck } from './lib/route.ts';
import { isScenarioName, SCENARIOS } from './scenarios.ts';

const STORAGE_KEY = 'fortuna-fake-backend';
const SCENARIO_KEY = 'fortuna-fake-scenarios';
function readSnapshot(): Snapshot | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as Snapshot) : null;
  } catch {
    return null;
  }
}

/**
 * Starts the fake backend in the browser (service worker). State persists across reloads;
 * `?scenario=a,b` turns scenarios on; window.__fortunaFake is the handle for the dev panel
 * and for Playwright.
 */
export async function startFakeBackend(): Promise<Fake> {
  performance.mark('fortuna:fake-loaded');
  // The site's configured bases (src/api/http/client.ts reads the same settings).
  const bases = fakeBases(
    window.location.origin,
    import.meta.env.VITE_API_BASE_URL ?? '/api',
    import.meta.env.VITE_STORAGE_BASE_URL ?? '/storage',
  );
  // The service worker registers and activates (the browser's work, off this thread) while the
  // world is seeded or restored here; the handlers go in once both are done (issue 18).
  const worker = setupWorker();
  // The site's HTTP layer checks every answer against the contract in mock builds; the fake
  // need not parse each one a second time on the same thread (mocks/lib/route.ts).
  setOwnResponseCheck(false);
  // MSW asks the browser to update a worker already registered without waiting for the answer
  // (msw/browser getWorkerInstance). When that check fails (once in a few hundred journeys, on a
  // reload: 'Failed to update a ServiceWorker … : Not found') the worker already running goes
  // on answering; the failed check is no error of the site's and must not fail a journey.
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (reason instanceof Error && reason.message.startsWith('Failed to update a ServiceWorker'))
      event.preventDefault();
  });
  // The HTML's head registered the worker already (public/start-fake-worker.js); once it
  // controls the page, MSW starts on it (MSW would reload a page registered but not controlled).
  const early = (window as { __fortunaWorkerControl?: Promise<boolean> }).__fortunaWorkerControl;
  const started = (early ?? Promise.resolve(false)).then(() =>
    worker.start({
      onUnhandledFrame: 'bypass',
      quiet: true,
      serviceWorker: { url: '/mockServiceWorker.js' },
    }),
  );
  const fake = await createFake({
    loadDictionary,
    initial: readSnapshot(),
    seeded: [seededWorld, nextDayWorld],
    bases,
  });
  performance.mark('fortuna:fake-seeded');
  const save = () => {
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(fake.snapshot()));
    } catch {
      // Storage full or blocked: the fake still works, it just will not survive a reload.
    }
  };
  worker.resetHandlers(...fake.handlers);
  worker.events.on('response:mocked', ({ request }) => {
    // Only API and storage calls are the fake's; anything else it answered (a source module
    // of the dev server, say) is a bug of the fake, and every journey fails on it (issue 17).
    if (!isUnderBases(request.url, bases))
      console.error(`[fake] answered a request outside the API and storage: ${request.url}`);
    if (request.method !== 'GET') save();
  });
  await started;
  performance.mark('fortuna:worker-started');
  // Scenarios survive a reload (until reset); the ?scenario= flag adds to them.
  const saved = (() => {
    try {
      return JSON.parse(localStorage.getItem(SCENARIO_KEY) ?? '{}') as {
        active?: string[];
        target?: string | null;
      };
    } catch {
      return {};
    }
  })();
  const saveScenarios = () =>
    localStorage.setItem(
      SCENARIO_KEY,
      JSON.stringify({ active: [...fake.scenarios.active], target: fake.scenarios.target }),
    );
  for (const name of saved.active ?? [])
    if (isScenarioName(name)) await fake.setScenario(name, true, saved.target ?? undefined);
  const flags = new URLSearchParams(window.location.search).get('scenario');
  for (const name of (flags ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    if (isScenarioName(name)) await fake.setScenario(name, true);
  }
  saveScenarios();
  window.addEventListener('pagehide', save);
  Object.assign(window, {
    __fortunaFake: {
      fake,
      async reset() {
        localStorage.removeItem(STORAGE_KEY);
        localStorage.removeItem(SCENARIO_KEY);
        await fake.reset();
        save();
      },
      async setScenario(name: string, on: boolean, target?: string) {
        if (!isScenarioName(name)) return false;
        await fake.setScenario(name, on, target);
        saveScenarios();
        save();
        return true;
      },
      /**
       * Moves the fake's clock on by some minutes: deposits settle and withdrawals move through
       * their statuses by it (demos, the dev panel and the journeys, without waiting).
       */
      advanceClock(minutes: number) {
        advanceClock(minutes * 60_000);
        // The saved world keeps the clock's offset: a reload goes on from here.
        save();
      },
      /**
       * Records play for the signed-in member (issue 16): a bet settled now with this stake and
       * payout, which the reality check and the loss limits count. Resolves with the bet's id
       * and the member's, or null when nobody is signed in or the amounts are not money.
       */
      async recordPlay(play: Play) {
        const recorded = await recordPlay(fake.ctx, play);
        save();
        return recorded;
      },
      /** Every scenario with its description and whether it is on (for the dev panel). */
      scenarios: () =>
        Object.entries(SCENARIOS).map(([name, description]) => ({
          name,
          description,
          active: fake.scenarios.active.has(name as keyof typeof SCENARIOS),
        })),
      save,
    },
  });
  return fake;
}
