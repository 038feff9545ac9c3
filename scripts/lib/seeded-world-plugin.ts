import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';
import type { SeededWorld } from '../../mocks/world.ts';

const ID = 'virtual:fortuna-seeded-world';
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

/** Where the worlds are, under the fake's folder at the site's root (FAKE_WORKER_FILES). */
export const WORLD_FILES = { today: 'world.json', nextDay: 'next-day-world.json' } as const;

/**
 * The in-browser fake's demo worlds, seeded when the site is built (or when the dev server first
 * serves the fake): `import { seededWorlds } from 'virtual:fortuna-seeded-world'`. The seed runs
 * in Node (scripts/seeded-world.ts), so the browser neither loads faker nor checks a thousand
 * records at each first visit; it restores a world in a few milliseconds and seeds anew only
 * when none is fresh (mocks/world.ts isFresh). There are two: the world as of the build, and as
 * of the next site day's start, which a test run or a demo that crosses midnight on the site's
 * clock starts from. Each is a file of the build (under `folder`), fetched by the fake's service
 * worker when it is the fresh one: the worker's script stays small, and today's file is asked
 * for as the script starts, while the rest of it is evaluated. Issue 18.
 */
export function seededWorldModule(options: { folder: string }): Plugin {
  // Both files come from one seeding; a change to a source seeds anew (dev server).
  let worlds: Promise<Worlds> | null = null;
  const url = (file: string) => JSON.stringify(`/${options.folder}/${file}`);
  return {
    name: 'fortuna:seeded-world',
    resolveId(id) {
      return id === ID ? `\0${id}` : null;
    },
    watchChange(id) {
      if (seedSources().includes(id)) worlds = null;
    },
    async load(id) {
      if (id !== `\0${ID}`) return null;
      for (const file of seedSources()) this.addWatchFile(file);
      worlds ??= seedWorlds();
      const { today, nextDay } = await worlds;
      this.emitFile({
        type: 'asset',
        fileName: `${options.folder}/${WORLD_FILES.today}`,
        source: today.json,
      });
      this.emitFile({
        type: 'asset',
        fileName: `${options.folder}/${WORLD_FILES.nextDay}`,
        source: nextDay.json,
      });
      return `function worldFile(url, madeAt, early) {
  let text = early ? fetchText(url) : null;
  return {
    madeAt,
    load: () => {
      text ??= fetchText(url);
      return text.then((json) => ({ madeAt, json }), (error) => {
        text = null;
        throw error;
      });
    },
  };
}
// Fetched from a microtask, off the script's own stack: with DevTools attached (Playwright),
// a fetch records the stack it was made from, and a fetch made as the worker's script runs
// first makes the browser collect the source positions of the whole script (tens of ms).
function fetchText(url) {
  return Promise.resolve(url).then(fetch).then((response) => {
    if (!response.ok) throw new Error(url + ': ' + response.status);
    return response.text();
  });
}
export const seededWorlds = [
  worldFile(${url(WORLD_FILES.today)}, ${today.madeAt}, true),
  worldFile(${url(WORLD_FILES.nextDay)}, ${nextDay.madeAt}, false),
];
`;
    },
  };
}
