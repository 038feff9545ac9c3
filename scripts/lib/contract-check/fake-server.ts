/**
 * The standalone fake backend (mocks/server/main.ts) as a child process on a free port, for
 * `--serve-fake` and the contract check's tests. It runs on this Node (process.execPath, which strips the types of .ts
 * files), as one process without a shell in between, so killing it leaves nothing behind.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

export interface FakeServer {
  /** http://127.0.0.1:PORT */
  origin: string;
  /** Stops the server: SIGTERM, then SIGKILL if it is still there after a moment. */
  stop(): Promise<void>;
  /** Last resort on process exit: SIGKILL, synchronously. */
  killNow(): void;
}

const READY_TIMEOUT_MS = 30_000;
const STOP_GRACE_MS = 3_000;

/** Fake servers started and not yet exited, so a signal during start-up still stops them. */
const running = new Set<FakeServer>();

/** Stops every fake server this process started (for signal handlers). */
export async function stopAllFakeServers(): Promise<void> {
  await Promise.all([...running].map((server) => server.stop()));
}

/** Kills every fake server this process started, synchronously (for the 'exit' event). */
export function killAllFakeServersNow(): void {
  for (const server of running) server.killNow();
}

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (exited(child)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * Starts the fake from the repository root and waits until GET /api/key answers 200. `env`
 * adds to the server's environment (the defects a test plants: FAKE_DEFECTS).
 */
export async function startFakeServer(
  root: string,
  env: Readonly<Record<string, string>> = {},
): Promise<FakeServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const child = spawn(process.execPath, [join(root, 'mocks/server/main.ts')], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    output.splice(0, Math.max(0, output.length - 40));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // Written by the 'error' listener; an object, so the loop below sees the change.
  const spawned: { error: Error | null } = { error: null };
  child.on('error', (error) => (spawned.error = error));

  const killNow = () => {
    if (!exited(child)) child.kill('SIGKILL');
  };
  const stop = async () => {
    if (exited(child)) return;
    child.kill('SIGTERM');
    if (!(await waitForExit(child, STOP_GRACE_MS))) {
      child.kill('SIGKILL');
      await waitForExit(child, STOP_GRACE_MS);
    }
  };

  const server: FakeServer = { origin, stop, killNow };
  running.add(server);
  child.once('exit', () => running.delete(server));

  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (spawned.error || exited(child)) break;
    try {
      const response = await fetch(`${origin}/api/key?locale=en`, {
        signal: AbortSignal.timeout(2_000),
      });
      await response.arrayBuffer();
      if (response.status === 200) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  const why = spawned.error
    ? `could not start: ${String(spawned.error)}`
    : exited(child)
      ? `exited with ${child.exitCode ?? child.signalCode}`
      : `did not answer GET /api/key within ${READY_TIMEOUT_MS / 1000} s`;
  throw new Error(
    `the fake backend ${why}${output.length ? `; its last output:\n${output.join('\n')}` : ''}`,
  );
}
