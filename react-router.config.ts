import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Config } from '@react-router/dev/config';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * React Router's framework mode (docs/decisions/0029): every public page is rendered on the
 * server with its data, then hydrated. The build goes to `build/` (`build-real/` for a real
 * API, or FORTUNA_BUILD_DIR): `client/` for the browser, `server/index.js` for `npm run serve`.
 */
export default {
  appDirectory: 'src/app',
  ssr: true,
  buildDirectory: process.env.FORTUNA_BUILD_DIR ?? 'build',
  // The route table is small (about 40 routes): it comes with the page, so no navigation waits
  // for a manifest request first (on a phone network, a round trip of half a second).
  routeDiscovery: { mode: 'initial' },
  // Every page loads the route manifest (`assets/manifest-<hash>.js`, about 27 kB), which React
  // Router writes after Vite's bundle: the compression plugin never sees it. Its Brotli and
  // gzip copies are made here, as the plugin makes the others' (decision 0035).
  buildEnd: async ({ reactRouterConfig }) => {
    const assets = join(reactRouterConfig.buildDirectory, 'client', 'assets');
    for (const name of await readdir(assets)) {
      if (!/^manifest-\w+\.js$/.test(name)) continue;
      const file = join(assets, name);
      const source = await readFile(file);
      await writeFile(
        `${file}.br`,
        await brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      await writeFile(`${file}.gz`, await gzip(source, { level: 9 }));
    }
  },
} satisfies Config;
