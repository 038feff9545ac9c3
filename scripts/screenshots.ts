/**
 * Screenshots of each theme's home page at 360 px and 1440 px, into docs/screenshots/.
 * Usage: npm run screenshots [-- --url http://127.0.0.1:4317] (a running build on the fake);
 * without --url it builds, serves the build, and stops it afterwards.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser, serveBuild } from './lib/serve-build.ts';

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
        await page.addInitScript(
          (id) =>
            localStorage.setItem(
              'fortuna-theme-choice',
              JSON.stringify({ themeId: id, colors: {} }),
            ),
          theme,
        );
        await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
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
