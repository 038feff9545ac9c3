// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createDb } from '../../mocks/db.ts';
import { isFresh, restoreInto, type SeededWorld, SNAPSHOT_VERSION } from '../../mocks/world.ts';
import { seededWorldModule } from './seeded-world-plugin.ts';

/** Runs the plugin's hooks as Vite would for `import … from 'virtual:fortuna-seeded-world'`. */
async function moduleCode(): Promise<string> {
  const plugin = seededWorldModule();
  const resolveId = plugin.resolveId as (id: string) => string | null;
  const load = plugin.load as (
    this: { addWatchFile: (file: string) => void },
    id: string,
  ) => Promise<string | null>;
  const id = resolveId('virtual:fortuna-seeded-world');
  expect(id).toBe('\0virtual:fortuna-seeded-world');
  const watched: string[] = [];
  const code = await load.call({ addWatchFile: (file) => watched.push(file) }, id ?? '');
  // The dev server makes the module anew when the seed, the fake or the generated schemas change.
  expect(watched.some((file) => file.endsWith('mocks/seed/index.ts'))).toBe(true);
  expect(watched.some((file) => file.includes('src/api/generated/zod/'))).toBe(true);
  return code ?? '';
}

describe('the world seeded at build time (issue 18)', () => {
  it('the mock builds carry a fresh world of the current snapshot version, which restores', async () => {
    const match = /^export const seededWorld = \{ madeAt: (\d+), json: (".*") \};\n$/s.exec(
      await moduleCode(),
    );
    expect(match).not.toBeNull();
    const world: SeededWorld = {
      madeAt: Number(match?.[1]),
      json: JSON.parse(match?.[2] ?? '""') as string,
    };
    expect(isFresh(world, Date.now())).toBe(true);
    const snapshot = JSON.parse(world.json) as {
      version: number;
      collections: Record<string, unknown[]>;
    };
    expect(snapshot.version).toBe(SNAPSHOT_VERSION);
    const db = createDb();
    expect(await restoreInto(db, snapshot)).toBe(true);
    expect(db.accounts.findFirst((q) => q.where({ username: 'demo001' }))?.money).toBe('12850.75');
  }, 30_000);
});
