import { check, heading, THEMES, useTheme } from './axe';
import { expect, signInAsDemo, test } from './fixtures';

test.describe('accessibility of responsible gaming and the reality check (axe)', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const theme of THEMES) {
    test(`in ${theme}, the responsible-gaming screen, a limit's review and the reality check`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await useTheme(page, theme);
      // The browser's clock moves the site and the in-page fake together (the reality check).
      await page.clock.install();
      await signInAsDemo(page, '/member/safety/responsible-gaming');
      await page.getByRole('table').waitFor();
      await check(page, `${theme} responsible gaming`, heading(page, 'Responsible gaming'));

      // A limit's review step, with its timing.
      await page.getByRole('button', { name: 'Set limit: daily deposit limit' }).click();
      const dialog = page.getByRole('dialog', { name: 'Your daily deposit limit' });
      await dialog.getByLabel(/^New limit/).fill('250');
      await dialog.getByRole('button', { name: 'Review' }).click();
      await check(page, `${theme} limit review`, dialog.getByText('It applies at once.'));
      await dialog.getByRole('button', { name: 'Back' }).click();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();

      // The reality check over the page.
      await page.evaluate(async () => {
        const stored = JSON.parse(localStorage.getItem('U-Token') ?? 'null') as {
          token: string;
        } | null;
        await fetch('/api/member/protection/reality-check?locale=en', {
          method: 'PUT',
          headers: {
            'Content-Type': 'application/json',
            Authorization: `Bearer ${stored?.token ?? ''}`,
          },
          body: JSON.stringify({ minutes: 15 }),
        });
      });
      await page.clock.fastForward('16:00');
      await check(
        page,
        `${theme} reality check`,
        page.getByRole('dialog', { name: 'Reality check' }),
      );
    });
  }
});
