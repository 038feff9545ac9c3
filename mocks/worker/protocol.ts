/**
 * What the site's page and the fake's service worker say to each other (issue 18): the fake
 * backend runs in the service worker, off the page's thread; the page keeps its world in
 * localStorage (so a reload, a stored sign-in of the journeys or a restarted worker goes on
 * from it) and holds the handle the dev panel, the demos and the journeys use.
 */
import type { DemoRoundRequest } from '../lib/demo-round.ts';
import type { Play } from '../lib/play.ts';

/** The page's storage keys of the fake's world and of its scenarios. */
export const WORLD_KEY = 'fortuna-fake-backend';
export const SCENARIO_KEY = 'fortuna-fake-scenarios';

/** What the page keeps: the texts of its two storage keys (null when absent). */
export interface SavedState {
  world: string | null;
  scenarios: string | null;
}

/** The scenarios as the page keeps them (SCENARIO_KEY). */
export interface SavedScenarios {
  active?: string[];
  target?: string | null;
}

/** A scenario of the fake, for the dev panel. */
export interface ScenarioStatus {
  name: string;
  description: string;
  active: boolean;
}

/** Where the world came from (mocks/fake.ts startedFrom), and the scenarios. */
export interface FakeStatus {
  startedFrom: 'saved' | 'seeded-ahead' | 'seeded';
  /** When each world the build seeded ahead was seeded as of (ms; mocks/fake.ts worldsAhead). */
  worldsAhead?: number[];
  scenarios: ScenarioStatus[];
  /**
   * Whether the world has changed since the worker took it (a write, a control request): the
   * server renders pages from the seed, so a page asks again once this is true (issue 29).
   */
  changed?: boolean;
}

/** The collections' records as the journeys read and set them (plain data, no functions). */
export type Where = Record<string, string | number | boolean | null>;

/**
 * The request header that carries the page's clock (its Date.now()) to the fake's worker, which
 * follows it: a page's controlled clock (Playwright's, a demo's) moves the fake too, as when the
 * fake ran in the page. Added by the site's HTTP layer in mock builds only (src/main.tsx).
 */
export const CLOCK_HEADER = 'X-Fake-Clock';

/** The page's requests of the fake, each answered on its own MessageChannel port. */
export type FakeRequest =
  /**
   * The page has started, with the `?scenario=` flags of its URL, its clock and the world it
   * keeps (a worker that has not taken one in yet takes it): answers once the fake is ready.
   */
  | { op: 'hello'; flags: string[]; now: number; kept: SavedState }
  | { op: 'status' }
  | { op: 'reset' }
  | { op: 'set-scenario'; name: string; on: boolean; target?: string }
  | { op: 'advance-clock'; minutes: number }
  | { op: 'record-play'; play: Play }
  /** The demo provider's round of the game page (lib/demo-round.ts; decision 0026). */
  | { op: 'play-demo-round'; round: DemoRoundRequest }
  /** What the page should keep now (the handle's save()). */
  | { op: 'save' }
  | { op: 'find'; collection: string; where?: Where }
  | { op: 'create'; collection: string; record: Record<string, unknown> }
  /** Deep-merges `patch` into every record matching `where` (arrays are replaced). */
  | { op: 'update'; collection: string; where: Where; patch: Record<string, unknown> }
  | { op: 'delete'; collection: string; where: Where };

/** Every answer: a value, or the reason the fake refused. */
export type FakeReply = { ok: true; value: unknown } | { ok: false; error: string };

/** What the worker tells a page of its own accord (Client.postMessage). */
export type WorkerMessage =
  /** Asks the page to say hello (again): a worker started anew has requests of the page. */
  | { type: 'fortuna-fake:hello' }
  /** Asks the page to seed a world (none the worker carries is fresh): its JSON text, or null. */
  | { type: 'fortuna-fake:seed' }
  /** Keep this (after a change). */
  | { type: 'fortuna-fake:save'; state: SavedState }
  /** The fake logged an error: the page logs it too, where the developer and the tests see it. */
  | { type: 'fortuna-fake:error'; text: string };

/**
 * What the HTML's head script (public/start-fake-worker.js) leaves on window as
 * `__fortunaFakeEarly`: it registers the worker and says hello before the site's script has
 * arrived (issue 18).
 */
export interface FakeEarly {
  /** True once the fake's worker controls the page; false when it could not be registered. */
  control: Promise<boolean>;
  /** The worker's answer to the page's hello (a FakeStatus when ok). */
  hello: Promise<FakeReply>;
  /** The worker's messages to the page, from now on and those that came before. */
  listen: (listener: (event: MessageEvent<unknown>) => void) => void;
}

/** The head script's start, or none (a page without it: the fake cannot start). */
export function fakeEarly(): FakeEarly | undefined {
  return (window as { __fortunaFakeEarly?: FakeEarly }).__fortunaFakeEarly;
}

/** What a page tells the worker outside a request: take control of me (a hard reload). */
export const CLAIM = 'fortuna-fake:claim';

/** The fake's worker script, at the site's root (its scope is the whole site). */
export const WORKER_URL = '/fortuna-fake-worker.js';

export function isWorkerMessage(data: unknown): data is WorkerMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as { type?: unknown }).type === 'string' &&
    (data as { type: string }).type.startsWith('fortuna-fake:')
  );
}
