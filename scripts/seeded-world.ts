/**
 * Prints the fake backend's demo world, seeded now and for the start of the next site day, as
 * JSON: `{ today: { madeAt, json }, nextDay: { madeAt, json } }` (madeAt in ms, json the
 * snapshot's text). Mock builds carry both (scripts/lib/seeded-world-plugin.ts), so the browser
 * restores a world instead of seeding it with faker at every first visit (issue 18), also after
 * midnight on the site's clock.
 * Usage: node scripts/seeded-world.ts
 */
import { seedAheadTwoDays } from '../mocks/seed/ahead.ts';

process.stdout.write(JSON.stringify(await seedAheadTwoDays()));
