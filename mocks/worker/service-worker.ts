/// <reference lib="webworker" />
/**
 * The in-browser fake backend's service worker (issue 18), built into /fortuna-fake-worker.js
 * for mock builds and served by the dev server (scripts/lib/fake-worker-plugin.ts). The fake
 * runs here, off the page's thread: it starts as the worker starts (on a first visit while the
 * page's own script downloads and compiles; on a reload it is usually still running) and
 * answers the site's API and storage requests with MSW's handlers without waiting for the page,
 * which renders meanwhile. The page keeps the world (mocks/browser.ts); see ./host.ts.
 */
import './globals.ts';
import { loadDictionary } from 'virtual:fortuna-dictionaries';
import { seededWorlds } from 'virtual:fortuna-seeded-world';
import type { Db } from '../db.ts';
import { createFake, type Snapshot } from '../fake.ts';
import { fakeBases, isUnderBases, setOwnResponseCheck } from '../lib/route.ts';
import { restoreInto } from '../world.ts';
import { createFakeHost } from './host.ts';
import { warmUp } from './warm-up.ts';
import { CLAIM, type FakeRequest, type WorkerMessage } from './protocol.ts';

declare const self: ServiceWorkerGlobalScope;

const bases = fakeBases(
  self.location.origin,
  import.meta.env.VITE_API_BASE_URL ?? '/api',
  import.meta.env.VITE_STORAGE_BASE_URL ?? '/storage',
);
// The site's HTTP layer checks every answer against the contract in mock builds; the fake
// need not parse each one a second time (mocks/lib/route.ts). Requests are still checked.
setOwnResponseCheck(false);

const windows = () => self.clients.matchAll({ type: 'window', includeUncontrolled: true });

/** Tells the pages the fake logged an error: journeys fail on it, developers see it. */
const error = console.error.bind(console);
console.error = (...args: unknown[]) => {
  error(...args);
  const text = args
    .map((arg) => (arg instanceof Error ? `${arg.name}: ${arg.message}` : String(arg)))
    .join(' ');
  void windows().then((pages) => {
    for (const page of pages)
      page.postMessage({ type: 'fortuna-fake:error', text } satisfies WorkerMessage);
  });
};

/** How long a page may take to seed a world (faker loads first). */
const SEED_TIMEOUT_MS = 60_000;

/** Asks a page something on a port of its own; null when it does not answer in time. */
async function askPage<T>(
  clientId: string,
  message: WorkerMessage,
  timeout: number,
): Promise<T | null> {
  const page = clientId ? await self.clients.get(clientId) : undefined;
  if (!page || page.type !== 'window') return null;
  const channel = new MessageChannel();
  return new Promise<T | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), timeout);
    channel.port1.onmessage = (event: MessageEvent<T | null>) => {
      clearTimeout(timer);
      resolve(event.data);
    };
    page.postMessage(message, [channel.port2]);
  });
}

/**
 * The page that said hello last: it listens to the worker (a page that has not said hello yet
 * may not). A world is seeded there when the worker carries none that is fresh.
 */
let listening: (clientId: string) => void = () => undefined;
let latestPage = new Promise<string>((resolve) => {
  listening = resolve;
});

async function seedOnAPage(db: Db): Promise<void> {
  const json = await askPage<string>(
    await latestPage,
    { type: 'fortuna-fake:seed' },
    SEED_TIMEOUT_MS,
  );
  const world = json ? (JSON.parse(json) as Snapshot) : null;
  if (!world || !(await restoreInto(db, world)))
    throw new Error('no page of the site could seed the demo world');
}

/** Whether a page has asked the fake anything yet: the warm-up stops then (./warm-up.ts). */
let pageAsked = false;

/** Resolves `active` (below): set while a first visit's worker waits to be activated. */
let activated: () => void = () => undefined;

/**
 * This worker is active and has taken the site's pages: at once for a worker the browser
 * started again; on a first visit once it has asked to take them (the activate listener
 * below). A browser that does not tell a worker its own state (`self.serviceWorker`, Chromium
 * 129, Firefox 134) starts the fake at once.
 */
const active = new Promise<void>((resolve) => {
  const state = (self as { serviceWorker?: ServiceWorker }).serviceWorker?.state;
  if (state === undefined || state === 'activated') resolve();
  else activated = resolve;
});

const host = createFakeHost({
  // The fake starts as the worker is active: on a first visit the worker then takes the page
  // before it restores the world, and the page's first requests arrive while it does, rather
  // than the page waiting for the world to be taken over first (issue 18).
  start: () =>
    active.then(() => {
      // MSW records where each of the fake's 130 handlers was declared, from an error's stack
      // (for its own messages, which the fake never asks for): without the stack, as the
      // handlers are made, the worker starts sooner.
      const stackTraceLimit = Error.stackTraceLimit;
      Error.stackTraceLimit = 0;
      try {
        return createFake({
          loadDictionary,
          initial: null,
          seeded: seededWorlds,
          bases,
          seed: seedOnAPage,
        });
      } finally {
        Error.stackTraceLimit = stackTraceLimit;
      }
    }),
  // Once the first page's world is in place: see ./warm-up.ts.
  welcomed(fake) {
    void warmUp(fake, bases.api, () => pageAsked);
  },
  nudge(clientId) {
    void self.clients.get(clientId).then((page) => {
      page?.postMessage({ type: 'fortuna-fake:hello' } satisfies WorkerMessage);
    });
  },
  save(clientId, state) {
    void (async () => {
      // Every page of the site shares the storage: one of them keeps it.
      const page =
        (clientId ? await self.clients.get(clientId) : undefined) ?? (await windows())[0];
      page?.postMessage({ type: 'fortuna-fake:save', state } satisfies WorkerMessage);
    })();
  },
});

/** A rule of the static routing API (Chromium 123 and later; not yet in TypeScript's types). */
interface RouterRule {
  condition: RouterCondition;
  source: 'network' | 'fetch-event';
}
interface RouterCondition {
  urlPattern?: string;
  or?: RouterCondition[];
  not?: RouterCondition;
}
type RoutingInstallEvent = ExtendableEvent & {
  addRoutes?: (rules: RouterRule | RouterRule[]) => Promise<void>;
};

self.addEventListener('install', (event: RoutingInstallEvent) => {
  // Whatever is not the fake's (the site's pages, scripts, images and fonts) goes straight to
  // the network, without waiting for this worker: the fake's start-up and its answers keep the
  // worker busy for tens of milliseconds at a time, and every request of a page the worker
  // controls would wait behind them (issue 18). Browsers without static routing send them
  // through the fetch handler below, which passes them on.
  if (event.addRoutes)
    event.waitUntil(
      event
        .addRoutes({
          condition: {
            not: {
              or: [{ urlPattern: `${bases.api}/*` }, { urlPattern: `${bases.storage}/*` }],
            },
          },
          source: 'network',
        })
        .catch((error: unknown) => {
          console.warn(
            '[fake] static routes refused; every request goes through the worker',
            error,
          );
        }),
    );
  event.waitUntil(self.skipWaiting());
});

self.addEventListener('activate', (event) => {
  // A first visit is served from now on, without a reload. The page is taken first, then the
  // fake starts: the start keeps this worker busy for tens of milliseconds, and the page's
  // requests wait until it is taken (src/main.tsx). Started from an earlier listener, the
  // whole start ran before this one asked for the page (issue 18).
  event.waitUntil(self.clients.claim());
  activated();
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  // Anything but the API and the storage (the site's own files) goes to the network.
  if (!isUnderBases(request.url, bases)) return;
  pageAsked = true;
  event.respondWith(
    host.answer(request, event.clientId).then(
      (response) => response ?? fetch(request),
      (failure: unknown) => {
        console.error('[fake] the fake failed to answer', request.method, request.url, failure);
        return Response.error();
      },
    ),
  );
});

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  const source = event.source;
  const clientId = source && 'id' in source ? source.id : '';
  // A page this worker does not control yet (a hard reload) asks to be. A worker still waiting
  // is activated first (its activate handler then claims the page): it installed while another
  // worker of the site (MSW's, of an older version) was still activating, and the browser does
  // not try again to activate a worker that skipped waiting then.
  if (data === CLAIM) {
    event.waitUntil(
      self.serviceWorker.state === 'activated' ? self.clients.claim() : self.skipWaiting(),
    );
    return;
  }
  const port = event.ports[0];
  if (!port || typeof data !== 'object' || data === null || !('op' in data)) return;
  if ((data as FakeRequest).op === 'hello') {
    listening(clientId);
    latestPage = Promise.resolve(clientId);
  }
  event.waitUntil(
    host.handle(data as FakeRequest, clientId).then((reply) => port.postMessage(reply)),
  );
});
