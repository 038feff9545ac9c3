import { type RecordMarks, restoreRecords } from './collections/define.ts';
import type { Db } from './db.ts';
import { clockOffsetMs } from './lib/clock.ts';
import { dayNumber } from './lib/site-time.ts';

/**
 * A snapshot of every collection, for persistence across reloads, and how far the fake's clock
 * was ahead of real time (absent in a world seeded ahead: the clock starts at real time).
 */
export type Snapshot = {
  version: number;
  collections: Record<string, unknown[]>;
  clock_offset_ms?: number;
  /** The fake's worker build that made it (FAKE_BUILD), when a worker made it. */
  made_by?: string;
};

/**
 * This worker build's own mark (scripts/lib/fake-worker-plugin.ts defines it anew for each
 * build of the worker, the dev server's rebuilds too); null outside the worker (Vitest, the
 * mock server). A world this very build made was checked as it was made.
 */
declare const __FORTUNA_FAKE_BUILD__: string | undefined;
export const FAKE_BUILD: string | null =
  typeof __FORTUNA_FAKE_BUILD__ === 'string' ? __FORTUNA_FAKE_BUILD__ : null;
/**
 * Raise it when the seed or a record shape changes, so browsers drop older saved worlds.
 * 13 (issue 16, player protection): the protection collection, sessions keep their last
 * reality check and whether they are withdraw-only, the permission `system.jurisdiction`, and
 * the snapshot keeps the clock's offset so a reload does not move the fake's clock back.
 * 15 (issue 34): the affiliateApplications collection; the introduction's Join path.
 * 16 (issue 34): the demo world made consistent (seed/seed-digest.test.ts), messages' `i18n`,
 * affiliate profiles without `commission_percent`.
 * 17 (issue 31): the SEO configuration names the help centre and its questions; a gamePlays
 * collection (the games lobby's recently played).
 * 18 (issue 31): the tournaments collection; a promotion application's `tournament_id`; the
 * match predictor's rounds, matches and picks.
 * 19 (issue 29): the theme's image date is the fixture's, not the seeding time's.
 */
export const SNAPSHOT_VERSION = 19;

/**
 * The demo world as the seed made it at `madeAt` (ms), as the JSON text of its snapshot. Mock
 * builds carry one made at build time (scripts/lib/seeded-world-plugin.ts): restoring it costs
 * a few milliseconds where seeding costs faker's module and a thousand checked creates.
 */
export interface SeededWorld {
  madeAt: number;
  json: string;
}

/**
 * A world seeded ahead whose text is loaded only when it is the one that is fresh: the mock
 * builds' world for the site day after the build's, in a chunk of its own (a build made before
 * midnight on the site's clock still starts from a world seeded ahead after it).
 */
export interface LaterWorld {
  madeAt: number;
  load: () => Promise<SeededWorld>;
}

/** Clocks of the build machine and the browser may differ a little. */
const CLOCK_SKEW_MS = 60 * 1000;

/**
 * Whether a world seeded ahead can stand for the one the seed would make now: made on the same
 * day on the site's clock (the seed dates its records from its "now": today's records, this
 * week's and this month's periods stay where they belong), and not in the future. A world
 * made in the morning is used all day, its records a few hours older than a live seed's (as on
 * a backend that has been running since); from the next day the fake seeds anew.
 */
export function isFresh(world: { madeAt: number }, now: number): boolean {
  return (
    now - world.madeAt >= -CLOCK_SKEW_MS &&
    dayNumber(Math.floor(world.madeAt / 1000)) === dayNumber(Math.floor(now / 1000))
  );
}

/** The first of the worlds seeded ahead that is fresh at `now`, its text loaded; else null. */
export async function freshWorld(
  worlds: readonly (SeededWorld | LaterWorld)[],
  now: number,
): Promise<SeededWorld | null> {
  const world = worlds.find((candidate) => isFresh(candidate, now));
  if (!world) return null;
  if ('json' in world) return world;
  try {
    return await world.load();
  } catch {
    // Its chunk did not arrive (offline, a deploy removed it): the fake seeds anew.
    return null;
  }
}

function collections(db: Db): [string, Db[keyof Db]][] {
  return Object.entries(db) as [string, Db[keyof Db]][];
}

/** Every record of every collection. */
export function snapshotOf(db: Db): Snapshot {
  const result: Record<string, unknown[]> = {};
  for (const [name, collection] of collections(db)) result[name] = collection.all();
  return {
    version: SNAPSHOT_VERSION,
    collections: result,
    clock_offset_ms: clockOffsetMs(),
    ...(FAKE_BUILD === null ? {} : { made_by: FAKE_BUILD }),
  };
}

/** Empties every collection. */
export function clearDb(db: Db): void {
  for (const [, collection] of collections(db)) collection.clear();
}

/**
 * Fills an empty database with a snapshot the fake itself made (saved in the browser, or
 * seeded at build time): its records were checked when they were made, so they go in without
 * their schema checks, except the first of each collection, which still must parse (a record
 * shape changed without a new SNAPSHOT_VERSION is caught there, and the world is seeded anew).
 * A snapshot made by this very build (`trusted`: the world seeded with it; or one its worker
 * made, FAKE_BUILD) skips those too: fifty first parses cost a first visit tens of
 * milliseconds (issue 18).
 * Returns false, with the database emptied, when the snapshot is not usable.
 */
export async function restoreInto(db: Db, snapshot: Snapshot, trusted = false): Promise<boolean> {
  if (snapshot.version !== SNAPSHOT_VERSION) return false;
  const checkFirst = !trusted && (FAKE_BUILD === null || snapshot.made_by !== FAKE_BUILD);
  try {
    // @msw/data's marks, learnt from the first record created: a trusted world's other
    // records, of every collection, are handed over with them.
    let marks: RecordMarks | null = null;
    for (const [name, collection] of collections(db))
      marks = await restoreRecords(collection, snapshot.collections[name] ?? [], checkFirst, marks);
    return true;
  } catch {
    clearDb(db);
    return false;
  }
}
