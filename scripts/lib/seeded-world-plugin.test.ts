// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createDb } from '../../mocks/db.ts';
import { dayNumber } from '../../mocks/lib/site-time.ts';
import { isFresh, restoreInto, type SeededWorld, SNAPSHOT_VERSION } from '../../mocks/world.ts';
import { DAY_END_MARGIN_MS, onOneSiteDay } from '../../mocks/test-utils.ts';
import { seededWorldModule, WORLD_FILES } from './seeded-world-plugin.ts';

type Emitted = { type: 'asset'; fileName: string; source: string };
type Context = { addWatchFile: (file: string) => void; emitFile: (file: Emitted) => string };
type Load = (this: Context, id: string) => Promise<string | null>;
type World = { madeAt: number; load: () => Promise<SeededWorld> };

const FOLDER = 'fortuna-fake';

/** Runs the plugin's hooks as Vite would for `import … from 'virtual:fortuna-seeded-world'`. */
async function build() {
  const plugin = seededWorldModule({ folder: FOLDER });
  const resolveId = plugin.resolveId as (id: string) => string | null;
  const resolved = resolveId('virtual:fortuna-seeded-world');
  expect(resolved).toBe('\0virtual:fortuna-seeded-world');
  const watched: string[] = [];
  const files = new Map<string, string>();
  const code = await (plugin.load as Load).call(
    {
      addWatchFile: (file) => watched.push(file),
      emitFile: (file) => {
        files.set(file.fileName, file.source);
        return file.fileName;
      },
    },
    resolved ?? '',
  );
  // The dev server makes the module anew when the seed, the fake or the generated schemas change.
  expect(watched.some((file) => file.endsWith('mocks/seed/index.ts'))).toBe(true);
  expect(watched.some((file) => file.includes('src/api/generated/zod/'))).toBe(true);
  return { code: code ?? '', files };
}

/** The module's worlds, run with a fetch that serves the emitted files and counts the asks. */
async function worldsOf(code: string, files: Map<string, string>) {
  const asked: string[] = [];
  const fetch = (url: string) => {
    asked.push(url);
    const text = files.get(url.slice(1));
    return Promise.resolve({
      ok: text !== undefined,
      status: text === undefined ? 404 : 200,
      text: () => Promise.resolve(text ?? ''),
    });
  };
  const run = new Function('fetch', code.replace('export const seededWorlds =', 'return'));
  const worlds = run(fetch) as World[];
  // What the module asked for while it ran, before any microtask.
  const askedAsItRan = [...asked];
  return { worlds, asked, askedAsItRan };
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

describe('the worlds seeded at build time (issue 18)', () => {
  it(
    "the mock builds carry today's world and the next site day's as files; the module fetches today's once it has run (off its stack: under DevTools a fetch records it), the next day's only when asked",
    async () => {
      // Today's world is fresh now: not across midnight on the site's clock.
      await onOneSiteDay();
      const { code, files } = await build();
      expect([...files.keys()].sort()).toEqual(
        [`${FOLDER}/${WORLD_FILES.nextDay}`, `${FOLDER}/${WORLD_FILES.today}`].sort(),
      );
      const { worlds, asked, askedAsItRan } = await worldsOf(code, files);
      const [today, nextDay] = worlds;
      if (!today || !nextDay) throw new Error('two worlds expected');
      expect(askedAsItRan).toEqual([]);
      expect(asked).toEqual([`/${FOLDER}/${WORLD_FILES.today}`]);

      const todays = await today.load();
      expect(todays.madeAt).toBe(today.madeAt);
      expect(isFresh(todays, Date.now())).toBe(true);
      await restoresTheDemoWorld(todays);

      const next = await nextDay.load();
      expect(asked).toEqual([
        `/${FOLDER}/${WORLD_FILES.today}`,
        `/${FOLDER}/${WORLD_FILES.nextDay}`,
      ]);
      expect(dayNumber(next.madeAt / 1000)).toBe(dayNumber(todays.madeAt / 1000) + 1);
      expect(isFresh(next, Date.now())).toBe(false);
      expect(isFresh(next, next.madeAt + 60_000)).toBe(true);
      expect(isFresh(todays, next.madeAt + 60_000)).toBe(false);
      await restoresTheDemoWorld(next);
    },
    30_000 + DAY_END_MARGIN_MS,
  );

  it('a world whose file does not arrive is asked for again on the next load', async () => {
    const { code, files } = await build();
    const missing = new Map(files);
    missing.delete(`${FOLDER}/${WORLD_FILES.nextDay}`);
    const { worlds, asked } = await worldsOf(code, missing);
    await expect(worlds[1]?.load()).rejects.toThrow(/404/);
    missing.set(
      `${FOLDER}/${WORLD_FILES.nextDay}`,
      files.get(`${FOLDER}/${WORLD_FILES.nextDay}`) ?? '',
    );
    await expect(worlds[1]?.load()).resolves.toMatchObject({ madeAt: worlds[1]?.madeAt });
    expect(asked.filter((url) => url.endsWith(WORLD_FILES.nextDay))).toHaveLength(2);
  }, 30_000);
});
