import { check, heading, THEMES, useTheme } from './axe';
import { expect, signInAsDemo, test } from './fixtures';

/** Every code the fake sends (README). */
const DEMO_CODE = '246810';

test('a member who forgot the withdrawal password resets it with a code to the verified e-mail and is back at the withdrawal, where the new one pays out', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInAsDemo(page, '/member/management/withdraw/submit');
  await page.getByRole('link', { name: 'Forgot withdrawal password?' }).click();
  await expect(heading(page, 'Reset withdrawal password')).toBeVisible();
  // The demo member has verified the e-mail address, not the mobile number: the code can go
  // only there, shown masked.
  const choice = page.getByRole('radiogroup', { name: 'Send the code to' });
  await expect(choice.getByRole('radio')).toHaveCount(1);
  await expect(choice.getByRole('radio', { name: 'E-mail to j•••z@example.com' })).toBeChecked();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('We sent a 6-digit code to j•••z@example.com')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Resend code in \d+ s$/ })).toBeDisabled();

  // A wrong code is refused, and counted; the right one resets the password.
  await page.getByRole('textbox', { name: /^Verification code/ }).fill('000000');
  await page.getByLabel(/^New withdrawal password/).fill('8642');
  await page.getByLabel(/^Confirm the new withdrawal password/).fill('8642');
  await page.getByRole('button', { name: 'Reset withdrawal password' }).click();
  await expect(page.getByText('The verification code is incorrect or has expired')).toBeVisible();
  await page.getByRole('textbox', { name: /^Verification code/ }).fill(DEMO_CODE);
  await page.getByRole('button', { name: 'Reset withdrawal password' }).click();
  await expect(
    page.getByText('Withdrawal password reset. Use the new one from now on.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/member\/management\/withdraw\/submit$/);

  // The new password is the one a withdrawal takes now.
  await page.getByRole('textbox', { name: /^Amount/ }).fill('500');
  await page.getByLabel(/^Withdrawal password/).fill('8642');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Withdrawal submitted' })).toBeVisible();
});

test('the withdrawal password change and the member transfer lead to the reset, and back', async ({
  page,
}) => {
  await signInAsDemo(page, '/member/safety/withdrawPass');
  await page.getByRole('link', { name: 'Forgot withdrawal password?' }).click();
  await expect(heading(page, 'Reset withdrawal password')).toBeVisible();
  await page.getByRole('link', { name: 'Back without resetting' }).click();
  await expect(page).toHaveURL(/\/member\/safety\/withdrawPass$/);
  await page.goto('/member/management/memberTransfer/transfer');
  await page.getByRole('link', { name: 'Forgot withdrawal password?' }).click();
  await expect(heading(page, 'Reset withdrawal password')).toBeVisible();
  await page.getByRole('link', { name: 'Back without resetting' }).click();
  await expect(page).toHaveURL(/\/member\/management\/memberTransfer\/transfer$/);
});

test.describe('accessibility of the withdrawal password reset (axe)', () => {
  for (const theme of THEMES)
    test(`in ${theme}, the reset before and after the code is sent`, async ({ page }) => {
      await useTheme(page, theme);
      await signInAsDemo(page, '/member/safety/withdrawPass/reset');
      await check(
        page,
        `${theme} withdrawal password reset`,
        heading(page, 'Reset withdrawal password'),
      );
      await page.getByRole('button', { name: 'Send code' }).click();
      await check(
        page,
        `${theme} withdrawal password reset, code sent`,
        page.getByRole('textbox', { name: /^Verification code/ }),
      );
    });
});
