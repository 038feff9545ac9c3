import { devices, type Page } from '@playwright/test';
import {
  cumulativeLayoutShift,
  installObservers,
  type RawShift,
  type RawStore,
} from '../../scripts/lib/bench-in-page.ts';
import { throttleNetwork } from '../../scripts/lib/throttling.ts';
import { expect, openSiteMenu, signInAsDemo, test } from './fixtures';

/**
 * Issue 6: CLS at most 0.05. Each page loads on a phone over a slow network (the benchmark's
 * slow 4G: 562.5 ms per request, 1.47 Mbps down), so its parts arrive one after the other as
 * they do for a real visitor, and nothing that arrives late may move what is already shown.
 * The score is web-vitals' CLS: the largest session window of shifts without recent input.
 * `npm run bench` measures the same with the CPU slowed too; this is its guard in `npm test`.
 */
const CLS_BUDGET = 0.05;

// A phone, its user agent included (as the benchmark's): the server lays a page out for the
// device its user agent names (a phone's tabs or a desktop's side menu in the member centre),
// and a desktop's layout squeezed into a phone's width would be re-laid out once live.
test.use({
  viewport: { width: 412, height: 823 },
  isMobile: true,
  hasTouch: true,
  userAgent: devices['Pixel 7'].userAgent,
});
// Slow on purpose: every request waits half a second.
test.describe.configure({ timeout: 90_000 });

/** The recorded shifts and web-vitals' CLS of them (the benchmark's own definition). */
async function layoutShifts(page: Page): Promise<{ cls: number; shifts: RawShift[] }> {
  const shifts = await page.evaluate(
    () => (window as unknown as { __bench: RawStore }).__bench.shifts,
  );
  return { cls: cumulativeLayoutShift(shifts), shifts };
}

const PAGES: { name: string; path: string; member?: true; ready: (page: Page) => Promise<void> }[] =
  [
    {
      name: 'home',
      path: '/',
      ready: async (page) => {
        await expect(page.getByRole('img', { name: '100% Welcome Bonus' })).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Hot games' })).toBeVisible();
      },
    },
    {
      name: 'a game list',
      path: '/games/SlotMachine',
      ready: async (page) => {
        await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
        await expect(page.getByRole('group', { name: 'Providers' })).toContainText('PG Soft');
        await expect(
          page.getByRole('main').getByRole('heading', { level: 3 }).first(),
        ).toBeVisible();
      },
    },
    {
      name: 'promotions',
      path: '/promotion',
      ready: async (page) => {
        await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
        await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
      },
    },
    {
      name: 'the member wallet',
      path: '/member/management/gameBalance',
      member: true,
      ready: async (page) => {
        await expect(page.getByRole('button', { name: 'Transfer in to PG Soft' })).toBeVisible();
        await expect(
          page.getByRole('navigation', { name: 'Member centre' }).getByRole('link', {
            name: 'Game Balance',
          }),
        ).toBeVisible();
      },
    },
  ];

for (const spec of PAGES) {
  test(`CLS stays within ${CLS_BUDGET} while ${spec.name} loads on a phone over slow 4G`, async ({
    page,
  }) => {
    if (spec.member) await signInAsDemo(page);
    // The benchmark's own observers and network throttling (not its CPU slowdown).
    await page.addInitScript(installObservers);
    await throttleNetwork(await page.context().newCDPSession(page));
    await page.goto(spec.path);
    await spec.ready(page);
    // Whatever is still on its way (art, balances) has time to arrive and settle.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    const { cls, shifts } = await layoutShifts(page);
    expect(
      cls,
      `layout shifts: ${JSON.stringify(
        shifts.filter((shift) => shift.value > 0.001),
        null,
        1,
      )}`,
    ).toBeLessThanOrEqual(CLS_BUDGET);
  });
}

test('issue 29: before any script runs, the server’s HTML is the page: header, navigation, banner and footer in the theme’s colours', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Fortuna' })).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: 'Main navigation' })
      .first()
      .getByRole('link', { name: 'Casino' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Game families' })).toBeVisible();
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'About Fortuna' }),
  ).toBeVisible();
  // The default theme's page colour, from the server's styles (emotion), not a later script.
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(11, 26, 20)');
  await context.close();
});

test('issue 29: on a phone the promotions’ first placeholder has the featured card’s size: nothing moves when the list arrives', async ({
  page,
}) => {
  await page.goto('/vip');
  // The list is held until the placeholders are measured (the standalone fake answers it).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/member\/promotion\/list/, async (route) => {
    await held;
    await route.fallback();
  });
  await (await openSiteMenu(page)).getByRole('link', { name: 'Promotions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  const placeholder = await page
    .getByRole('main')
    .locator('.MuiSkeleton-rectangular')
    .first()
    .boundingBox();
  release();
  const banner = page.getByRole('main').getByRole('link').first().locator('img');
  await expect(banner).toBeVisible();
  const loaded = await banner.boundingBox();
  expect(placeholder).not.toBeNull();
  expect(Math.abs((loaded?.height ?? 0) - (placeholder?.height ?? 0))).toBeLessThan(1);
  expect(Math.abs((loaded?.y ?? 0) - (placeholder?.y ?? 0))).toBeLessThan(1);
});
