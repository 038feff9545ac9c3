/**
 * Prints the fake backend's demo world, seeded now, as JSON: `{ madeAt, snapshot }` (madeAt in
 * ms). Mock builds carry it (scripts/lib/seeded-world-plugin.ts), so the browser restores the
 * world instead of seeding it with faker at every first visit (issue 18).
 * Usage: node scripts/seeded-world.ts
 */
import { createDb } from '../mocks/db.ts';
import { nowMs } from '../mocks/lib/clock.ts';
import { seed } from '../mocks/seed/index.ts';
import { snapshotOf } from '../mocks/world.ts';

const db = createDb();
const madeAt = nowMs();
await seed(db, madeAt);
process.stdout.write(JSON.stringify({ madeAt, snapshot: snapshotOf(db) }));
