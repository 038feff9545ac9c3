import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { browserPath, chromiumArgs } from '../../playwright.config.ts';

const root = join(import.meta.dirname, '../..');

/** Builds the site on the in-browser fake into `outDir` and serves it on `port` (vite preview). */
export async function serveBuild(
  port: number,
  outDir = `/tmp/fortuna-build-${port}`,
): Promise<{ url: string; stop: () => void }> {
  const server = spawn(
    'sh',
    [
      '-c',
      `npx vite build --logLevel warn --outDir ${outDir} --emptyOutDir && npx vite preview --outDir ${outDir} --port ${port} --strictPort`,
    ],
    { cwd: root, stdio: 'inherit', detached: true },
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    // The shell, vite build and vite preview are one process group.
    if (server.pid) process.kill(-server.pid);
  };
  for (let i = 0; i < 180; i++) {
    try {
      if ((await fetch(url)).ok) return { url, stop };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  stop();
  throw new Error('the preview server did not start');
}

/** Headless Chromium as the tests use it ($FORTUNA_BROWSER, else Debian's; browser-path.ts). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: browserPath, args: chromiumArgs });
}
