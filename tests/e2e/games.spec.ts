import type { Page } from '@playwright/test';
import { expect, signInAsDemo, signInToPlay, test, visit } from './fixtures';

/** Opens a family from the header's navigation. */
async function openFamily(page: Page, name: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .first()
    .getByRole('link', { name })
    .click();
}

/** A guest taps Fortune Tiger, signs in, and is on the game's page with a way back. */
async function guestSignsInToPlay(page: Page): Promise<void> {
  await page.goto('/games/SlotMachine');
  await page.getByRole('button', { name: 'Fortune Tiger PG Soft' }).click();
  await signInToPlay(page, 'Fortune Tiger');
  // Back to the lobby, not a window to close.
  await expect(page.getByRole('link', { name: 'Back to the lobby' })).toBeVisible();
}

test('a family page lists its games, filters by provider and shows each provider state', async ({
  page,
}) => {
  await page.goto('/');
  await openFamily(page, 'Casino');
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

test('the game search filters as the member types, keeps the box on Enter, and Back keeps it', async ({
  page,
}) => {
  await page.goto('/games/SlotMachine');
  const box = page.getByRole('search').getByLabel('Search games');
  // No Enter: the list follows what is typed.
  await box.fill('Fortune Tiger');
  await expect(page.getByRole('button', { name: 'Fortune Tiger PG Soft' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Gates of Olympus/ })).toBeHidden();
  await expect(page).toHaveURL(/q=Fortune\+Tiger/);
  // Enter keeps the box as typed.
  await box.press('Enter');
  await expect(box).toHaveValue('Fortune Tiger');
  // Typed at once after a search: what the member types is kept, never reset by the URL.
  await box.fill('zzzz no such game');
  await box.press('Enter');
  await expect(page.getByText('No game matches “zzzz no such game”.')).toBeVisible();
  await expect(box).toHaveValue('zzzz no such game');
  await box.fill('Fortune Tiger');
  await expect(page.getByRole('button', { name: 'Fortune Tiger PG Soft' })).toBeVisible();
  // Away to another family and Back: the search is still there, box and list.
  await openFamily(page, 'Casino');
  await expect(page).toHaveURL(/\/games\/Casino$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/games\/SlotMachine\?q=Fortune\+Tiger$/);
  await expect(box).toHaveValue('Fortune Tiger');
  await expect(page.getByRole('button', { name: 'Fortune Tiger PG Soft' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Gates of Olympus/ })).toBeHidden();
});

test('a search with nothing in this family links to the families where it found games', async ({
  page,
}) => {
  await page.goto('/games/SlotMachine');
  const box = page.getByRole('search').getByLabel('Search games');
  await box.fill('crazy');
  await expect(page.getByText('No game matches “crazy”.')).toBeVisible();
  const elsewhere = page.getByRole('region', { name: '“crazy” is in other families:' });
  await elsewhere.getByRole('link', { name: 'Casino (1)' }).click();
  await expect(page).toHaveURL(/\/games\/Casino\?q=crazy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Casino' })).toBeVisible();
  await expect(box).toHaveValue('crazy');
  await expect(page.getByRole('button', { name: 'Crazy Time Evo Casino' })).toBeVisible();
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

test('a guest who taps a game is told why to sign in, and lands on the game once signed in', async ({
  page,
}) => {
  await guestSignsInToPlay(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('a guest who taps a game is told why to sign in, and lands on the game once signed in', async ({
    page,
  }) => {
    await guestSignsInToPlay(page);
  });
});

test('a guest who closes the sign-in is not sent to the game by a later sign-in', async ({
  page,
}) => {
  await page.goto('/games/SlotMachine');
  await page.getByRole('button', { name: 'Fortune Tiger PG Soft' }).click();
  await page
    .getByRole('dialog', { name: 'Sign In' })
    .getByRole('button', { name: 'Cancel' })
    .click();
  await expect(page).toHaveURL(/\/games\/SlotMachine$/);
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const login = page.getByRole('dialog', { name: 'Sign In' });
  await expect(login.getByText(/Sign in to play/)).toHaveCount(0);
  await login.getByLabel('Username').fill('demo001');
  await login.getByLabel(/^Password/).fill('demo1234');
  await login.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('banner').getByLabel('Main wallet balance')).toBeVisible();
  await expect(page).toHaveURL(/\/games\/SlotMachine$/);
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

test("issue 29: a game list comes in the server's HTML; the promotions, reached in the page, are asked for once, while their screen loads", async ({
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
  // The server's answer is the page's: the browser does not ask for the list again.
  expect(asked.filter((url) => url.startsWith('/member/game/game-list'))).toHaveLength(0);
  await visit(page, '/promotion?type=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toBeVisible();
  // The route's loader and the screen share one cache entry: no second request.
  expect(asked.filter((url) => url.startsWith('/member/promotion/list'))).toHaveLength(1);
});
