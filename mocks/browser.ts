import type { DemoRoundAnswer, DemoRoundRequest } from './lib/demo-round.ts';
import type { Play } from './lib/play.ts';
import {
  type FakeReply,
  fakeEarly,
  type FakeRequest,
  type FakeStatus,
  isWorkerMessage,
  SCENARIO_KEY,
  type SavedState,
  type ScenarioStatus,
  type Where,
  WORKER_URL,
  WORLD_KEY,
} from './worker/protocol.ts';

/**
 * The handle of the fake backend on window (`window.__fortunaFake`): for the dev panel, demos
 * and Playwright. The fake itself runs in the service worker (mocks/worker/service-worker.ts).
 */
export interface FakeHandle {
  /**
   * Where the world came from as this page started, and when the worlds the build seeded ahead
   * were seeded as of (journeys prove the start-up path and set clocks by them).
   */
  fake: { startedFrom: FakeStatus['startedFrom']; worldsAhead: number[] };
  reset: () => Promise<void>;
  setScenario: (name: string, on: boolean, target?: string) => Promise<boolean>;
  /** Every scenario with its description and whether it is on (as of the last answer). */
  scenarios: () => ScenarioStatus[];
  /** Keeps the worker's world in this page's storage now. */
  save: () => Promise<void>;
  /**
   * Whether this browser's world is not the seeded one the server renders from (issue 29): it
   * keeps a changed world, or a scenario is on.
   */
  changedFromSeed: () => boolean;
  /**
   * Moves the fake's clock on by some minutes: deposits settle and withdrawals move through
   * their statuses by it (demos, the dev panel and the journeys, without waiting).
   */
  advanceClock: (minutes: number) => Promise<void>;
  /**
   * Records play for the signed-in member (issue 16): a bet settled now with this stake and
   * payout, which the reality check and the loss limits count. Resolves with the bet's id
   * and the member's, or null when nobody is signed in or the amounts are not money.
   */
  recordPlay: (play: Play) => Promise<{ bet_id: number; account_id: number } | null>;
  /**
   * The demo provider's round (the game page of the fake's launch address, decision 0026): a
   * round for the member of the launch's token, the stake from the game's wallet, the bet
   * recorded; or why not (no session for the token, not enough in the wallet, a limit).
   */
  playDemoRound: (round: DemoRoundRequest) => Promise<DemoRoundAnswer>;
  /** The fake's records, as journeys read and set them: plain data, matched field by field. */
  db: {
    find: <T = Record<string, unknown>>(collection: string, where?: Where) => Promise<T[]>;
    create: (collection: string, record: Record<string, unknown>) => Promise<unknown>;
    update: (collection: string, where: Where, patch: Record<string, unknown>) => Promise<unknown>;
    delete: (collection: string, where: Where) => Promise<void>;
  };
}

function readKept(): SavedState {
  try {
    return {
      world: localStorage.getItem(WORLD_KEY),
      scenarios: localStorage.getItem(SCENARIO_KEY),
    };
  } catch {
    return { world: null, scenarios: null };
  }
}

function keep(state: SavedState): void {
  try {
    if (state.world !== null) localStorage.setItem(WORLD_KEY, state.world);
    if (state.scenarios !== null) localStorage.setItem(SCENARIO_KEY, state.scenarios);
  } catch {
    // Storage full or blocked: the fake still works, it just will not survive a restart.
  }
}

const ANSWER_TIMEOUT_MS = 60_000;

/** Asks the worker that controls this page, on a port of its own. */
function ask<T>(request: FakeRequest): Promise<T> {
  const worker = navigator.serviceWorker.controller;
  if (!worker)
    return Promise.reject(new Error('the fake backend’s worker does not control the page'));
  const channel = new MessageChannel();
  return new Promise<T>((resolve, reject) => {
    // A worker that stops meanwhile (replaced by a new build's) never answers: the page says so
    // rather than wait for ever (a world seeded on a page, the longest answer, takes seconds).
    const timer = setTimeout(
      () => reject(new Error(`[fake] no answer from the fake's worker to ${request.op}`)),
      ANSWER_TIMEOUT_MS,
    );
    channel.port1.onmessage = (event: MessageEvent<FakeReply>) => {
      clearTimeout(timer);
      const reply = event.data;
      if (reply.ok) resolve(reply.value as T);
      else reject(new Error(`[fake] ${reply.error}`));
    };
    worker.postMessage(request, [channel.port2]);
  });
}

/** Resolves once the fake's service worker controls the page (registered by the HTML's head). */
async function control(): Promise<void> {
  // public/start-fake-worker.js registered it as the HTML was read (issue 18).
  const controller = (await fakeEarly()?.control) ? navigator.serviceWorker.controller : null;
  if (!controller || new URL(controller.scriptURL).pathname !== WORKER_URL)
    throw new Error('the fake backend’s service worker could not be registered');
}

/**
 * The page's side of the in-browser fake backend: keeps what the worker sends, shows its errors
 * in this page's console, says hello again to a worker started anew (it takes this page's
 * world), and resolves with the handle once the fake has answered the head script's hello
 * (public/start-fake-worker.js: the world this page keeps, and the `?scenario=` flags, which
 * turn scenarios on until reset). The site's requests do not wait for it (src/main.tsx).
 */
export async function startFakeBackend(): Promise<FakeHandle> {
  performance.mark('fortuna:fake-loaded');
  // What the worker said last of its world and scenarios.
  let status: FakeStatus = { startedFrom: 'seeded-ahead', scenarios: [] };
  const update = (next: FakeStatus) => {
    status = next;
    handle.fake.startedFrom = next.startedFrom;
    handle.fake.worldsAhead = next.worldsAhead ?? [];
  };
  const handle: FakeHandle = {
    fake: { startedFrom: status.startedFrom, worldsAhead: [] },
    async reset() {
      update(await ask<FakeStatus>({ op: 'reset' }));
      await handle.save();
    },
    async setScenario(name, on, target) {
      try {
        update(await ask<FakeStatus>({ op: 'set-scenario', name, on, target }));
        return true;
      } catch {
        return false;
      }
    },
    scenarios: () => status.scenarios,
    changedFromSeed: () =>
      status.changed === true ||
      readKept().world !== null ||
      status.scenarios.some((scenario) => scenario.active),
    async save() {
      keep(await ask<SavedState>({ op: 'save' }));
    },
    async advanceClock(minutes) {
      await ask({ op: 'advance-clock', minutes });
    },
    recordPlay: (play) => ask({ op: 'record-play', play }),
    playDemoRound: (round) => ask({ op: 'play-demo-round', round }),
    db: {
      find: (collection, where) => ask({ op: 'find', collection, where }),
      create: (collection, record) => ask({ op: 'create', collection, record }),
      update: (collection, where, patch) => ask({ op: 'update', collection, where, patch }),
      delete: (collection, where) => ask({ op: 'delete', collection, where }),
    },
  };
  // The worker's messages, those that came before this module had loaded too.
  fakeEarly()?.listen((event) => {
    const data = event.data;
    if (!isWorkerMessage(data)) return;
    const port = event.ports[0];
    if (data.type === 'fortuna-fake:hello')
      // A worker started anew while this page was open: it takes this page's world.
      void ask<FakeStatus>({ op: 'hello', flags: [], now: Date.now(), kept: readKept() }).then(
        update,
        () => undefined,
      );
    else if (data.type === 'fortuna-fake:seed')
      import('./worker/seed-world.ts')
        .then(({ seedWorld }) => seedWorld())
        .then(
          (json) => port?.postMessage(json),
          (error: unknown) => {
            console.error('[fake] the demo world could not be seeded', error);
            port?.postMessage(null);
          },
        );
    else if (data.type === 'fortuna-fake:save') keep(data.state);
    else console.error(`[fake] ${data.text}`);
  });
  await control();
  performance.mark('fortuna:worker-started');
  // The head script said hello as the page started, with its `?scenario=` flags, clock and world.
  const hello = await fakeEarly()?.hello;
  if (!hello?.ok) throw new Error(`[fake] ${hello?.error ?? 'no hello'}`);
  update(hello.value as FakeStatus);
  performance.mark('fortuna:fake-seeded');
  Object.assign(window, { __fortunaFake: handle });
  return handle;
}
