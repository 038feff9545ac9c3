import type { Page } from '@playwright/test';
import { chooseTheme, expect, notHydrated, signInAsDemo, test } from './fixtures';

// Issue 29: every public page hydrates without a single mismatch. The journey fixture fails on
// any console error, React's hydration errors (418, 423, 425) among them; each page is also
// wholly taken over by React once live (nothing left as server HTML for a later pass).

/** The public routes of spec §2 (and the help centre and tournaments, issue 31) the server renders with their data. */
const PUBLIC_ROUTES = [
  '/',
  '/promotion',
  '/games/SlotMachine',
  '/games/list/SlotMachine',
  '/games/FishHunting',
  '/vip',
  '/guide/about/1',
  '/games?type=SlotMachine&filter=hot',
  '/guide',
  '/guide/questions?open=3',
  '/guide/policy/terms',
  '/tournaments',
  '/tournaments/3',
  '/predictor',
  '/af_intro',
  '/af_intro/apply',
  '/dlapp',
  '/area_forbidden',
  '/401',
  '/agent/login',
  '/no-such-page',
];

/**
 * The public routes in two halves, each a journey of its own: one journey of every route ran
 * close to its time limit on a busy machine, and two halves share the two workers.
 */
const HALVES = [
  { name: 'the first half', routes: PUBLIC_ROUTES.slice(0, Math.ceil(PUBLIC_ROUTES.length / 2)) },
  { name: 'the second half', routes: PUBLIC_ROUTES.slice(Math.ceil(PUBLIC_ROUTES.length / 2)) },
] as const;

async function visitPublicRoutes(page: Page, routes: readonly string[]): Promise<void> {
  for (const path of routes) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    expect(await notHydrated(page), `${path}: elements still server HTML once live`).toBe(0);
  }
  if (routes !== HALVES[1].routes) return;
  // A promotion's own page, from the list.
  await page.goto('/promotion');
  await page.getByRole('main').getByRole('heading', { level: 3 }).first().click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

for (const half of HALVES) {
  for (const [theme, locale] of [
    ['theme1', 'en'],
    ['theme8', 'th'],
    ['theme9', 'zh-CN'],
  ] as const) {
    test(`issue 29: ${half.name} of the public routes hydrates without a mismatch in ${theme}, in ${locale}`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(60_000);
      await chooseTheme(page, theme);
      await page.context().addCookies([{ name: 'fortuna-locale', value: locale, url: baseURL }]);
      await visitPublicRoutes(page, half.routes);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
    });
  }

  test(`issue 29: a signed-in member’s reload hydrates ${half.name} of the public routes without a mismatch`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signInAsDemo(page);
    await visitPublicRoutes(page, half.routes);
  });
}
