import { expect, signInAsDemo, test } from './fixtures';

test.describe('spec §2 navigation guard', () => {
  test('a redirect route with a target sends the user there', async ({ page }) => {
    await page.goto('/redirect?target=%2Farea_forbidden');
    await expect(page).toHaveURL(/\/area_forbidden$/);
  });

  test('the redirect route never leaves the site', async ({ page }) => {
    for (const target of [
      '//evil.example',
      'https://evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
      '%2F%2Fevil.example',
    ]) {
      await page.goto(`/redirect?target=${encodeURIComponent(target)}`);
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    }
  });

  test('an invite-signup target clears the session first', async ({ page }) => {
    await signInAsDemo(page);
    await page.goto('/redirect?target=%2Fsignup%2F318205');
    await expect(page.getByRole('dialog', { name: 'Register' })).toBeVisible();
    await expect(
      page.getByRole('dialog', { name: 'Register' }).getByLabel('Referral code (optional)'),
    ).toHaveValue('318205');
    expect(await page.evaluate(() => localStorage.getItem('U-Token'))).toBeNull();
  });

  test('a signed-in user on the sign-in or retrieve path goes to /', async ({ page }) => {
    await signInAsDemo(page);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/retrieve');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a guest has any token cleared and member paths send to /', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() =>
      localStorage.setItem('U-Token', JSON.stringify({ token: '', refreshAt: null })),
    );
    await page.goto('/member/management/gameBalance');
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('U-Token'))).toBeNull();
  });

  test('unknown member paths send to /', async ({ page }) => {
    await signInAsDemo(page);
    await page.goto('/member/no/such/page');
    await expect(page).toHaveURL(/\/$/);
  });

  test('/origin is reachable outside production', async ({ page }) => {
    await page.goto('/origin');
    await expect(page.getByRole('heading', { name: 'Where this build talks to' })).toBeVisible();
  });
});

test('password reset in four steps: e-mail, code, new password, done', async ({ page }) => {
  await page.goto('/?dialog=login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/retrieve$/);
  // The step indicator says where the member is, in words a screen reader reads too.
  await expect(page.getByText('Step 1 of 4: Fill in e-mail')).toBeVisible();
  await page.getByLabel('Username').fill('demo001');
  await page.getByLabel('E-mail').fill('juan.delacruz@example.com');
  await page.getByRole('button', { name: 'Send the code' }).click();
  await expect(page.getByText('Step 2 of 4: Fill in code')).toBeVisible();
  await page.getByLabel('Verification code').fill('246810');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Step 3 of 4: Change password')).toBeVisible();
  await page.getByLabel(/^New password/).fill('newpass99');
  await page.getByLabel(/^Confirm password/).fill('newpass99');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await expect(page.getByText('Step 4 of 4: Done')).toBeVisible();
  await page.getByRole('link', { name: 'Sign In' }).click();
  const login = page.getByRole('dialog', { name: 'Sign In' });
  await login.getByLabel('Username').fill('demo001');
  await login.getByLabel(/^Password/).fill('newpass99');
  await login.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('banner').getByLabel('Main wallet balance')).toBeVisible();
});
