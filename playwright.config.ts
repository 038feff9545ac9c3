import { defineConfig, devices } from '@playwright/test';
import { findBrowser } from './scripts/lib/browser-path.ts';

/** The browser: $FORTUNA_BROWSER, else Debian's headless shell or Chromium (ensure-browser.ts). */
export const browserPath = findBrowser();
/** Headless Chromium in a container, without background traffic. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
/**
 * V8 stops at its baseline compiler (Sparkplug) in the journeys' browsers: a journey's page
 * lives a few seconds, too short for the optimising compilers (Maglev, TurboFan) to pay back
 * the CPU they spend compiling hot code on the two cores the pages, the servers and Playwright
 * share. What a page does is the same at every tier; only how fast its long loops run is not.
 * The benchmarks (scripts/bench.ts) and the real-api project, which measure the site as
 * visitors get it, keep the full compiler (docs/decisions/0017).
 */
const BASELINE_JIT = '--js-flags=--max-opt=1';
/** Blink's setting that loads no image: a page's <img>s keep their boxes and their names. */
const NO_IMAGES = '--blink-settings=imagesEnabled=false';
const port = Number(process.env.E2E_PORT ?? 4317);
/** The site built for a real API, and the standalone fake backend it talks to. */
const realPort = port + 1;
/** The dev server, as `npm start` serves the site (issue 17). */
const devPort = port + 3;
export const fakeServerUrl = `http://127.0.0.1:${Number(process.env.E2E_FAKE_PORT ?? 4010)}`;
/**
 * Builds made earlier in the same run: `npm test` makes them beside its other steps and hands
 * them over, the mock build (`npm run build:e2e`, build/) and the build for a real API that
 * `npm run size` has just made (dist-size/, what visitors get). Playwright starts its web servers
 * one after another, each once the last answers; building first, it would wait for each build.
 * Alone, `npm run test:e2e` builds its own into build/ and build-real/.
 */
const mockBuild = process.env.E2E_MOCK_BUILD;
const realBuild = process.env.E2E_REAL_BUILD;

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  // Two workers on the two cores of the CI machine (Playwright's default is half the cores).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Journeys run with reduced motion unless motion is what they are about
    // (`test.use({ reducedMotion: 'no-preference' })`): an endless animation (the announcement
    // bar, a skeleton's pulse) repaints the page on every frame, and on 2 busy cores that costs
    // the suite about a fifth of its CPU time (docs/decisions/0017).
    reducedMotion: 'reduce',
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    launchOptions: { executablePath: browserPath, args: [...chromiumArgs, BASELINE_JIT] },
  },
  projects: [
    // The one-at-a-time journeys (real-api, on one worker) and the dev server's come first: run
    // last, the other worker finished its share and waited for them (13 s idle in a full run);
    // first, the many short desktop journeys fill both workers to the end.
    {
      // The same journeys against `npm run mock:server`, with the site built in real mode.
      name: 'real-api',
      // Layout stability: the site's parts arrive over the (throttled) network, as for visitors.
      testMatch: /(auth|real-build|layout-stability)\.spec\.ts/,
      fullyParallel: false,
      // One standalone fake for all of them, reset before each journey: one at a time, or a
      // reset in one worker wipes the member another just registered.
      workers: 1,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        // A visitor's page, animations and all: layout stability is measured as they see it.
        reducedMotion: 'no-preference',
        // And with V8's whole compiler, as visitors' browsers run it.
        launchOptions: { executablePath: browserPath, args: chromiumArgs },
        baseURL: `http://127.0.0.1:${realPort}`,
      },
    },
    {
      // The site as `npm start` serves it: Vite's dev server, modules one by one, the fake in
      // the browser. The production build's journeys cannot see a difference between the two.
      name: 'dev-server',
      testMatch: /dev-server\.spec\.ts/,
      // Each fresh context fetches the site's ~360 modules one by one (about 3 s on a quiet
      // machine, against 1 s for the build): twice the room of the build's journeys.
      timeout: 60_000,
      expect: { timeout: 15_000 },
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        // As `npm start` shows the site to a developer: with motion.
        reducedMotion: 'no-preference',
        baseURL: `http://127.0.0.1:${devPort}`,
      },
    },
    {
      // The journeys about the pictures themselves: the production build with its images.
      name: 'images',
      testMatch: /page-polish\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'desktop',
      testIgnore: /(real-build|layout-stability|dev-server|page-polish)\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        // Without pictures: the journeys act on the page, its texts and its images' names and
        // places (an <img> keeps its box), never on their pixels. Decoding and painting the
        // demo's art was about a fifth of these journeys' time (docs/decisions/0017).
        launchOptions: {
          executablePath: browserPath,
          args: [...chromiumArgs, BASELINE_JIT, NO_IMAGES],
        },
      },
    },
  ],
  webServer: [
    {
      // The production build on the in-browser fake backend, served by the production server
      // (server/main.ts), as `npm run build && npm run serve` does.
      command: mockBuild
        ? 'node server/main.ts'
        : `npx react-router build --logLevel warn && node server/main.ts`,
      env: { PORT: String(port), FORTUNA_BUILD_DIR: mockBuild ?? 'build' },
      url: `http://127.0.0.1:${port}/healthz`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    {
      // `npm start` without its `generate` step, which `npm test` has already run.
      command: `npx react-router dev --port ${devPort} --strictPort`,
      url: `http://127.0.0.1:${devPort}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `node mocks/server/main.ts`,
      env: { PORT: new URL(fakeServerUrl).port },
      url: `${fakeServerUrl}/api/key`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // The site built for a real API, told at start-up where the API is (one build, many
      // environments): the standalone fake.
      command: realBuild
        ? 'node server/main.ts'
        : `npx react-router build --mode real --logLevel warn && node server/main.ts`,
      env: {
        PORT: String(realPort),
        FORTUNA_BUILD_DIR: realBuild ?? 'build-real',
        API_BASE_URL: `${fakeServerUrl}/api`,
        STORAGE_BASE_URL: `${fakeServerUrl}/storage`,
      },
      url: `http://127.0.0.1:${realPort}/healthz`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
  ],
});
