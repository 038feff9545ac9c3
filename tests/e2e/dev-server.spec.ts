import { type Page } from '@playwright/test';
import {
  expect,
  fakeStartedFrom,
  setScenario,
  signInThroughTheForm,
  signOutThroughTheMenu,
  test,
} from './fixtures';

/**
 * Issue 17: the site as `npm start` serves it (the Vite dev server, modules one by one from
 * /src, /node_modules and /@vite), not only the production build. The fake once answered the
 * dev server's own modules under /src/api/ with 404, so home's data failed and no one could
 * sign in, while every journey on the build was green.
 *
 * Besides the console-error check of every journey (the browser fake also logs an error for any
 * request it answers outside the API and storage bases), each journey here fails when one of
 * the site's own modules is refused.
 */
function watchModules(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    // 304: the browser's copy still holds (a reload revalidates the modules it has).
    if (
      /^\/(src|mocks|node_modules|@vite|@id|@fs|locales)\//.test(pathname) &&
      response.status() >= 400
    )
      refused.push(`${response.status()} ${pathname}`);
  });
  return refused;
}

test('home shows its data and its images on the dev server and no module of the site is refused', async ({
  page,
}) => {
  const refused = watchModules(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Game families' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Casino' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hot games' })).toBeVisible();
  await expect(page.getByText('Load Failed, Please Try Again')).toHaveCount(0);
  expect(refused).toEqual([]);
  // The first page's images, named in its HTML before the browser's fake has started, are the
  // dev server's to answer: none is broken.
  await expect(page.getByRole('main').getByRole('img').first()).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images]
          .filter((image) => image.complete && image.naturalWidth === 0)
          .map((image) => image.src),
      ),
    )
    .toEqual([]);
  // The dev server seeds the world ahead too (issue 18), so `npm start` starts as fast.
  expect(await fakeStartedFrom(page)).toBe('seeded-ahead');
});

test('on the dev server the demo member signs in, transfers into a game wallet and signs out', async ({
  page,
}) => {
  const refused = watchModules(page);
  await signInThroughTheForm(page);
  await page.goto('/member/management/gameBalance');
  await expect(page.getByRole('heading', { name: 'Game Balance', level: 1 })).toBeVisible();
  const pgSoft = page.getByRole('listitem', { name: 'PG Soft', exact: true });
  await expect(pgSoft).toContainText('320.50');
  await page.getByRole('button', { name: 'Transfer in to PG Soft' }).click();
  const dialog = page.getByRole('dialog', { name: 'Transfer' });
  await dialog.getByRole('textbox', { name: /Amount/ }).fill('100');
  await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(page.getByText('100.00 moved into PG Soft')).toBeVisible();
  await expect(pgSoft).toContainText('420.50');
  await expect(page.getByRole('banner').getByLabel('Main wallet balance')).toContainText(
    '12,750.75',
  );
  await signOutThroughTheMenu(page);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(refused).toEqual([]);
});

test('on the dev server a game list shows the games of a provider', async ({ page }) => {
  const refused = watchModules(page);
  await page.goto('/games/Casino');
  await expect(page.getByRole('heading', { level: 1, name: 'Casino' })).toBeVisible();
  await page
    .getByRole('group', { name: 'Providers' })
    .getByRole('button', { name: 'Evo Casino' })
    .click();
  await expect(page).toHaveURL(/channel=10011/);
  await expect(page.getByRole('button', { name: / Evo Casino$/ }).first()).toBeVisible();
  expect(refused).toEqual([]);
});

test('on the dev server maintenance sends everyone to the maintenance page, and back to / when over', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Game families' })).toBeVisible();
  await setScenario(page, 'maintenance');
  await page.goto('/promotion');
  await expect(page).toHaveURL(/\/under_maintenance$/);
  await expect(page.getByRole('heading', { name: 'System is under maintenance' })).toBeVisible();
  await setScenario(page, 'maintenance', false);
  await page.goto('/under_maintenance');
  await expect(page).toHaveURL(/\/$/);
});

test('on the dev server switching language changes the texts and the seeded content', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: /^EN – Language: / }).click();
  await page.getByRole('menuitem', { name: 'ไทย' }).click();
  await expect(
    page.getByRole('navigation').first().getByRole('link', { name: 'คาสิโน' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
});
