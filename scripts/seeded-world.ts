/**
 * Prints the fake backend's demo world, seeded now, as JSON: `{ madeAt, json }` (madeAt in ms,
 * json the snapshot's text). Mock builds carry it (scripts/lib/seeded-world-plugin.ts), so the
 * browser restores the world instead of seeding it with faker at every first visit (issue 18).
 * Usage: node scripts/seeded-world.ts
 */
import { seedAhead } from '../mocks/seed/ahead.ts';

process.stdout.write(JSON.stringify(await seedAhead()));
