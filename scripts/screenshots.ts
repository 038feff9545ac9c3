/**
 * Screenshots of each theme's home page at 360 px and 1440 px, into docs/screenshots/.
 * Usage: npm run screenshots [-- --url http://127.0.0.1:4317] (a running build on the fake);
 * without --url it builds, serves the build, and stops it afterwards.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { hydrated, launchBrowser, serveBuild } from './lib/serve-build.ts';

const root = join(import.meta.dirname, '..');
const out = join(root, 'docs/screenshots');
const urlArg = process.argv.indexOf('--url');
const pagesArg = process.argv.indexOf('--paths');
const paths = pagesArg > 0 ? (process.argv[pagesArg + 1] ?? '/').split(',') : ['/'];
const themes = [
  'theme1',
  'theme2',
  'theme3',
  'theme4',
  'theme5',
  'theme6',
  'theme7',
  'theme8',
  'theme9',
];
const widths = [360, 1440];

const server =
  urlArg > 0
    ? { url: process.argv[urlArg + 1] ?? '', stop: () => undefined }
    : await serveBuild(4390);
mkdirSync(out, { recursive: true });
const browser = await launchBrowser();
try {
  for (const theme of themes) {
    for (const width of widths) {
      for (const path of paths) {
        const page = await browser.newPage({
          viewport: { width, height: width < 600 ? 780 : 900 },
        });
        const choice = JSON.stringify({ themeId: theme, colors: {} });
        // The server renders the page in the theme its cookie names (theme-store.ts); the
        // browser's store is set too, as the theme switcher keeps both.
        await page
          .context()
          .addCookies([
            { name: 'fortuna-theme', value: encodeURIComponent(choice), url: server.url },
          ]);
        await page.addInitScript((id) => {
          localStorage.setItem('fortuna-theme-choice', JSON.stringify({ themeId: id, colors: {} }));
          // The seeded site popups (the guest welcome, 81; the deposit page's, 83) count as
          // seen, as for a returning visitor (tests/e2e/fixtures.ts): the page, not a dialog.
          localStorage.setItem('fortuna-seen-notices', JSON.stringify([81, 83]));
        }, theme);
        await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
        await hydrated(page);
        await page.waitForTimeout(500);
        const name = `${path === '/' ? 'home' : path.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-')}-${theme}-${width}.png`;
        await page.screenshot({ path: join(out, name), fullPage: true });
        await page.close();
        console.info(`docs/screenshots/${name}`);
      }
    }
  }
} finally {
  await browser.close();
  server.stop();
}
