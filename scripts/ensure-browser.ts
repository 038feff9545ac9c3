/**
 * Finds the Chromium the end-to-end tests drive. Order: $FORTUNA_BROWSER (any Chromium or
 * Chrome executable you name), then Debian's headless shell, then Debian's Chromium
 * (scripts/lib/browser-path.ts). When none is there and we are root with apt-get, installs
 * Debian's `chromium-headless-shell`. It never downloads a browser build of its own (no
 * `playwright install`).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { DEBIAN_BROWSERS, findBrowser } from './lib/browser-path.ts';

function fail(message: string): never {
  console.error(`\n[ensure-browser] ${message}\n`);
  process.exit(1);
}

const found = findBrowser();
if (existsSync(found)) {
  console.info(`[ensure-browser] using ${found}`);
  process.exit(0);
}
if (process.env.FORTUNA_BROWSER)
  fail(`FORTUNA_BROWSER=${found} does not exist. Name an installed Chromium or Chrome executable.`);
const [preferred] = DEBIAN_BROWSERS;
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (!isRoot || !hasApt) {
  fail(
    `No Chromium found. Install Debian's package (sudo apt-get install -y ${preferred.apt}) or ` +
      'set FORTUNA_BROWSER to the path of an installed Chromium or Chrome, then run the tests again.',
  );
}
console.info(`[ensure-browser] installing Debian's ${preferred.apt} with apt-get ...`);
try {
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', preferred.apt], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
} catch {
  fail(`apt-get could not install ${preferred.apt}. Install it by hand or set FORTUNA_BROWSER.`);
}
if (!existsSync(preferred.path))
  fail(`apt-get finished but ${preferred.path} is missing. Set FORTUNA_BROWSER.`);
console.info(`[ensure-browser] installed ${preferred.path}`);
