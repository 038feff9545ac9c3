import { fakeServerUrl } from '../../playwright.config';
import { expect, test } from './fixtures';

test('a site built for a real API contains no fake backend code and talks to the configured API', async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  const apiHosts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
    if (response.url().includes('/api/')) apiHosts.add(new URL(response.url()).host);
  });
  await page.goto('/');
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'About Fortuna' }),
  ).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  for (const url of scripts) {
    const body = await (await request.get(url)).text();
    // Markers of mocks/: the worker script it registers and the key it persists under.
    expect(body.includes('fortuna-fake-worker'), `${url} contains the fake backend`).toBe(false);
    expect(body.includes('fortuna-fake-backend'), `${url} contains the fake backend`).toBe(false);
  }
  // The standalone fake the build was given (E2E_FAKE_PORT, default 4010).
  expect([...apiHosts]).toEqual([new URL(fakeServerUrl).host]);
  // Nor does it serve the fake's service worker the mock builds carry, or the script that
  // registers it.
  for (const file of ['/fortuna-fake-worker.js', '/start-fake-worker.js']) {
    const served = await request.get(file);
    expect(served.headers()['content-type'] ?? '', file).not.toContain('javascript');
  }
  expect(
    await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length)),
  ).toBe(0);
});

test('issue 29: every script home needs is named in the HTML (no request waits for another), and the dictionary is fetched once — the preload started by the HTML is the one the app reads', async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  const dictionaries: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
    if (/\/frontend\/lang\/en\/en\.json/.test(request.url())) dictionaries.push(request.url());
  });
  await page.goto('/');
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'About Fortuna' }),
  ).toBeVisible();
  await expect(page.locator('link[rel="preload"][as="fetch"]')).toHaveAttribute(
    'href',
    /\/frontend\/lang\/en\/en\.json\?ts=/,
  );
  expect(dictionaries).toHaveLength(1);
  // Each module the page runs as it starts is preloaded from the HTML's head, so all of them
  // travel at once; what follows loads on demand (festival, developer tools, dialogs).
  const html = await (await request.get('/')).text();
  const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(
    (match) => match[1] ?? '',
  );
  expect(preloaded.length).toBeGreaterThan(0);
  expect(preloaded.length).toBeLessThanOrEqual(8);
  const atStart = scripts
    .map((url) => new URL(url).pathname)
    .filter((path) =>
      /\/assets\/(entry\.client|root|site-layout|home|shell|rolldown-runtime)-/.test(path),
    );
  for (const path of atStart) expect(preloaded, path).toContain(path);
});
