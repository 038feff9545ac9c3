import { expect, signInAsDemo, test } from './fixtures';

test('a family page lists its games, filters by provider and shows each provider state', async ({
  page,
}) => {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .first()
    .getByRole('link', { name: 'Casino' })
    .click();
  await expect(page).toHaveURL(/\/games\/Casino$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Casino' })).toBeVisible();
  const providers = page.getByRole('group', { name: 'Providers' });
  await expect(
    providers.getByRole('button', { name: 'Dream Gaming · Partly closed' }),
  ).toBeVisible();
  await providers.getByRole('button', { name: 'Evo Casino' }).click();
  await expect(page).toHaveURL(/channel=10011/);
  // A tile is named by what it shows: its chips, the game, then the provider.
  const tiles = page.getByRole('button', { name: / Evo Casino$/ });
  await expect(tiles.first()).toBeVisible();
  // No tile of the family's other providers (a closed game shows 'Unavailable' instead).
  await expect(
    page.getByRole('button', { name: / (SA Gaming|Dream Gaming|Unavailable)$/ }),
  ).toHaveCount(0);
});

test('a provider under maintenance says so, with the maintenance message', async ({ page }) => {
  await page.goto('/games/Sport');
  const providers = page.getByRole('group', { name: 'Providers' });
  await providers.getByRole('button', { name: 'SABA Sports · Under maintenance' }).click();
  await expect(
    page.getByText('(SABA Sports) Under Maintain, Unable to Transfer Temporary'),
  ).toBeVisible();
});

test('searching by name finds the game, and an empty result says so', async ({ page }) => {
  await page.goto('/games/SlotMachine');
  await page.getByLabel('Search games').fill('Fortune Tiger');
  await page.getByLabel('Search games').press('Enter');
  await expect(page.getByRole('button', { name: 'Fortune Tiger PG Soft' })).toBeVisible();
  // Typed at once after a search: what the member types is kept, never reset by the URL.
  await page.getByLabel('Search games').fill('zzzz no such game');
  await page.getByLabel('Search games').press('Enter');
  await expect(page.getByText('No game matches “zzzz no such game”.')).toBeVisible();
  // Back: the field follows the URL's keyword again.
  await page.goBack();
  await expect(page.getByLabel('Search games')).toHaveValue('Fortune Tiger');
});

test('the fishing page lists the fishing games', async ({ page }) => {
  await page.goto('/games/FishHunting');
  await expect(page.getByRole('heading', { level: 1, name: 'Fishing' })).toBeVisible();
  await expect(page.getByRole('button', { name: / Jili Fishing$/ }).first()).toBeVisible();
});

test('the asynchronous list loads more games on demand', async ({ page }) => {
  await page.goto('/games/list/SlotMachine');
  // Every tile of the family: each is named by its game and then its provider.
  const tiles = page
    .getByRole('main')
    .getByRole('button', { name: / (PG Soft|Pragmatic Play|JDB Slots)$/ });
  await expect(tiles).toHaveCount(20);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect.poll(() => tiles.count()).toBeGreaterThan(20);
});

test('a guest who opens a game is asked to sign in', async ({ page }) => {
  await page.goto('/games/SlotMachine');
  await page.getByRole('button', { name: 'Fortune Tiger PG Soft' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
});

test('a member favourites a game, and opening a game launches it through the integration page', async ({
  page,
  context,
}) => {
  await signInAsDemo(page, '/games/SlotMachine');
  const favourite = page.getByRole('button', { name: /Fortune Tiger (to|from) favourites$/ });
  const before = await favourite.getAttribute('aria-pressed');
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true');
  const popup = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Fortune Tiger PG Soft' }).click();
  const game = await popup;
  await game.waitForURL(/\/play\//);
  const url = new URL(game.url());
  // The fake's launch address is the demo provider's game page (issue 34), not 'Page not found'.
  await expect(game.getByRole('heading', { level: 1, name: 'Fortune Tiger' })).toBeVisible();
  await game.close();
  expect(url.pathname).toMatch(/^\/play\/\d+$/);
  expect(url.searchParams.get('locale')).toBe('en');
  expect(url.searchParams.get('is_mobile')).toBe('0');
  expect(url.searchParams.get('token')).toBeTruthy();
  expect(url.searchParams.get('theme')).toBe('theme1');
});

test('issue 6: render as you fetch — a game list and the promotions are each asked for once, while their screen loads', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (/\/api\/member\/(game\/game-list|promotion\/list)$/.test(pathname))
      asked.push(`${pathname.replace(/^.*\/api/, '')}${search}`);
  });
  await page.goto('/games/SlotMachine?page=2');
  await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Pragmatic Play$/ }).first()).toBeVisible();
  await page.goto('/promotion?type=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toBeVisible();
  // The router's prefetch and the screen share one cache entry: no second request.
  expect(asked.filter((url) => url.startsWith('/member/game/game-list'))).toHaveLength(1);
  expect(asked.filter((url) => url.startsWith('/member/promotion/list'))).toHaveLength(1);
});
