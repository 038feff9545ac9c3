/**
 * Prints the fake backend's demo world, seeded now and for the start of the next site day, as
 * JSON: `{ today: { madeAt, json }, nextDay: { madeAt, json } }` (madeAt in ms, json the
 * snapshot's text). Mock builds carry both (scripts/lib/seeded-world-plugin.ts), so the browser
 * restores a world instead of seeding it with faker at every first visit (issue 18), also after
 * midnight on the site's clock.
 * Usage: node scripts/seeded-world.ts
 * `FORTUNA_SEED_AT=<ISO time>` seeds them as of that time instead of now (what a build made just
 * before midnight on the site's clock does after it; `npm run build` passes it on).
 */
import { seedAheadTwoDays } from '../mocks/seed/ahead.ts';

const seedAt = process.env.FORTUNA_SEED_AT;
const at = seedAt ? Date.parse(seedAt) : undefined;
if (Number.isNaN(at)) throw new Error(`FORTUNA_SEED_AT is not a time: ${seedAt}`);
process.stdout.write(JSON.stringify(await seedAheadTwoDays(at)));
