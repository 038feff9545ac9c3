import type { Db } from '../db.ts';

/**
 * Seeds the demo world into an empty database here (mocks/fake.ts `seed`): faker and the seed
 * are loaded only when it runs, since a world seeded ahead is restored instead while it is fresh.
 */
export async function seedHere(db: Db): Promise<void> {
  const { seed } = await import('./index.ts');
  await seed(db);
}
