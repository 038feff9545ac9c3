// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createDb } from '../db.ts';
import { seed } from './index.ts';

/** The site configuration of a world seeded at `now` (ms). */
async function siteConfigSeededAt(now: number) {
  const db = createDb();
  await seed(db, now);
  return db.siteConfig.findFirst((q) => q.where({ id: 1 }));
}

describe("the site's configuration (issue 29)", () => {
  it('is the same whenever the world is seeded: the server’s fake and the browser’s answer one theme', async () => {
    // The server's fake seeds as it starts, the browser's at build time or on its first visit:
    // a theme answer that differed between them rebuilt the page's theme once the browser's
    // fake answered, restyling the whole site on every page of a mock build.
    const early = await siteConfigSeededAt(Date.UTC(2026, 2, 1, 4));
    const later = await siteConfigSeededAt(Date.UTC(2026, 2, 3, 17, 25));
    expect(early).toBeDefined();
    expect(later).toEqual(early);
    // When the demo's pictures last changed, as a real configuration keeps it.
    expect(early?.theme.image_config?.date).toBe(1763683200);
  });
});
