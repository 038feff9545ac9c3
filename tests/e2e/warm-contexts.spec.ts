import type { BrowserContext } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The desktop journeys share one warm browser context per worker (fixtures.ts `context`): what
 * one journey leaves in it must not reach the next. The second journey runs after the first in
 * the same worker and finds the same context, emptied (this file runs in the desktop project
 * only).
 */
test.describe.configure({ mode: 'serial' });

let firstContext: BrowserContext | undefined;

test('a journey leaves storage, a cookie, an init script, a route, a permission and a service worker behind', async ({
  page,
  context,
  baseURL,
}) => {
  firstContext = context;
  await context.addCookies([{ name: 'left-behind', value: '1', url: baseURL ?? '' }]);
  await context.addInitScript(() => {
    (window as unknown as { leftBehind?: boolean }).leftBehind = true;
  });
  await context.route('**/left-behind', (route) => route.fulfill({ body: 'routed' }));
  await context.grantPermissions(['geolocation'], { origin: baseURL ?? '' });
  await page.goto('/');
  expect(
    await page.evaluate(
      async () => (await navigator.permissions.query({ name: 'geolocation' })).state,
    ),
  ).toBe('granted');
  await page.evaluate(() => localStorage.setItem('left-behind', '1'));
  // The mock build's fake runs in a service worker the page registers.
  await expect
    .poll(() =>
      page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
    )
    .toBeGreaterThan(0);
  expect(await page.evaluate(() => fetch('/left-behind').then((answer) => answer.text()))).toBe(
    'routed',
  );
  await context.newPage();
});

test('the next journey in the worker gets the same context with none of it', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  expect(firstContext, 'the first journey ran in this worker').toBeDefined();
  expect(context, 'the warm context was reused').toBe(firstContext);
  expect(context.pages()).toHaveLength(1);
  expect(await context.cookies()).toEqual([]);
  // Any document of the origin reads its storage; the icon starts no app and no fake.
  await page.goto('/favicon.svg');
  const left = await page.evaluate(async () => ({
    initScript: (window as unknown as { leftBehind?: boolean }).leftBehind ?? false,
    storage: localStorage.getItem('left-behind'),
    serviceWorkers: (await navigator.serviceWorker.getRegistrations()).length,
    geolocation: (await navigator.permissions.query({ name: 'geolocation' })).state,
  }));
  const routed = await page.evaluate(() => fetch('/left-behind').then((answer) => answer.text()));
  expect(left).toEqual({
    initScript: false,
    storage: null,
    serviceWorkers: 0,
    geolocation: await geolocationIn(await browser.newContext({ baseURL })),
  });
  expect(routed).not.toBe('routed');
});

/** What a context answers about geolocation on the site (then it is closed). */
async function geolocationIn(context: BrowserContext): Promise<PermissionState> {
  try {
    const page = await context.newPage();
    await page.goto('/favicon.svg');
    return await page.evaluate(
      async () => (await navigator.permissions.query({ name: 'geolocation' })).state,
    );
  } finally {
    await context.close();
  }
}
