import { seedAhead } from '../seed/ahead.ts';

/**
 * The demo world seeded now, as the JSON text of its snapshot: a page runs the seed for the
 * fake's service worker when none of the worlds it carries is fresh (a build older than a day
 * on the site's clock, or a reset then). Loaded only then, with faker: the worker's own script
 * stays without them (issue 18).
 */
export async function seedWorld(): Promise<string> {
  return (await seedAhead()).json;
}
