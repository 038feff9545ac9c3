import { expect, fakeStartedFrom, test } from './fixtures';

const STARTUP_CALLS = [
  '/api/member/feature_premission/info',
  '/api/member/game/game-types',
  '/api/member/about_us',
  '/api/contact_list',
  '/api/member/custom_settings',
];

test('spec §4 start-up: the shell loads permissions, game list, about list, contacts and custom settings once', async ({
  page,
}) => {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) seen.push(url.pathname);
  });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main navigation' }).first();
  await expect(nav.getByRole('link')).toHaveText([
    'Casino',
    'Slots',
    'Sport',
    'Lottery',
    'Fishing',
    'Horse Racing',
    'Esports',
    'Chess',
  ]);
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'About Fortuna' }),
  ).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Casino', exact: true }).click();
  // The route changes once its screen has loaded: back only from there.
  await expect(page).toHaveURL(/\/games\/Casino$/);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const call of STARTUP_CALLS)
    expect(
      seen.filter((path) => path === call),
      call,
    ).toHaveLength(1);
});

test('issue 18: the fake starts from the world seeded at build time, and from the saved world on a reload', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Game families' })).toBeVisible();
  expect(await fakeStartedFrom(page)).toBe('seeded-ahead');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Game families' })).toBeVisible();
  expect(await fakeStartedFrom(page)).toBe('saved');
});

test("issue 18: after midnight on the site's clock the fake starts from the next day's world the build carries", async ({
  page,
}) => {
  // A day after the build in this page: the build's own world is no longer fresh.
  await page.clock.setSystemTime(Date.now() + 24 * 3_600_000);
  const nextDayChunk = page.waitForResponse(
    (response) => /next-day/.test(response.url()) && response.ok(),
  );
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Game families' })).toBeVisible();
  expect(await fakeStartedFrom(page)).toBe('seeded-ahead');
  await nextDayChunk;
});

test('every call carries the locale parameter', async ({ page }) => {
  const locales: (string | null)[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) locales.push(url.searchParams.get('locale'));
  });
  await page.goto('/?locale=en');
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'About Fortuna' }),
  ).toBeVisible();
  expect(locales.length).toBeGreaterThanOrEqual(5);
  expect(new Set(locales)).toEqual(new Set(['en']));
});

test('/dashboard redirects to /', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
});

test('the API reference page renders the contract for backend developers', async ({ page }) => {
  // A deep link to an operation (Swagger UI renders the tags as they scroll into view).
  await page.goto('/api-docs/#/auth/loginMember');
  await expect(page.getByRole('heading', { name: /Fortuna member API/ })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('/member/auth/login', { exact: true })).toBeVisible();
});
