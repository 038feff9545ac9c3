/**
 * Finds the Chromium the end-to-end tests drive. Order: $FORTUNA_BROWSER (any Chromium or
 * Chrome executable you name), then Debian's /usr/bin/chromium. When none is there and we
 * are root with apt-get, installs Debian's `chromium`. It never downloads a browser build
 * of its own (no `playwright install`).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const named = process.env.FORTUNA_BROWSER;
const debian = '/usr/bin/chromium';

function fail(message: string): never {
  console.error(`\n[ensure-browser] ${message}\n`);
  process.exit(1);
}

if (named) {
  if (!existsSync(named))
    fail(
      `FORTUNA_BROWSER=${named} does not exist. Name an installed Chromium or Chrome executable.`,
    );
  console.info(`[ensure-browser] using FORTUNA_BROWSER=${named}`);
  process.exit(0);
}
if (existsSync(debian)) {
  console.info(`[ensure-browser] using ${debian}`);
  process.exit(0);
}
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (!isRoot || !hasApt) {
  fail(
    "No Chromium found. Install Debian's package (sudo apt-get install -y chromium) or set " +
      'FORTUNA_BROWSER to the path of an installed Chromium or Chrome, then run the tests again.',
  );
}
console.info("[ensure-browser] installing Debian's chromium with apt-get ...");
try {
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
} catch {
  fail('apt-get could not install chromium. Install it by hand or set FORTUNA_BROWSER.');
}
if (!existsSync(debian)) fail(`apt-get finished but ${debian} is missing. Set FORTUNA_BROWSER.`);
console.info(`[ensure-browser] installed ${debian}`);
