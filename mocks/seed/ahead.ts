import { createDb } from '../db.ts';
import { nowMs } from '../lib/clock.ts';
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
