import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

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

/**
 * The in-browser fake's demo world, seeded when the site is built (or when the dev server first
 * serves the fake): `import { seededWorld } from 'virtual:fortuna-seeded-world'`. The seed runs
 * in Node (scripts/seeded-world.ts), so the browser neither loads faker nor checks a thousand
 * records at each first visit; it restores the world in a few milliseconds and seeds anew only
 * when this one is no longer fresh (mocks/world.ts isFresh). Issue 18.
 */
export function seededWorldModule(): Plugin {
  return {
    name: 'fortuna:seeded-world',
    resolveId(id) {
      return id === ID ? `\0${ID}` : null;
    },
    async load(id) {
      if (id !== `\0${ID}`) return null;
      for (const file of seedSources()) this.addWatchFile(file);
      // The Node that runs Vite (Node 24 under npm scripts) runs the TypeScript directly.
      const { stdout } = await run(process.execPath, [join(root, 'scripts/seeded-world.ts')], {
        cwd: root,
        maxBuffer: 64 * 1024 * 1024,
      });
      const { madeAt, json } = JSON.parse(stdout) as { madeAt: number; json: string };
      // JSON text, parsed by the fake each time it restores it (each restore gets its own records).
      return `export const seededWorld = { madeAt: ${madeAt}, json: ${JSON.stringify(json)} };\n`;
    },
  };
}
