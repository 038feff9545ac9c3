import type { Page } from '@playwright/test';
import { expect, signInAsDemo, test } from './fixtures';

// The game-list journeys of games.spec.ts, on a phone.
test.use({ viewport: { width: 360, height: 740 } });

/** On a phone nothing may push the page wider than the screen. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, 'width beyond the 360 px screen').toBeLessThanOrEqual(0);
}

test('on a phone the header navigation opens a game family, and a name search finds the game', async ({
  page,
}) => {
  await page.goto('/');
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link')).toHaveCount(8);
  await nav.getByRole('link', { name: 'Slots' }).click();
  await expect(page).toHaveURL(/\/games\/SlotMachine$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
  // The last family sits beyond the screen's edge; the navigation scrolls to it.
  await nav.getByRole('link', { name: 'Chess' }).click();
  await expect(page).toHaveURL(/\/games\/Chess$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Chess' })).toBeVisible();
  await nav.getByRole('link', { name: 'Slots' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();

  const search = page.getByRole('search').getByLabel('Search games');
  // The list follows what is typed; Enter keeps the box.
  await search.fill('Fortune Tiger');
  await expect(page).toHaveURL(/q=Fortune\+Tiger/);
  await expect(page.getByRole('button', { name: 'Fortune Tiger PG Soft' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Gates of Olympus/ })).toBeHidden();
  await search.press('Enter');
  await expect(search).toHaveValue('Fortune Tiger');
  await expectNoSidewaysScroll(page);
  await search.fill('zzzz no such game');
  await search.press('Enter');
  await expect(page.getByText('No game matches “zzzz no such game”.')).toBeVisible();
});

test('on a phone a search with nothing in this family links to the families where it found games', async ({
  page,
}) => {
  await page.goto('/games/SlotMachine');
  const search = page.getByRole('search').getByLabel('Search games');
  await search.fill('crazy');
  const elsewhere = page.getByRole('region', { name: '“crazy” is in other families:' });
  await elsewhere.getByRole('link', { name: 'Casino (1)' }).click();
  await expect(page).toHaveURL(/\/games\/Casino\?q=crazy$/);
  await expect(search).toHaveValue('crazy');
  await expect(page.getByRole('button', { name: 'Crazy Time Evo Casino' })).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('on a phone the common list pages through the games and the asynchronous list loads more', async ({
  page,
}) => {
  await page.goto('/games/SlotMachine');
  // Every tile of the family: each is named by its game and then its provider.
  const tiles = page
    .getByRole('main')
    .getByRole('button', { name: / (PG Soft|Pragmatic Play|JDB Slots)$/ });
  await expect(tiles).toHaveCount(20);
  const first = await tiles.first().textContent();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(tiles.first()).not.toHaveText(first ?? '');
  await expectNoSidewaysScroll(page);

  await page.goto('/games/list/SlotMachine');
  await expect(tiles).toHaveCount(20);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect.poll(() => tiles.count()).toBeGreaterThan(20);
  await expectNoSidewaysScroll(page);
});

test('on a phone a provider under maintenance says so, and a closed provider cannot be chosen', async ({
  page,
}) => {
  await page.goto('/games/Sport');
  const providers = page.getByRole('group', { name: 'Providers' });
  await providers.getByRole('button', { name: 'SABA Sports · Under maintenance' }).click();
  await expect(
    page.getByText('(SABA Sports) Under Maintain, Unable to Transfer Temporary'),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.goto('/games/Chess');
  await expect(
    page.getByRole('group', { name: 'Providers' }).getByRole('button', {
      name: 'Old Table Chess · Closed',
    }),
  ).toBeDisabled();
});

test('on a phone a signed-in member collects a game as a favourite', async ({ page }) => {
  await signInAsDemo(page, '/games/SlotMachine');
  await expect(page.getByRole('banner').getByLabel('Main wallet balance')).toBeVisible();
  const favourite = page.getByRole('button', { name: /Fortune Tiger (to|from) favourites$/ });
  const before = await favourite.getAttribute('aria-pressed');
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true');
  // Signed in, the header carries the balance, Deposit and the account menu (which holds Sign
  // Out on a phone): still within the screen, once back at the top (the press scrolled the
  // tile into view, and the header scrolls with the page on a phone).
  await page.evaluate(() => window.scrollTo(0, 0));
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Deposit' })).toBeInViewport();
  await expect(banner.getByRole('button', { name: /^Account menu/ })).toBeInViewport();
  await expectNoSidewaysScroll(page);
});
