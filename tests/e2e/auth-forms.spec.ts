import type { Locator, Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { expect, test } from './fixtures';

/** Issue 34, point 6: the terms link, the show-password toggle, and the reset's code step. */
const SIZES = [
  { name: 'phone', viewport: { width: 360, height: 780 } },
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
] as const;

const DEMO = { username: 'demo001', email: 'juan.delacruz@example.com', code: '246810' };

/** Shows what was typed in a password field with its toggle, then hides it again. */
async function showAndHide(field: Locator, typed: string): Promise<void> {
  await field.fill(typed);
  await expect(field).toHaveAttribute('type', 'password');
  // The toggle sits at the end of its own field.
  const frame = field.locator('xpath=..');
  await frame.getByRole('button', { name: 'Show password', pressed: false }).click();
  await expect(field).toHaveAttribute('type', 'text');
  await expect(field).toHaveValue(typed);
  await frame.getByRole('button', { name: 'Hide password', pressed: true }).click();
  await expect(field).toHaveAttribute('type', 'password');
}

/** The reset's first step filled in with the demo member's name and e-mail, and sent. */
async function askForTheCode(page: Page): Promise<void> {
  await page.goto('/retrieve');
  await page.getByLabel(/^Username/).fill(DEMO.username);
  await page.getByLabel(/^E-mail/).fill(DEMO.email);
  await page.getByRole('button', { name: 'Send the code' }).click();
  await expect(page.getByText(`We sent a 6-digit code to ${DEMO.email}.`)).toBeVisible();
}

for (const { name, viewport } of SIZES) {
  test.describe(`on a ${name} (${viewport.width}x${viewport.height})`, () => {
    test.use({ viewport });

    test('registration links to the terms', async ({ page }) => {
      await page.goto('/?dialog=register');
      const form = page.getByRole('dialog', { name: 'Register' });
      await form.getByLabel('Username').fill('termsreader1');
      const terms = form.getByRole('link', { name: /^Terms and Conditions/ });
      await expect(terms).toHaveAttribute('target', '_blank');

      const [tab] = await Promise.all([page.waitForEvent('popup'), terms.click()]);
      await expect(
        tab.getByRole('main').getByRole('heading', { level: 1, name: 'Terms and Conditions' }),
      ).toBeVisible();
      await expect(
        tab.getByText('By opening an account you confirm you are of legal age'),
      ).toBeVisible();
      await tab.close();

      // The registration is as it was: what was typed stays, the link ticked nothing.
      await expect(form.getByLabel('Username')).toHaveValue('termsreader1');
      const agree = form.getByRole('checkbox', { name: /Terms and Conditions/ });
      await expect(agree).not.toBeChecked();
      await agree.check();
      await expectNoViolations(page, `${name} register dialog`, '[role="dialog"]');
    });

    test('every password field can show what was typed', async ({ page }) => {
      // Three screens in one journey: the sign-in, the reset's last step and the agent sign-in.
      test.slow();
      await page.goto('/?dialog=login');
      const login = page.getByRole('dialog', { name: 'Sign In' });
      await showAndHide(login.getByLabel(/^Password/), 'demo1234');
      await expectNoViolations(page, `${name} sign-in dialog`, '[role="dialog"]');

      await askForTheCode(page);
      await page.getByLabel(/^Verification code/).fill(DEMO.code);
      await page.getByRole('button', { name: 'Confirm' }).click();
      await showAndHide(page.getByLabel(/^New password/), 'n3wSecret!');
      await showAndHide(page.getByLabel(/^Confirm password/), 'n3wSecret!');
      await expectNoViolations(page, `${name} reset, change password`);

      await page.goto('/agent/login');
      await showAndHide(page.getByLabel(/^Password/), 'agent1234');
    });

    test("the reset's code step can resend the code and go back to change the e-mail", async ({
      page,
    }) => {
      // The site's clock, which the fake follows: a minute passes without waiting for it.
      await page.clock.install();
      await askForTheCode(page);
      await expect(page.getByRole('button', { name: /^Resend code in \d+ s$/ })).toBeDisabled();
      await expectNoViolations(page, `${name} reset, code step`);

      await page.getByRole('button', { name: 'Change e-mail' }).click();
      const email = page.getByLabel(/^E-mail/);
      await expect(email).toHaveValue(DEMO.email);
      await expect(email).toBeFocused();
      await expect(page.getByLabel(/^Username/)).toHaveValue(DEMO.username);
      // The same address again: back to the code already sent, its countdown still running.
      await page.getByRole('button', { name: 'Send the code' }).click();
      await expect(page.getByRole('button', { name: /^Resend code in \d+ s$/ })).toBeDisabled();

      await page.clock.fastForward('01:01');
      await page.getByRole('button', { name: 'Resend code' }).click();
      await expect(page.getByText(`We sent a new 6-digit code to ${DEMO.email}.`)).toBeVisible();
      await expect(page.getByRole('button', { name: /^Resend code in \d+ s$/ })).toBeDisabled();

      await page.getByLabel(/^Verification code/).fill(DEMO.code);
      await page.getByRole('button', { name: 'Confirm' }).click();
      await expect(page.getByLabel(/^New password/)).toBeVisible();
    });
  });
}
