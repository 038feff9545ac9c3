// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createDb } from '../../mocks/db.ts';
import { dayNumber } from '../../mocks/lib/site-time.ts';
import { isFresh, restoreInto, type SeededWorld, SNAPSHOT_VERSION } from '../../mocks/world.ts';
import { seededWorldModule } from './seeded-world-plugin.ts';

type Load = (this: { addWatchFile: (file: string) => void }, id: string) => Promise<string | null>;

/** Runs the plugin's hooks as Vite would for `import … from '<id>'`. */
async function moduleCode(plugin: ReturnType<typeof seededWorldModule>, id: string) {
  const resolveId = plugin.resolveId as (id: string) => string | null;
  const load = plugin.load as Load;
  const resolved = resolveId(id);
  expect(resolved).toBe(`\0${id}`);
  const watched: string[] = [];
  const code = await load.call({ addWatchFile: (file) => watched.push(file) }, resolved ?? '');
  // The dev server makes the module anew when the seed, the fake or the generated schemas change.
  expect(watched.some((file) => file.endsWith('mocks/seed/index.ts'))).toBe(true);
  expect(watched.some((file) => file.includes('src/api/generated/zod/'))).toBe(true);
  return code ?? '';
}

/** The world a module's `seededWorld` export holds. */
function worldIn(code: string): SeededWorld {
  const match = /^export const seededWorld = \{ madeAt: (\d+), json: (".*?[^\\]") \};\n/s.exec(
    code,
  );
  expect(match).not.toBeNull();
  return { madeAt: Number(match?.[1]), json: JSON.parse(match?.[2] ?? '""') as string };
}

async function restoresTheDemoWorld(world: SeededWorld) {
  const snapshot = JSON.parse(world.json) as {
    version: number;
    collections: Record<string, unknown[]>;
  };
  expect(snapshot.version).toBe(SNAPSHOT_VERSION);
  const db = createDb();
  expect(await restoreInto(db, snapshot)).toBe(true);
  expect(db.accounts.findFirst((q) => q.where({ username: 'demo001' }))?.money).toBe('12850.75');
}

describe('the world seeded at build time (issue 18)', () => {
  it('the mock builds carry a fresh world of the current snapshot version, which restores', async () => {
    const world = worldIn(await moduleCode(seededWorldModule(), 'virtual:fortuna-seeded-world'));
    expect(isFresh(world, Date.now())).toBe(true);
    await restoresTheDemoWorld(world);
  }, 30_000);

  it("the mock builds carry the next site day's world too, in a module of its own loaded only when it is fresh", async () => {
    const plugin = seededWorldModule();
    const main = await moduleCode(plugin, 'virtual:fortuna-seeded-world');
    // The main module names the next day's start and imports its world only when asked.
    const named =
      /export const nextDayWorld = \{ madeAt: (\d+), load: \(\) => import\('virtual:fortuna-seeded-world\/next-day'\)/.exec(
        main,
      );
    expect(named).not.toBeNull();
    const next = worldIn(await moduleCode(plugin, 'virtual:fortuna-seeded-world/next-day'));
    expect(next.madeAt).toBe(Number(named?.[1]));
    const today = worldIn(main);
    expect(dayNumber(next.madeAt / 1000)).toBe(dayNumber(today.madeAt / 1000) + 1);
    expect(isFresh(next, Date.now())).toBe(false);
    expect(isFresh(next, next.madeAt + 60_000)).toBe(true);
    expect(isFresh(today, next.madeAt + 60_000)).toBe(false);
    await restoresTheDemoWorld(next);
  }, 30_000);
});
