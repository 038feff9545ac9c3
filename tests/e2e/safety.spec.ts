import { type Page } from '@playwright/test';
import { expect, signInAsDemo, signOutThroughTheMenu, test, visit } from './fixtures';

const PASS = '/member/safety/pass';

/** Fills the login password form and sends it. */
async function changePassword(page: Page, old: string, next: string, confirmation = next) {
  await page.getByLabel(/^Current password/).fill(old);
  await page.getByLabel(/^New password/).fill(next);
  await page.getByLabel(/^Confirm the new password/).fill(confirmation);
  await page.getByRole('button', { name: 'Change password' }).click();
}

test('login password: changed with the three values encrypted, then the old one is refused and the new one signs in', async ({
  page,
}) => {
  const sent: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/member/password'))
      sent.push((request.postDataJSON() as Record<string, unknown>) ?? {});
  });
  await signInAsDemo(page, PASS);
  await expect(page.getByRole('heading', { level: 1, name: 'Login password' })).toBeVisible();
  await changePassword(page, 'demo1234', 'Lucky-777', 'Lucky-778');
  await expect(page.getByText('Password Not Same')).toBeVisible();
  expect(sent).toEqual([]);
  await page.getByLabel(/^Confirm the new password/).fill('Lucky-777');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(/^Your password has been changed\. Your other tabs/)).toBeVisible();

  // All three left the browser encrypted.
  expect(sent).toHaveLength(1);
  for (const field of ['old_password', 'password', 'password_confirmation']) {
    const value = String(sent[0]?.[field]);
    expect(value).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(value).not.toContain('demo1234');
    expect(value).not.toContain('Lucky-777');
  }

  const header = page.getByRole('banner');
  await signOutThroughTheMenu(page);
  await header.getByRole('button', { name: 'Sign In' }).click();
  const login = page.getByRole('dialog', { name: 'Sign In' });
  await login.getByLabel('Username').fill('demo001');
  await login.getByLabel(/^Password/).fill('demo1234');
  await login.getByRole('button', { name: 'Sign In' }).click();
  await expect(login.getByText('The username or password is incorrect.')).toBeVisible();
  await login.getByLabel(/^Password/).fill('Lucky-777');
  await login.getByRole('button', { name: 'Sign In' }).click();
  await expect(header.getByLabel('Main wallet balance')).toHaveText('PHP 12,850.75');
});

test('login password: this tab goes on under the new token, another open tab is signed out and asked to sign in', async ({
  page,
}) => {
  await signInAsDemo(page, PASS);
  // A second tab of the site, signed in with the same session.
  const other = await page.context().newPage();
  await other.goto('/member/management/gameBalance');
  await expect(other.getByRole('banner').getByLabel('Main wallet balance')).toBeVisible();

  await changePassword(page, 'demo1234', 'Lucky-777');
  await expect(page.getByText(/^Your password has been changed\. Your other tabs/)).toBeVisible();

  await expect(other.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
  await expect(
    other.getByText('Your password was changed in another tab. Sign in with the new password.'),
  ).toBeVisible();
  await expect(other).toHaveURL(/\/\?dialog=login$/);

  // This tab's member pages still load, with the token the change handed over.
  await visit(page, '/member/management/tradeRecords');
  await expect(page.getByRole('table', { name: 'Movements of the main wallet' })).toBeVisible();
  await expect(page.getByRole('banner').getByLabel('Main wallet balance')).toBeVisible();
});

test('login password: a wrong current password is refused on its field', async ({ page }) => {
  await signInAsDemo(page, PASS);
  await changePassword(page, 'not-my-password', 'Lucky-777');
  await expect(page.getByLabel(/^Current password/)).toHaveAccessibleDescription(
    'The old password is incorrect',
  );
  await expect(page.getByRole('banner').getByLabel('Main wallet balance')).toBeVisible();
});
