/**
 * Starts the production server: `FORTUNA_BUILD_DIR=build npx node server/main.ts` after
 * `react-router build`. Settings from the environment (server/app.ts, readServerEnv): PORT
 * (3000), HOST (127.0.0.1), API_BASE_URL ('/api'), STORAGE_BASE_URL ('/storage'),
 * PUBLIC_ORIGIN, FORTUNA_BUILD_DIR ('build'). SIGTERM or SIGINT stops taking connections and
 * lets the requests under way finish (ten seconds at most) before the process exits.
 */
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';

/** How long the requests under way may take once a stop is asked for. */
const SHUTDOWN_GRACE_MS = 10_000;

// React picks its production build from NODE_ENV as its module loads (and Express its error
// pages as the app is made): without it a production server would render with React's
// development build, several times slower. Hence set first, and the app (which imports React
// Router, which imports React) imported only after it, not statically.
process.env.NODE_ENV ??= 'production';
const { buildPaths, createApp, createHttpServer, readServerEnv } = await import('./app.ts');

const env = readServerEnv();
const { clientDir, serverEntry } = buildPaths(env.buildDir);
const build: ServerBuild = await import(pathToFileURL(serverEntry).href);
const app = createApp({ build, clientDir, env });

const server = createHttpServer(app);
server.once('error', (error) => {
  console.error('[serve] could not listen:', error);
  process.exit(1);
});
server.listen(env.port, env.host, () => {
  const { port } = server.address() as AddressInfo;
  const host = env.host.includes(':') ? `[${env.host}]` : env.host;
  console.info(`[serve] http://${host}:${port}`);
  if (env.publicOrigin) console.info(`[serve] public origin ${env.publicOrigin}`);
});

let stopping = false;
function stop(signal: NodeJS.Signals): void {
  if (stopping) return;
  stopping = true;
  console.info(`[serve] ${signal}: closing`);
  server.close((error) => {
    if (error) console.error('[serve] close failed:', error);
    process.exit(error ? 1 : 0);
  });
  // Keep-alive connections with no request under way would hold the close up.
  server.closeIdleConnections();
  setTimeout(() => {
    console.error(`[serve] requests still open after ${SHUTDOWN_GRACE_MS} ms: exiting`);
    server.closeAllConnections();
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
