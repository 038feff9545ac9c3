import { expect, test } from './fixtures';

// The guest welcome popup (site notice 81) opens on a guest's first page, but never over the
// password reset, a registration link or the agent's sign-in: it waits for the next page.

for (const viewport of [
  { width: 360, height: 780 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test(
      'no popup opens over the password reset, the sign-in or the registration',
      { annotation: { type: 'site-popups' } },
      async ({ page }) => {
        const welcome = page.getByRole('dialog', { name: 'Welcome to Fortuna' });
        // Straight to the reset from the sign-in's "Forgot password?".
        await page.goto('/?dialog=login');
        const login = page.getByRole('dialog', { name: 'Sign In' });
        await expect(login).toBeVisible();
        await login.getByRole('link', { name: /forgot/i }).click();
        await expect(page).toHaveURL(/\/retrieve$/);
        await expect(page.getByRole('heading', { level: 1, name: /password/i })).toBeVisible();
        await expect(page.getByRole('main').getByRole('textbox').first()).toBeVisible();
        // The notices are in (the bar shows them) and still no popup.
        await expect(page.getByRole('region', { name: 'Latest news' })).toBeVisible();
        await expect(welcome).toHaveCount(0);
        await page.goto('/agent/login');
        await expect(page.getByRole('region', { name: 'Agent sign-in' })).toBeVisible();
        await expect(page.getByRole('region', { name: 'Latest news' })).toBeVisible();
        await expect(welcome).toHaveCount(0);
        // Elsewhere it opens, once.
        await page.goto('/');
        await expect(welcome).toBeVisible();
      },
    );
  });
}
