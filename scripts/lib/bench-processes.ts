/**
 * The processes the benchmark starts (react-router build, the standalone fake backend) and the
 * clean-up that stops everything it started: always, on success, failure and Ctrl+C.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const root = join(import.meta.dirname, '../..');

type Cleanup = () => Promise<void> | void;
const cleanups: Cleanup[] = [];
const children = new Set<ChildProcess>();

/** Registers a clean-up step; they run last-registered first. Returns an unregister. */
export function onCleanup(step: Cleanup): () => void {
  cleanups.push(step);
  return () => {
    const index = cleanups.indexOf(step);
    if (index >= 0) cleanups.splice(index, 1);
  };
}

/** Runs every registered clean-up step (each at most once), reporting but not throwing. */
export async function cleanupAll(): Promise<void> {
  for (let step = cleanups.pop(); step; step = cleanups.pop()) {
    try {
      await step();
    } catch (error) {
      console.error('[bench] clean-up step failed:', error);
    }
  }
}

// Last resort when the process exits without the clean-up (an uncaught error): kill the
// process groups of the children still running, synchronously.
process.on('exit', () => {
  for (const child of children) killGroup(child, 'SIGKILL');
});

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    // Started detached: the child leads its own process group (npx → node → esbuild …).
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** Stops a child's process group: SIGTERM, then SIGKILL after `graceMs`. */
async function stopChild(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  killGroup(child, 'SIGTERM');
  const timer = setTimeout(() => killGroup(child, 'SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
  children.delete(child);
}

function track(child: ChildProcess): void {
  children.add(child);
  child.once('exit', () => children.delete(child));
}

/** Whether nothing listens on 127.0.0.1:port. */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => done(true)));
  });
}

/** A port free right now on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

/**
 * `react-router build --mode real` into buildDir: the site for a real API at fakeUrl. appEnv is
 * VITE_APP_ENV: `production` (what users get, no developer tools) or `staging` (with the
 * developer tools' theme switcher).
 */
export function buildForRealApi(
  buildDir: string,
  fakeUrl: string,
  appEnv: 'production' | 'staging' = 'production',
): Promise<void> {
  return buildSite(buildDir, { fakeUrl, appEnv });
}

/**
 * `react-router build` into buildDir (FORTUNA_BUILD_DIR: `client/` and `server/index.js` in it):
 * for a real API at fakeUrl (`--mode real`), or without fakeUrl the site on its fake backend
 * (what `npm run build` makes). The build's VITE_API_BASE_URL and VITE_STORAGE_BASE_URL are
 * the fake's: only defaults now, since the production server tells the page its API base at
 * start-up (production-server.ts, API_BASE_URL), but a page needs them where it is not told.
 */
export async function buildSite(
  buildDir: string,
  { fakeUrl, appEnv = 'production' }: { fakeUrl?: string; appEnv?: 'production' | 'staging' },
): Promise<void> {
  const child = spawn(
    'npx',
    [
      'react-router',
      'build',
      ...(fakeUrl ? ['--mode', 'real'] : []),
      '--logLevel',
      'warn',
      // Vite empties an output folder outside the repository (these are in $TMPDIR) only when
      // told: without it, a previous build's hashed files would stay beside the new ones.
      '--emptyOutDir',
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        FORTUNA_BUILD_DIR: buildDir,
        ...(fakeUrl
          ? {
              VITE_API_BASE_URL: `${fakeUrl}/api`,
              VITE_STORAGE_BASE_URL: `${fakeUrl}/storage`,
            }
          : {}),
        VITE_APP_ENV: appEnv,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    },
  );
  track(child);
  const unregister = onCleanup(() => stopChild(child));
  const code = await new Promise<number | null>((done, fail) => {
    child.once('error', fail);
    child.once('exit', (exitCode) => done(exitCode));
  });
  unregister();
  if (code !== 0) throw new Error(`react-router build failed (exit ${String(code)})`);
}

export interface FakeBackend {
  url: string;
  /** Puts the demo world back to its seed. */
  reset: () => Promise<void>;
  /** What the fake printed on stderr (request failures). */
  errors: () => string[];
  stop: () => Promise<void>;
}

/** Starts `node mocks/server/main.ts` on port; ready when GET /api/key?locale=en is 200. */
export async function startFakeBackend(port: number): Promise<FakeBackend> {
  if (!(await portIsFree(port)))
    throw new Error(
      `port ${port} is taken: the benchmark starts its own fake backend there (use --fake-port)`,
    );
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['mocks/server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  track(child);
  const stderr: string[] = [];
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => stderr.push(chunk));
  const stop = () => stopChild(child);
  onCleanup(stop);
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the fake backend exited (${child.exitCode}): ${stderr.join('')}`);
    try {
      if ((await fetch(`${url}/api/key?locale=en`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the fake backend did not answer within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    reset: async () => {
      // The fake's control endpoints answer only requests with this header (mocks/server/main.ts).
      const response = await fetch(`${url}/__fake/reset`, {
        method: 'POST',
        headers: { 'X-Fortuna-Fake': '1' },
      });
      if (!response.ok) throw new Error(`POST /__fake/reset answered ${response.status}`);
    },
    errors: () =>
      stderr
        .join('')
        .split('\n')
        .filter((line) => line.trim() !== ''),
    stop,
  };
}
