import { expect, test } from './fixtures';

// Issue 34's smaller points on public pages, each at a phone's width and a desktop's.

const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1440, height: 900 };

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('an about article has one heading of its title', async ({ page }) => {
      await page.goto('/guide/about/1');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'About Fortuna' })).toBeVisible();
      await expect(main.getByText(/Fortuna has offered live casino/)).toBeVisible();
      await expect(main.getByRole('heading', { name: 'About Fortuna' })).toHaveCount(1);
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the VIP table says it scrolls sideways, and its region is reached by keyboard', async ({
    page,
  }) => {
    await page.goto('/vip');
    const table = page.getByRole('region', { name: 'VIP levels and benefits' });
    await expect(table.getByRole('table')).toBeVisible();
    const hint = page.getByText('Swipe or scroll sideways to see every level.');
    await expect(hint).toBeVisible();
    await expect(table).toHaveAccessibleDescription('Swipe or scroll sideways to see every level.');
    await expect(table).toHaveAttribute('tabindex', '0');
    // The keyboard scrolls it.
    await table.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => table.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('a VIP table that fits needs no hint that it scrolls', async ({ page }) => {
    await page.goto('/vip');
    const table = page.getByRole('region', { name: 'VIP levels and benefits' });
    await expect(table.getByRole('table')).toBeVisible();
    const fits = await table.evaluate((element) => element.scrollWidth <= element.clientWidth);
    await expect(page.getByText('Swipe or scroll sideways to see every level.')).toHaveCount(
      fits ? 0 : 1,
    );
  });
});
