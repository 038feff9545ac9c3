/**
 * The production server (server/app.ts, what `npm run serve` runs) for a build, in this
 * process: the benchmarks serve their builds the way users get them — server-rendered pages,
 * gzip, immutable /assets and the site's security headers with a fresh CSP nonce per answer.
 */
import { existsSync, symlinkSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';

/** The repository, whose node_modules the server build's imports resolve to. */
const REPO_ROOT = resolve(import.meta.dirname, '../..');

/**
 * The server build imports its dependencies (React Router, React, MUI, …) by name, resolved
 * from the build's own folder upwards: a build outside the repository (the benchmarks build in
 * $TMPDIR) finds them through a `node_modules` link to the repository's, made here (once the
 * build is done: `react-router build --emptyOutDir` removes the whole folder). Node keeps a
 * module by its real path, so the build and server/app.ts share one React Router and one React.
 */
export function linkDependencies(buildDir: string): void {
  const dir = resolve(buildDir);
  const inside = relative(REPO_ROOT, dir);
  if (inside === '' || (!inside.startsWith('..') && !isAbsolute(inside))) return;
  const link = join(dir, 'node_modules');
  if (!existsSync(link)) symlinkSync(join(REPO_ROOT, 'node_modules'), link, 'dir');
}

export interface ProductionServerOptions {
  /** The port on 127.0.0.1; 0 (the default) picks a free one. */
  port?: number;
  /** API_BASE_URL: where a real-mode build's pages call the API (its default: '/api'). */
  apiBaseUrl?: string;
  /** STORAGE_BASE_URL: where they read storage (its default: '/storage'). */
  storageBaseUrl?: string;
  /**
   * Pages of the benchmark's own beside the site's (its network floor): answers a request and
   * returns true, or returns false to leave it to the site.
   */
  extra?: (request: IncomingMessage, response: ServerResponse) => boolean;
}

export interface ProductionServer {
  /** http://127.0.0.1:PORT, without a trailing slash. */
  url: string;
  /** Stops listening and closes every open connection. */
  close: () => Promise<void>;
}

/**
 * Serves `buildDir` (`react-router build` output: `client/` and `server/index.js`) with
 * server/app.ts's createApp. Two builds may be served from one process: each is its own
 * module (its own file), so each keeps its own API bases and app state; the packages they
 * import (React, React Router) are shared.
 */
export async function startProductionServer(
  buildDir: string,
  { port = 0, apiBaseUrl, storageBaseUrl, extra }: ProductionServerOptions = {},
): Promise<ProductionServer> {
  // React picks its production build from NODE_ENV as it first loads (server/main.ts does the
  // same): set before server/app.ts, which imports React Router and React, is imported.
  process.env.NODE_ENV ??= 'production';
  const { buildPaths, createApp, readServerEnv } = await import('../../server/app.ts');
  const serverEnv = {
    ...process.env,
    FORTUNA_BUILD_DIR: resolve(buildDir),
    PORT: '0',
    ...(apiBaseUrl ? { API_BASE_URL: apiBaseUrl } : {}),
    ...(storageBaseUrl ? { STORAGE_BASE_URL: storageBaseUrl } : {}),
  };
  const env = readServerEnv(serverEnv);
  const { clientDir, serverEntry } = buildPaths(env.buildDir);
  linkDependencies(env.buildDir);
  // A real-mode build's entry.server reads API_BASE_URL and STORAGE_BASE_URL from
  // process.env as it loads (as it would in `npm run serve`): they are this build's while it
  // is imported, and put back afterwards so a second build gets its own.
  const build = await withEnv(
    { API_BASE_URL: serverEnv.API_BASE_URL, STORAGE_BASE_URL: serverEnv.STORAGE_BASE_URL },
    () => import(pathToFileURL(serverEntry).href) as Promise<ServerBuild>,
  );
  const app = createApp({ build, clientDir, env });
  const server = createServer((request, response) => {
    if (!extra?.(request, response)) app(request, response);
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', fail);
      done();
    });
  });
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actual}`,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

/** Runs `load` with the given variables set in process.env (unset when undefined), then restores them. */
async function withEnv<T>(
  vars: Record<string, string | undefined>,
  load: () => Promise<T>,
): Promise<T> {
  const saved = Object.fromEntries(Object.keys(vars).map((name) => [name, process.env[name]]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
  apply(vars);
  try {
    return await load();
  } finally {
    apply(saved);
  }
}
