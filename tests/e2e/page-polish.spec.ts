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
