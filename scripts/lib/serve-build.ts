import { spawn } from 'node:child_process';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { browserPath, chromiumArgs } from '../../playwright.config.ts';

const root = join(import.meta.dirname, '../..');

/**
 * Builds the site on the in-browser fake into `buildDir` and serves it on `port` with the
 * production server (server/main.ts), as `npm run build && npm run serve` do.
 */
export async function serveBuild(
  port: number,
  buildDir = `/tmp/fortuna-build-${port}`,
): Promise<{ url: string; stop: () => void }> {
  const inRepo = relative(root, resolve(buildDir));
  const outsideRepo = inRepo.startsWith('..') || isAbsolute(inRepo);
  const server = spawn(
    'sh',
    // --emptyOutDir: Vite empties a folder outside the repository only when told. Such a build
    // finds its dependencies through a node_modules link to the repository's
    // (production-server.ts, linkDependencies), made once the build has emptied the folder.
    [
      '-c',
      `npx react-router build --logLevel warn --emptyOutDir && ${outsideRepo ? 'ln -sfn "$PWD/node_modules" "$FORTUNA_BUILD_DIR/node_modules" && ' : ''}node server/main.ts`,
    ],
    {
      cwd: root,
      stdio: 'inherit',
      detached: true,
      env: { ...process.env, FORTUNA_BUILD_DIR: resolve(buildDir), PORT: String(port) },
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    // The shell, the build and the server are one process group.
    try {
      if (server.pid) process.kill(-server.pid);
    } catch {
      // already gone
    }
  };
  // The build takes a few minutes on a busy machine.
  for (let i = 0; i < 420; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, stop };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  stop();
  throw new Error('the production server did not start');
}

/** Until a server-rendered page is live: root.tsx sets `<html data-hydrated="true">` then. */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/** Headless Chromium as the tests use it ($FORTUNA_BROWSER, else Debian's; browser-path.ts). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: browserPath, args: chromiumArgs });
}
