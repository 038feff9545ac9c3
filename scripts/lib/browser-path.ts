import { existsSync } from 'node:fs';

/**
 * The Chromium builds the browser tests can drive, in order of preference: Debian's headless
 * shell (`chromium-headless-shell`, the same Blink without the browser's window and UI layers;
 * the journeys ran 15–20 % faster on it on 2 cores, see docs/decisions/0017) and Debian's full
 * Chromium. Neither is ever downloaded from elsewhere.
 */
export const DEBIAN_BROWSERS = [
  { path: '/usr/bin/chromium-headless-shell', apt: 'chromium-headless-shell' },
  { path: '/usr/bin/chromium', apt: 'chromium' },
] as const;

/** $FORTUNA_BROWSER when set, else the first Debian build installed (else the first one's path). */
export function findBrowser(): string {
  const named = process.env.FORTUNA_BROWSER;
  if (named) return named;
  return (DEBIAN_BROWSERS.find(({ path }) => existsSync(path)) ?? DEBIAN_BROWSERS[0]).path;
}
