import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Picks a theme in the developer tools' theme switcher, then closes the panel. */
async function switchTheme(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Open the developer tools' }).click();
  const panel = page.getByRole('dialog', { name: 'Developer tools' });
  await panel.getByRole('combobox', { name: 'Theme' }).click();
  await page.getByRole('option', { name }).click();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
}

test('the home page follows the theme: the lobby under theme 8, the sportsbook under theme 9', async ({
  page,
}) => {
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Hot games' })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Live casino lobby' })).toHaveCount(0);

  await switchTheme(page, 'Aurora');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'theme8');
  const lobby = main.getByRole('region', { name: 'Live casino lobby' });
  await expect(lobby).toBeVisible();
  const ticker = lobby.getByRole('region', { name: 'Top winners' });
  await expect(ticker.getByRole('listitem').first()).toBeVisible();
  await lobby.getByRole('link', { name: 'Casino', exact: true }).click();
  await expect(page).toHaveURL(/\/games\/Casino$/);

  await page.goBack();
  await switchTheme(page, 'Sakura');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'theme9');
  const board = main.getByRole('region', { name: 'Sportsbook' });
  await expect(board).toBeVisible();
  await expect(main.getByRole('region', { name: 'Live casino lobby' })).toHaveCount(0);
  // A hot game opens its family's list, filtered to the game.
  await board.getByRole('link', { name: 'Fortune Tiger PG Soft' }).click();
  await expect(page).toHaveURL(/\/games\/\w+\?channel=\d+&q=/);
  await expect(page.getByRole('searchbox', { name: 'Search games' })).not.toHaveValue('');
});
