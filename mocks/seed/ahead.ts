import { createDb } from '../db.ts';
import { nowMs } from '../lib/clock.ts';
import { dayNumber, dayStart } from '../lib/site-time.ts';
import { type SeededWorld, snapshotOf } from '../world.ts';
import { seed } from './index.ts';

/**
 * The demo world seeded ahead, as of `madeAt` (ms): what the mock builds carry
 * (scripts/seeded-world.ts) and what each Vitest worker seeds once for its fakes (node.ts).
 * A fake restores it on reset while it is fresh (world.ts isFresh), instead of seeding.
 */
export async function seedAhead(madeAt = nowMs()): Promise<SeededWorld> {
  const db = createDb();
  await seed(db, madeAt);
  return { madeAt, json: JSON.stringify(snapshotOf(db)) };
}

/** The start (ms) of the site day after the one `at` (ms) falls in (midnight on the site's clock). */
export function nextSiteDayMs(at: number): number {
  return dayStart(dayNumber(Math.floor(at / 1000)) + 1) * 1000;
}

/**
 * The demo world as of `madeAt` and as of the start of the next site day: what the mock builds
 * carry, so a build made late in the day (a test run that crosses midnight on the site's clock,
 * a demo built the evening before) still starts from a world seeded ahead the next day.
 */
export async function seedAheadTwoDays(
  madeAt = nowMs(),
): Promise<{ today: SeededWorld; nextDay: SeededWorld }> {
  return { today: await seedAhead(madeAt), nextDay: await seedAhead(nextSiteDayMs(madeAt)) };
}
