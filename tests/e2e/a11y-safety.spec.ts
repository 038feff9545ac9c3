import { check, heading, THEMES, useTheme } from './axe';
import { signInAsDemo, test, visit } from './fixtures';

test.describe('accessibility of the login password and the referral (axe)', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const theme of THEMES) {
    test(`in ${theme}, the login password and the referral detail and reward`, async ({ page }) => {
      // Three screens and the form's messages, each checked once its content is there.
      test.setTimeout(60_000);
      await useTheme(page, theme);
      await signInAsDemo(page, '/member/safety/pass');
      await check(page, `${theme} login password`, heading(page, 'Login password'));
      // The form's messages: every prompt, then Password Not Same.
      await page.getByRole('button', { name: 'Change password' }).click();
      await check(
        page,
        `${theme} login password prompts`,
        page.getByText('Please enter your current password'),
      );
      await page.getByLabel(/^New password/).fill('Lucky-777');
      await page.getByLabel(/^Confirm the new password/).fill('Lucky-778');
      await page.getByRole('button', { name: 'Change password' }).click();
      await check(page, `${theme} Password Not Same`, page.getByText('Password Not Same'));

      await visit(page, '/member/personal/referral/detail');
      await check(
        page,
        `${theme} referral detail`,
        page.getByRole('heading', { name: 'Reward rules' }),
      );
      await visit(page, '/member/personal/referral/reward');
      await check(
        page,
        `${theme} referral reward`,
        page.getByRole('table', { name: 'Referral rewards' }),
      );
    });
  }
});
