import { check, heading, THEMES, useTheme } from './axe';
import { expect, signInAsDemo, signInToPlay, test } from './fixtures';

/**
 * Issue 31: the games lobby (the games index of spec §2) — every family as a tab, the provider
 * selector with each provider's logo, game count and state, a search, the lobby's filters and
 * paging kept in the address.
 */

test('issue 31: a guest browses the lobby by family and provider, searches, opens a game, signs in and lands on the game', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'All games' }).click();
  await expect(heading(page, 'Games')).toBeVisible();
  const families = page.getByRole('navigation', { name: 'Game families' });
  // The first family of the navigation is open, its tab marked.
  await expect(families.getByRole('link', { name: 'Casino' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const providers = page.getByRole('group', { name: 'Providers' });
  await expect(
    providers.getByRole('button', { name: /^Dream Gaming · Partly closed \(\d+\)$/ }),
  ).toBeVisible();

  await families.getByRole('link', { name: 'Slots' }).click();
  await expect(page).toHaveURL(/\/games\?type=SlotMachine$/);
  await providers.getByRole('button', { name: /^Pragmatic Play \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/type=SlotMachine&channel=\d+/);
  const grid = page.getByRole('main');
  await expect(grid.getByRole('button', { name: 'Gates of Olympus Pragmatic Play' })).toBeVisible();
  await expect(grid.getByRole('button', { name: 'Fortune Tiger PG Soft' })).toBeHidden();

  // Hot and New narrow the list; a guest has no favourites or recently played to show.
  const show = page.getByRole('group', { name: 'Show' });
  await expect(show.getByRole('button', { name: 'Favourites' })).toHaveCount(0);
  await show.getByRole('button', { name: 'New' }).click();
  await expect(page).toHaveURL(/filter=new/);
  await expect(show.getByRole('button', { name: 'New' })).toHaveAttribute('aria-pressed', 'true');

  // Back returns to the unfiltered list, as the address said.
  await page.goBack();
  await expect(show.getByRole('button', { name: 'All games' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // A search across the provider's games of the family.
  await providers.getByRole('button', { name: 'All providers' }).click();
  await page.getByRole('searchbox', { name: 'Search games' }).fill('fortune');
  await expect(page).toHaveURL(/q=fortune/);
  await grid.getByRole('button', { name: 'Fortune Tiger PG Soft' }).click();
  await signInToPlay(page, 'Fortune Tiger');
});

test('issue 31: a member’s favourites and recently played games are in the lobby after a reload', async ({
  page,
  context,
}) => {
  await signInAsDemo(page, '/games?type=SlotMachine');
  const grid = page.getByRole('main');
  const favourite = grid.getByRole('button', {
    name: /^(Add|Remove) Mahjong Ways 2 (to|from) favourites$/,
  });
  if ((await favourite.getAttribute('aria-pressed')) !== 'true') await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  // A game launched opens in a window of its own and counts as played.
  const popup = context.waitForEvent('page');
  await grid.getByRole('button', { name: 'Lucky Neko PG Soft' }).click();
  const game = await popup;
  // Close it only once the game is in it: a window closed earlier makes the site open the
  // game in place instead.
  await game.waitForURL(/\/play\//);
  await game.close();

  await page.reload();
  const show = page.getByRole('group', { name: 'Show' });
  await show.getByRole('button', { name: 'Favourites' }).click();
  await expect(page).toHaveURL(/filter=favourite/);
  await expect(grid.getByRole('button', { name: 'Mahjong Ways 2 PG Soft' })).toBeVisible();
  await expect(grid.getByRole('button', { name: 'Lucky Neko PG Soft' })).toBeHidden();
  await show.getByRole('button', { name: 'Recently played' }).click();
  await expect(grid.getByRole('button', { name: 'Lucky Neko PG Soft' })).toBeVisible();
  // The lobby's own address opens the same list in a fresh page.
  await page.reload();
  await expect(grid.getByRole('button', { name: 'Lucky Neko PG Soft' })).toBeVisible();
  await expect(grid.getByRole('button', { name: 'Mahjong Ways 2 PG Soft' })).toBeHidden();
});

test.describe('accessibility of the games lobby (axe)', () => {
  for (const theme of THEMES)
    test(`in ${theme}, the lobby with its families, filters and providers`, async ({ page }) => {
      await useTheme(page, theme);
      await page.goto('/games?type=SlotMachine&filter=hot');
      await check(page, `${theme} /games`, heading(page, 'Games'));
    });
});
