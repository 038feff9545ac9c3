import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';
import type { SeededWorld } from '../../mocks/world.ts';

const ID = 'virtual:fortuna-seeded-world';
const NEXT_DAY_ID = 'virtual:fortuna-seeded-world/next-day';
const root = join(import.meta.dirname, '../..');
const run = promisify(execFile);

/**
 * The files the seeded world is made from (the fake's code and data, the generated schemas its
 * records are checked with, this script): a change to one makes the module anew (dev server).
 */
function seedSources(): string[] {
  const under = (dir: string) =>
    readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ts|json)$/.test(file) && !file.endsWith('.test.ts'))
      .map((file) => join(root, dir, file));
  return [
    ...under('mocks'),
    ...under('src/api/generated/zod'),
    join(root, 'scripts/seeded-world.ts'),
  ];
}

type Worlds = { today: SeededWorld; nextDay: SeededWorld };

/** Seeds the demo world for now and for the next site day, in Node (scripts/seeded-world.ts). */
async function seedWorlds(): Promise<Worlds> {
  // The Node that runs Vite (Node 24 under npm scripts) runs the TypeScript directly.
  const { stdout } = await run(process.execPath, [join(root, 'scripts/seeded-world.ts')], {
    cwd: root,
    maxBuffer: 128 * 1024 * 1024,
  });
  return JSON.parse(stdout) as Worlds;
}

/** A world as module code: JSON text, parsed by the fake at each restore (each gets its own records). */
const worldCode = (world: SeededWorld) =>
  `{ madeAt: ${world.madeAt}, json: ${JSON.stringify(world.json)} }`;

/**
 * The in-browser fake's demo world, seeded when the site is built (or when the dev server first
 * serves the fake): `import { seededWorld, nextDayWorld } from 'virtual:fortuna-seeded-world'`.
 * The seed runs in Node (scripts/seeded-world.ts), so the browser neither loads faker nor checks
 * a thousand records at each first visit; it restores the world in a few milliseconds and seeds
 * anew only when none is fresh (mocks/world.ts isFresh). `nextDayWorld` is the world of the
 * next site day, in a chunk of its own that is loaded only from midnight on the site's clock:
 * a test run or a demo that crosses midnight keeps the fast start. Issue 18.
 */
export function seededWorldModule(): Plugin {
  // Both modules come from one seeding; a change to a source seeds anew (dev server).
  let worlds: Promise<Worlds> | null = null;
  return {
    name: 'fortuna:seeded-world',
    resolveId(id) {
      return id === ID || id === NEXT_DAY_ID ? `\0${id}` : null;
    },
    watchChange(id) {
      if (seedSources().includes(id)) worlds = null;
    },
    async load(id) {
      if (id !== `\0${ID}` && id !== `\0${NEXT_DAY_ID}`) return null;
      for (const file of seedSources()) this.addWatchFile(file);
      worlds ??= seedWorlds();
      const { today, nextDay } = await worlds;
      if (id === `\0${NEXT_DAY_ID}`) return `export const seededWorld = ${worldCode(nextDay)};\n`;
      return (
        `export const seededWorld = ${worldCode(today)};\n` +
        `export const nextDayWorld = { madeAt: ${nextDay.madeAt}, load: () => ` +
        `import('${NEXT_DAY_ID}').then((module) => module.seededWorld) };\n`
      );
    },
  };
}
