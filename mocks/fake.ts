import type { HttpHandler } from 'msw';
import type { FakeContext } from './context.ts';
import { createDb, type Db } from './db.ts';
import { createHandlers, type HandlerOptions } from './handlers/index.ts';
import { resetClock } from './lib/clock.ts';
import { type FakeBases, setBases, setPrelude } from './lib/route.ts';
import {
  createScenarioState,
  type ScenarioName,
  scenarioPostlude,
  scenarioPrelude,
  type ScenarioState,
} from './scenarios.ts';
import { seed } from './seed/index.ts';

/** A snapshot of every collection, for persistence across reloads. */
export type Snapshot = { version: number; collections: Record<string, unknown[]> };
/** Raise it when the seed or a record shape changes, so browsers drop older saved worlds. */
export const SNAPSHOT_VERSION = 6;

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
  /** Turns a named scenario on or off. */
  setScenario: (name: ScenarioName, on: boolean, target?: string) => void;
  snapshot: () => Snapshot;
  restore: (snapshot: Snapshot) => Promise<boolean>;
}

function collections(db: Db): [string, Db[keyof Db]][] {
  return Object.entries(db) as [string, Db[keyof Db]][];
}

export async function createFake(
  options: HandlerOptions & {
    initial?: Snapshot | null;
    /** Where it answers (mocks/lib/route.ts fakeBases): nothing outside these is the fake's. */
    bases: FakeBases;
  },
): Promise<Fake> {
  const ctx: FakeContext = { db: createDb() };
  setBases(options.bases);
  const scenarios = createScenarioState();
  setPrelude(scenarioPrelude(ctx, scenarios), scenarioPostlude(scenarios));

  const clear = () => {
    for (const [, collection] of collections(ctx.db)) collection.clear();
  };
  const fake: Fake = {
    ctx,
    handlers: createHandlers(ctx, options),
    scenarios,
    async reset() {
      clear();
      resetClock();
      scenarios.active.clear();
      scenarios.target = null;
      scenarios.counter = 0;
      await seed(ctx.db);
    },
    setScenario(name, on, target) {
      if (on) scenarios.active.add(name);
      else scenarios.active.delete(name);
      if (target !== undefined) scenarios.target = target;
      if (name === 'maintenance') {
        void ctx.db.siteConfig.update((q) => q.where({ id: 1 }), {
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
        void ctx.db.channels.updateMany((q) => q.where(() => true), {
          data(channel) {
            if (name === 'channel-maintenance')
              channel.status = on ? 2 : channel.id === 10031 ? 2 : 1;
            else channel.balance_fails = on || channel.id === 10041;
          },
        });
      }
    },
    snapshot() {
      const result: Record<string, unknown[]> = {};
      for (const [name, collection] of collections(ctx.db)) result[name] = collection.all();
      return { version: SNAPSHOT_VERSION, collections: result };
    },
    async restore(snapshot) {
      if (snapshot.version !== SNAPSHOT_VERSION) return false;
      clear();
      try {
        for (const [name, collection] of collections(ctx.db)) {
          for (const record of snapshot.collections[name] ?? []) {
            await (collection as { create: (value: unknown) => Promise<unknown> }).create(record);
          }
        }
        return true;
      } catch {
        return false;
      }
    },
  };
  if (!(options.initial && (await fake.restore(options.initial)))) await fake.reset();
  return fake;
}
