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
    expect(body.includes('mockServiceWorker.js'), `${url} contains the fake backend`).toBe(false);
    expect(body.includes('fortuna-fake-backend'), `${url} contains the fake backend`).toBe(false);
  }
  expect([...apiHosts]).toEqual(['127.0.0.1:4010']);
  // Nor does it serve the mock service worker the mock builds carry.
  const worker = await request.get('/mockServiceWorker.js');
  expect(worker.headers()['content-type'] ?? '').not.toContain('javascript');
  expect(
    await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length)),
  ).toBe(0);
});
