import { check, THEMES, useTheme } from './axe';
import { expect, test, visit } from './fixtures';

// Axe on the screens issue 34's polish changed: the game search pointing to other families, the
// sign-in that says which game it is for, the phone's banner, folded tools and developer tools,
// the VIP table's hint, the about article.

test.describe('accessibility of the issue 34 polish (axe)', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const theme of THEMES) {
    test(`in ${theme} at 360 px: banner, folded tools, VIP hint, developer tools`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width: 360, height: 780 });
      await useTheme(page, theme);
      await page.goto('/');
      const banner = page.getByRole('region', { name: 'Featured' });
      await check(page, `${theme} 360 home`, banner.getByRole('button', { name: 'Next banner' }));
      const tools = page.getByRole('complementary', { name: 'Tools' });
      await tools.getByRole('button', { name: 'Tools', exact: true }).click();
      await check(
        page,
        `${theme} 360 unfolded tools`,
        tools.getByRole('link', { name: 'About us' }),
      );
      await tools.getByRole('button', { name: 'Open the developer tools' }).click();
      const panel = page.getByRole('dialog', { name: 'Developer tools' });
      await check(
        page,
        `${theme} 360 developer tools`,
        panel.getByRole('button', { name: 'Close the developer tools' }),
      );
      await panel.getByRole('button', { name: 'Close the developer tools' }).click();
      await expect(panel).toBeHidden();
      await visit(page, '/vip');
      await check(
        page,
        `${theme} 360 /vip`,
        page.getByText('Swipe or scroll sideways to see every level.'),
      );
    });

    test(`in ${theme} at 1440 px: other families, the sign-in to play, the about article`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await useTheme(page, theme);
      await page.goto('/games/SlotMachine');
      await page.getByRole('search').getByLabel('Search games').fill('crazy');
      await check(page, `${theme} other families`, page.getByRole('link', { name: 'Casino (1)' }));
      await visit(page, '/games/SlotMachine');
      await page.getByRole('button', { name: 'Fortune Tiger PG Soft' }).click();
      const login = page.getByRole('dialog', { name: 'Sign In' });
      await check(
        page,
        `${theme} sign in to play`,
        login.getByText(/Sign in to play Fortune Tiger/),
      );
      await page.keyboard.press('Escape');
      // Closed as a guest: the game kept for after the sign-in is forgotten.
      await expect(page).toHaveURL(/\/games\/SlotMachine$/);
      await visit(page, '/guide/about/1');
      await check(
        page,
        `${theme} about`,
        page.getByRole('main').getByRole('heading', { level: 1, name: 'About Fortuna' }),
      );
    });
  }
});
