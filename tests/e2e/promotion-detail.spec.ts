import { depositSucceededNow, expect, test } from './fixtures';

/** The 10% Daily Reload (mocks/seed/engage/promotions.ts PROMO.DAILY_RELOAD). */
const DAILY_RELOAD = '/promotion/3';

for (const viewport of [
  { width: 360, height: 780 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("issue 34: a guest on a promotion's page is asked to sign in, then applies from the page", async ({
      page,
    }) => {
      await page.goto(DAILY_RELOAD);
      await expect(page.getByRole('heading', { name: '10% Daily Reload', level: 1 })).toBeVisible();
      await expect(
        page.getByText('Sign in or register to apply for this promotion.'),
      ).toBeVisible();
      // A reload bonus is paid on a deposit of the day (issue 33).
      await depositSucceededNow(page, '1000.00');
      await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
      const login = page.getByRole('dialog', { name: 'Sign In' });
      await login.getByLabel('Username').fill('demo001');
      await login.getByLabel(/^Password/).fill('demo1234');
      await login.getByRole('button', { name: 'Sign In' }).click();
      await expect(login).toBeHidden();
      await page.getByRole('button', { name: 'Apply', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Apply: 10% Daily Reload' });
      await dialog.getByRole('textbox', { name: /^Apply amount/ }).fill('1000');
      await dialog.getByRole('button', { name: 'Apply now' }).click();
      await expect(dialog.getByText(/^Your bonus has been credited/)).toBeVisible();
      await dialog.getByRole('button', { name: 'OK' }).click();
      await expect(page.getByText(/^Applied for this period; apply again from/)).toBeVisible();
    });
  });
}
