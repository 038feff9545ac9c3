import { getResponse } from 'msw';
import type { Fake, Snapshot } from '../fake.ts';
import { advanceClock, followClock, nowSeconds } from '../lib/clock.ts';
import { dayNumber } from '../lib/site-time.ts';
import { playDemoRound } from '../lib/demo-round.ts';
import { recordPlay } from '../lib/play.ts';
import { isScenarioName, SCENARIOS } from '../scenarios.ts';
import {
  CLOCK_HEADER,
  type FakeReply,
  type FakeRequest,
  type FakeStatus,
  type SavedScenarios,
  type SavedState,
  type Where,
} from './protocol.ts';

/**
 * The fake backend as its service worker hosts it (mocks/worker/service-worker.ts), apart from
 * the worker's events so that Vitest can drive it: answers the site's requests with the fake's
 * handlers, and the page's requests of the handle. Issue 18.
 */
export interface FakeHost {
  /** The fake's answer to one of the site's requests; undefined when no route is its. */
  answer: (request: Request, clientId: string) => Promise<Response | undefined>;
  /** A request of the page's handle (dev panel, demos, journeys). */
  handle: (request: FakeRequest, clientId: string) => Promise<FakeReply>;
}

export interface FakeHostOptions {
  /** Makes the fake from the world seeded ahead: as the worker starts, before any page asks. */
  start: () => Promise<Fake>;
  /** Hands a page what to keep after a change (null: whichever page is there). */
  save: (clientId: string | null, state: SavedState) => void;
  /** Asks a page to say hello (again): a request came before any page had. */
  nudge: (clientId: string) => void;
  /**
   * Called once, when the first hello has been answered: the world the worker answers from is
   * in place (the page's, or another day's for a page on another day) and the hello's scenarios
   * are on. The warm-up starts from here (./warm-up.ts); reading earlier, it could find the
   * world emptied while another day's was loaded (issue 18).
   */
  welcomed?: (fake: Fake) => void;
}

type Collection = {
  all: () => unknown[];
  findMany: (query?: (q: QueryBuilder) => unknown) => unknown[];
  create: (record: unknown) => Promise<unknown>;
  updateMany: (
    query: (q: QueryBuilder) => unknown,
    options: { data: (record: Record<string, unknown>) => void },
  ) => Promise<unknown[]>;
  deleteMany: (query: (q: QueryBuilder) => unknown) => unknown;
};
type QueryBuilder = { where: (where: Where) => unknown };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep-merges a patch into a record: objects key by key, anything else (arrays too) replaced. */
export function mergeInto(target: Record<string, unknown>, patch: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(patch)) {
    const current = target[key];
    if (isPlainObject(value) && isPlainObject(current)) mergeInto(current, value);
    else target[key] = value;
  }
}

function parse<T>(text: string | null | undefined): T | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

export function createFakeHost(options: FakeHostOptions): FakeHost {
  const starting = options.start();
  // The world a page kept is taken in once per worker, from the first page to say hello (its
  // hello carries it). From then on the worker's world is the one that counts, and each change
  // goes back to the page to keep.
  let adopted: Promise<Fake> | null = null;
  let onAdopted: (fake: Promise<Fake>) => void = () => undefined;
  const whenAdopted = new Promise<Fake>((resolve) => {
    onAdopted = resolve;
  });
  let welcomed = false;
  const adopt = (kept: SavedState): Promise<Fake> => {
    if (adopted) return adopted;
    adopted = (async () => {
      const fake = await starting;
      const world = parse<Snapshot>(kept?.world);
      if (world && !(await fake.restore(world))) await fake.reset();
      // The world seeded ahead was chosen on the worker's clock: a page whose clock is on
      // another site day (a demo or a journey a day ahead) gets that day's world.
      else if (!world && dayNumber(nowSeconds()) !== dayNumber(Math.floor(Date.now() / 1000)))
        await fake.reset();
      const scenarios = parse<SavedScenarios>(kept?.scenarios);
      for (const name of scenarios?.active ?? [])
        if (isScenarioName(name))
          await fake.setScenario(name, true, scenarios?.target ?? undefined);
      return fake;
    })();
    onAdopted(adopted);
    return adopted;
  };
  /**
   * The fake, once a page has said hello. A request before any (a page still starting, or a
   * worker the browser stopped and starts again for a page that said hello to the last one)
   * waits for one; the page it came from is asked to say it again.
   */
  const ready = (clientId: string): Promise<Fake> => {
    if (adopted) return adopted;
    options.nudge(clientId);
    return whenAdopted;
  };

  const stateOf = (fake: Fake): SavedState => ({
    world: JSON.stringify(fake.snapshot()),
    scenarios: JSON.stringify({
      active: [...fake.scenarios.active],
      target: fake.scenarios.target,
    } satisfies SavedScenarios),
  });
  // Changes close together are kept once, after the last (a journey's burst of requests).
  let saving: ReturnType<typeof setTimeout> | null = null;
  // Set by every change the worker keeps; a reset to the seed clears it.
  let changed = false;
  const save = (fake: Fake, clientId: string | null) => {
    changed = true;
    if (saving !== null) clearTimeout(saving);
    saving = setTimeout(() => {
      saving = null;
      options.save(clientId, stateOf(fake));
    }, 0);
  };

  const statusOf = (fake: Fake): FakeStatus => ({
    startedFrom: fake.startedFrom,
    worldsAhead: [...fake.worldsAhead],
    changed: changed || fake.startedFrom === 'saved',
    scenarios: Object.entries(SCENARIOS).map(([name, description]) => ({
      name,
      description,
      active: isScenarioName(name) && fake.scenarios.active.has(name),
    })),
  });

  const collectionOf = (fake: Fake, name: string): Collection => {
    if (!Object.hasOwn(fake.ctx.db, name)) throw new Error(`no collection ${name}`);
    return fake.ctx.db[name as keyof Fake['ctx']['db']] as unknown as Collection;
  };

  const run = async (fake: Fake, request: FakeRequest, clientId: string): Promise<unknown> => {
    switch (request.op) {
      case 'hello':
        for (const name of request.flags)
          if (isScenarioName(name)) await fake.setScenario(name, true);
        if (request.flags.length > 0) save(fake, clientId);
        return statusOf(fake);
      case 'status':
        return statusOf(fake);
      case 'reset':
        await fake.reset();
        save(fake, clientId);
        changed = false;
        return statusOf(fake);
      case 'set-scenario':
        if (!isScenarioName(request.name)) throw new Error(`unknown scenario ${request.name}`);
        await fake.setScenario(request.name, request.on, request.target);
        save(fake, clientId);
        return statusOf(fake);
      case 'advance-clock':
        advanceClock(request.minutes * 60_000);
        save(fake, clientId);
        return null;
      case 'record-play': {
        const recorded = await recordPlay(fake.ctx, request.play);
        save(fake, clientId);
        return recorded;
      }
      case 'play-demo-round': {
        const answer = await playDemoRound(fake.ctx, request.round);
        if (answer.ok) save(fake, clientId);
        return answer;
      }
      case 'save':
        return stateOf(fake);
      case 'find': {
        const where = request.where;
        const collection = collectionOf(fake, request.collection);
        return where ? collection.findMany((q) => q.where(where)) : collection.all();
      }
      case 'create': {
        const created = await collectionOf(fake, request.collection).create(request.record);
        save(fake, clientId);
        return created;
      }
      case 'update': {
        const { patch, where } = request;
        const updated = await collectionOf(fake, request.collection).updateMany(
          (q) => q.where(where),
          { data: (record) => mergeInto(record, patch) },
        );
        save(fake, clientId);
        return updated;
      }
      case 'delete': {
        const where = request.where;
        collectionOf(fake, request.collection).deleteMany((q) => q.where(where));
        save(fake, clientId);
        return null;
      }
    }
  };

  return {
    async answer(request, clientId) {
      // A request the site's HTTP layer made carries the page's clock (images and the like do not).
      const pageClock = request.headers.get(CLOCK_HEADER);
      if (pageClock) followClock(Number(pageClock));
      const fake = await ready(clientId);
      const response = await getResponse(fake.handlers, request);
      if (response && request.method !== 'GET' && request.method !== 'HEAD') save(fake, clientId);
      return response;
    },
    async handle(request, clientId) {
      if (request.op === 'hello') followClock(request.now);
      try {
        const fake = await (request.op === 'hello' ? adopt(request.kept) : ready(clientId));
        const value = await run(fake, request, clientId);
        if (request.op === 'hello' && !welcomed) {
          welcomed = true;
          options.welcomed?.(fake);
        }
        return { ok: true, value };
      } catch (error) {
        return { ok: false, error: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}
