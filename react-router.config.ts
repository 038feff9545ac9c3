import type { Config } from '@react-router/dev/config';

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
} satisfies Config;
