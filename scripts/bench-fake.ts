/**
 * The in-browser fake's start-up (issue 18): how long after DOMContentLoaded the site's first
 * API answer arrives, on the mock build (the fake in a service worker, as `npm start`, the demos
 * and every journey run it) and on a real-mode build against `npm run mock:server` on loopback
 * (the reference: a fast real API), side by side, on a first visit (fresh browser context) and
 * on a reload. Median of --runs each (default 9: a first visit varies by several ms with the
 * machine's load, and its ratio to the reference with it); no throttling.
 *
 * Both builds are served by the production server, so the pages are server-rendered: the data
 * the server rendered with come in the HTML, and the first API answer measured is that of the
 * first call the browser makes itself (after hydration), where before server rendering it was
 * the page's first call of all. A mock build's /api is answered by the server too until the
 * page's service worker has started (server/app.ts, fakeApi); the fake's marks say when it had.
 *
 * Writes bench/fake-startup.json and bench/fake-startup.md; exits non-zero when the fake's first
 * answer is over 1.5 times the reference's, on a first visit or on a reload.
 * Usage: npm run bench:fake [-- --runs 15]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import {
  buildSite,
  cleanupAll,
  freePort,
  onCleanup,
  root,
  startFakeBackend,
} from './lib/bench-processes.ts';
import { startProductionServer } from './lib/production-server.ts';
import { launchBrowser } from './lib/serve-build.ts';

/** The budget: the fake's first answer at most this many times the reference's. */
const RATIO_BUDGET = 1.5;
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 9;

/** What one page load shows, in ms from navigation start. */
interface Load {
  domContentLoaded: number;
  firstApiAnswer: number;
  /** firstApiAnswer − domContentLoaded: what the issue measures. */
  afterDcl: number;
  /** The fake's steps (mock build only): mark name → ms. */
  marks: Record<string, number>;
}

/** Reads the navigation's DOMContentLoaded and the first answer under apiBase, in the page. */
async function measure(browser: Browser, url: string, apiBase: string): Promise<Load[]> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  /**
   * The first answer under apiBase, as the network reports it. Nothing runs in the page until
   * it has come: Playwright's in-page helper, which polling in the page needs, is a script of
   * some 300 KB that the page's main thread compiles as it is first used, and it would land in
   * the very window measured, pushing the site's own work back (10 to 25 ms in a trace).
   */
  const answered = () =>
    page.waitForResponse((response) => response.url().startsWith(apiBase), { timeout: 60_000 });
  const read = async (answer: Promise<unknown>): Promise<Load> => {
    await answer;
    // Home asks for several things at once; the first API answer is the first to end. Its
    // resource timing entry is there once its body has come (the response above is its head).
    await page.waitForFunction(
      (base) =>
        performance
          .getEntriesByType('resource')
          .some(
            (entry) =>
              entry.name.startsWith(base) && (entry as PerformanceResourceTiming).responseEnd > 0,
          ),
      apiBase,
      { timeout: 60_000 },
    );
    return page.evaluate((base) => {
      const navigation = performance.getEntriesByType(
        'navigation',
      )[0] as PerformanceNavigationTiming;
      const answers = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.startsWith(base))
        .map((entry) => (entry as PerformanceResourceTiming).responseEnd);
      const first = Math.min(...answers);
      const firstRequest = Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.startsWith(base))
          .map((entry) => entry.startTime),
      );
      const marks = Object.fromEntries(
        performance
          .getEntriesByType('mark')
          .filter((mark) => mark.name.startsWith('fortuna:'))
          .map((mark) => [mark.name.replace('fortuna:', ''), Math.round(mark.startTime)]),
      );
      marks['first-api-request'] = Math.round(firstRequest);
      marks['first-api-answer'] = Math.round(first);
      return {
        domContentLoaded: Math.round(navigation.domContentLoadedEventEnd),
        firstApiAnswer: Math.round(first),
        afterDcl: Math.round(first - navigation.domContentLoadedEventEnd),
        marks,
      };
    }, apiBase);
  };
  try {
    const firstAnswer = answered();
    await page.goto(url);
    const first = await read(firstAnswer);
    // The first visit's other requests end before the reload, or one could be taken for its.
    await page.waitForLoadState('networkidle');
    const reloadAnswer = answered();
    await page.reload();
    const reload = await read(reloadAnswer);
    return [first, reload];
  } finally {
    await context.close();
  }
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

try {
  const fakePort = await freePort();
  const fakeUrl = `http://127.0.0.1:${fakePort}`;
  const mockDir = '/tmp/fortuna-bench-fake/mock';
  const realDir = '/tmp/fortuna-bench-fake/real';
  console.info('[bench:fake] building the mock build and the real-mode build …');
  await buildSite(mockDir, { appEnv: 'staging' });
  await buildSite(realDir, { fakeUrl, appEnv: 'staging' });
  const fake = await startFakeBackend(fakePort);
  // Both on the production server (server-rendered pages): the mock build's /api is its fake
  // (the server's, until the page's service worker takes over); the real build is told at
  // start-up that its API is the standalone fake's.
  const mock = await startProductionServer(mockDir);
  onCleanup(mock.close);
  const real = await startProductionServer(realDir, {
    apiBaseUrl: `${fakeUrl}/api`,
    storageBaseUrl: `${fakeUrl}/storage`,
  });
  onCleanup(real.close);
  const browser = await launchBrowser();
  onCleanup(() => browser.close());

  const samples: Record<'mock' | 'real', { first: Load[]; reload: Load[] }> = {
    mock: { first: [], reload: [] },
    real: { first: [], reload: [] },
  };
  // Alternate the two, so a busy moment of the machine weighs on both alike.
  for (let run = 1; run <= RUNS; run++) {
    const [mockFirst, mockReload] = await measure(browser, `${mock.url}/`, `${mock.url}/api/`);
    await fake.reset();
    const [realFirst, realReload] = await measure(browser, `${real.url}/`, `${fakeUrl}/api/`);
    if (!mockFirst || !mockReload || !realFirst || !realReload) throw new Error('no measurement');
    samples.mock.first.push(mockFirst);
    samples.mock.reload.push(mockReload);
    samples.real.first.push(realFirst);
    samples.real.reload.push(realReload);
    console.info(
      `[bench:fake] run ${run}: fake ${mockFirst.afterDcl} / ${mockReload.afterDcl} ms, reference ${realFirst.afterDcl} / ${realReload.afterDcl} ms after DOMContentLoaded (first visit / reload)`,
    );
  }

  const summary = (loads: Load[]) => ({
    domContentLoaded: median(loads.map((load) => load.domContentLoaded)),
    firstApiAnswer: median(loads.map((load) => load.firstApiAnswer)),
    afterDcl: median(loads.map((load) => load.afterDcl)),
  });
  const steps = (loads: Load[]) => {
    const names = [...new Set(loads.flatMap((load) => Object.keys(load.marks)))];
    return Object.fromEntries(
      names.map((name) => [name, median(loads.map((load) => load.marks[name] ?? 0))]),
    );
  };
  const result = {
    date: new Date().toISOString(),
    runs: RUNS,
    budget: `fake ≤ ${RATIO_BUDGET}× reference, ms from DOMContentLoaded to the first API answer`,
    first: {
      fake: summary(samples.mock.first),
      reference: summary(samples.real.first),
      fakeSteps: steps(samples.mock.first),
      referenceSteps: steps(samples.real.first),
    },
    reload: {
      fake: summary(samples.mock.reload),
      reference: summary(samples.real.reload),
      fakeSteps: steps(samples.mock.reload),
      referenceSteps: steps(samples.real.reload),
    },
  };
  // A reference under 1 ms (answers before DOMContentLoaded) would make any ratio infinite:
  // the ratio is of the times from DOMContentLoaded, each at least 1 ms.
  const ratio = (which: 'first' | 'reload') =>
    Math.max(1, result[which].fake.afterDcl) / Math.max(1, result[which].reference.afterDcl);
  const ratios = { first: ratio('first'), reload: ratio('reload') };
  const over = Object.values(ratios).some((value) => value > RATIO_BUDGET);

  const row = (label: string, which: 'first' | 'reload') =>
    `| ${label} | ${result[which].fake.domContentLoaded} | ${result[which].fake.afterDcl} | ${result[which].reference.domContentLoaded} | ${result[which].reference.afterDcl} | ${ratios[which].toFixed(2)} ${ratios[which] > RATIO_BUDGET ? '✗' : '✓'} |`;
  const stepRow = (which: 'first' | 'reload', of: 'fakeSteps' | 'referenceSteps' = 'fakeSteps') =>
    Object.entries(result[which][of])
      .map(([name, ms]) => `${name} ${ms}`)
      .join(', ');
  const markdown = [
    `# The in-browser fake's start-up (${result.date}, median of ${RUNS})`,
    '',
    'Milliseconds from navigation start; "first answer" is from DOMContentLoaded to the first API answer.',
    '',
    '| load | fake: DOMContentLoaded | fake: first answer | reference: DOMContentLoaded | reference: first answer | ratio (≤ 1.5) |',
    '| --- | --- | --- | --- | --- | --- |',
    row('first visit', 'first'),
    row('reload', 'reload'),
    '',
    `Fake's steps, first visit (ms from navigation start): ${stepRow('first')}`,
    `Fake's steps, reload: ${stepRow('reload')}`,
    `Reference's steps, first visit: ${stepRow('first', 'referenceSteps')}`,
    `Reference's steps, reload: ${stepRow('reload', 'referenceSteps')}`,
    '',
  ].join('\n');
  const dir = join(root, 'bench');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'fake-startup.json'),
    `${JSON.stringify({ ...result, ratios }, null, 2)}\n`,
  );
  writeFileSync(join(dir, 'fake-startup.md'), markdown);
  console.info(`\n${markdown}`);
  await cleanupAll();
  process.exit(over ? 1 : 0);
} catch (error) {
  console.error('[bench:fake] failed:', error);
  await cleanupAll();
  process.exit(2);
}
