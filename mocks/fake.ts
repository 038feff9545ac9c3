import type { HttpHandler } from 'msw';
import type { FakeContext } from './context.ts';
import { createDb, type Db } from './db.ts';
import { createHandlers, type HandlerOptions } from './handlers/index.ts';
import { nowMs, resetClock, setClockOffset } from './lib/clock.ts';
import { dispatcher } from './lib/dispatch.ts';
import { type FakeBases, setBases, setPrelude } from './lib/route.ts';
import {
  createScenarioState,
  isJurisdictionScenario,
  JURISDICTION_SCENARIOS,
  type ScenarioName,
  scenarioPostlude,
  scenarioPrelude,
  type ScenarioState,
} from './scenarios.ts';
import {
  clearDb,
  freshWorld,
  type LaterWorld,
  restoreInto,
  type SeededWorld,
  type Snapshot,
  snapshotOf,
} from './world.ts';

export { SNAPSHOT_VERSION, type SeededWorld, type Snapshot } from './world.ts';

/**
 * One fake backend: its state, its scenarios and its handlers. The browser worker, Vitest
 * and the standalone HTTP server each make one and use the same handlers.
 */
export interface Fake {
  ctx: FakeContext;
  handlers: HttpHandler[];
  scenarios: ScenarioState;
  /** Drops all state and seeds the demo world again. */
  reset: () => Promise<void>;
  /** Turns a named scenario on or off; resolves once the world shows it (site config, channels). */
  setScenario: (name: ScenarioName, on: boolean, target?: string) => Promise<void>;
  snapshot: () => Snapshot;
  restore: (snapshot: Snapshot) => Promise<boolean>;
  /**
   * Where the current world came from: a saved snapshot, the world seeded ahead (mock builds:
   * at build time; Vitest: once per file), or the seed run here. Journeys read it to prove the
   * start-up path of issue 18 is the one taken.
   */
  readonly startedFrom: 'saved' | 'seeded-ahead' | 'seeded';
  /**
   * When each world seeded ahead that this fake carries was seeded as of (ms): a mock build's,
   * for its day and the start of the next. Journeys set a page's clock by them.
   */
  readonly worldsAhead: readonly number[];
}

/** The snapshot in a world seeded ahead, or null when its text does not parse. */
function parseWorld(world: SeededWorld): Snapshot | null {
  try {
    return JSON.parse(world.json) as Snapshot;
  } catch {
    return null;
  }
}

export async function createFake(
  options: HandlerOptions & {
    initial?: Snapshot | null;
    /**
     * The demo world seeded ahead (mock builds: at build time, for the build's site day and the
     * next). The first one fresh is used (world.ts isFresh); when none is, and without one, the
     * seed runs here (faker, loaded then).
     */
    seeded?: SeededWorld | readonly (SeededWorld | LaterWorld)[] | null;
    /** Where it answers (mocks/lib/route.ts fakeBases): nothing outside these is the fake's. */
    bases: FakeBases;
    /**
     * Seeds the demo world into an empty database when no world seeded ahead is fresh: in
     * Node, the seed itself (mocks/seed/here.ts, faker loaded then); in the service worker,
     * a page of the site runs it (faker stays out of the worker's script).
     */
    seed: (db: Db) => Promise<void>;
  },
): Promise<Fake> {
  const ctx: FakeContext = { db: createDb() };
  setBases(options.bases);
  const scenarios = createScenarioState();
  setPrelude(scenarioPrelude(ctx, scenarios), scenarioPostlude(scenarios));

  const clear = () => clearDb(ctx.db);
  const config = () => {
    const found = ctx.db.siteConfig.findFirst((q) => q.where({ id: 1 }));
    if (!found) throw new Error('site config is not seeded');
    return found;
  };
  const seeded = options.seeded ?? [];
  const worlds = 'json' in seeded ? [seeded] : seeded;
  let startedFrom: Fake['startedFrom'] = 'seeded';
  const fake: Fake = {
    ctx,
    handlers: [dispatcher(createHandlers(ctx, options))],
    scenarios,
    worldsAhead: worlds.map((world) => world.madeAt),
    async reset() {
      clear();
      resetClock();
      scenarios.active.clear();
      scenarios.target = null;
      scenarios.counter = 0;
      const fresh = await freshWorld(worlds, nowMs());
      const ahead = fresh ? parseWorld(fresh) : null;
      // Seeded ahead by this build (or this process): checked as it was made.
      if (ahead && (await restoreInto(ctx.db, ahead, true))) {
        startedFrom = 'seeded-ahead';
        return;
      }
      await options.seed(ctx.db);
      startedFrom = 'seeded';
    },
    async setScenario(name, on, target) {
      // One jurisdiction at a time: turning one on turns the other off.
      if (on && isJurisdictionScenario(name))
        for (const other of Object.keys(JURISDICTION_SCENARIOS) as ScenarioName[])
          scenarios.active.delete(other);
      if (on) scenarios.active.add(name);
      else scenarios.active.delete(name);
      if (isJurisdictionScenario(name)) {
        const jurisdiction = on ? JURISDICTION_SCENARIOS[name] : 'default';
        if (on || config().permissions.system.jurisdiction === JURISDICTION_SCENARIOS[name])
          await ctx.db.siteConfig.update((q) => q.where({ id: 1 }), {
            data(config) {
              config.permissions.system.jurisdiction = jurisdiction;
            },
          });
      }
      if (target !== undefined) scenarios.target = target;
      if (name === 'maintenance') {
        await ctx.db.siteConfig.update((q) => q.where({ id: 1 }), {
          data(config) {
            config.maintenance = on
              ? {
                  type: 1,
                  start: Math.floor(Date.now() / 1000) - 600,
                  end: Math.floor(Date.now() / 1000) + 7200,
                }
              : { type: 0, start: 0, end: 0 };
          },
        });
      }
      if (name === 'channel-maintenance' || name === 'balance-fails') {
        await ctx.db.channels.updateMany((q) => q.where(() => true), {
          data(channel) {
            if (name === 'channel-maintenance')
              channel.status = on ? 2 : channel.id === 10031 ? 2 : 1;
            else channel.balance_fails = on || channel.id === 10041;
          },
        });
      }
    },
    snapshot: () => snapshotOf(ctx.db),
    async restore(snapshot) {
      clear();
      const restored = await restoreInto(ctx.db, snapshot);
      if (restored) startedFrom = 'saved';
      // The saved world's clock goes on from where it was (a reload never moves it back).
      if (restored && snapshot.clock_offset_ms !== undefined)
        setClockOffset(Math.max(0, snapshot.clock_offset_ms));
      return restored;
    },
    get startedFrom() {
      return startedFrom;
    },
  };
  if (!(options.initial && (await fake.restore(options.initial)))) await fake.reset();
  return fake;
}
