import { expect, openAccountMenu, signOutThroughTheMenu, test } from './fixtures';

test('a guest registers with an encrypted password, signs out, signs in, sees the balance in the header and signs out', async ({
  page,
}) => {
  const sent: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/member/auth/'))
      sent.push((request.postDataJSON() as Record<string, unknown>) ?? {});
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Register' }).click();
  const form = page.getByRole('dialog', { name: 'Register' });
  await form.getByLabel('Username').fill('newplayer1');
  await form.getByLabel(/^Password/).fill('s3cret!Pass');
  await form.getByLabel('Confirm password').fill('s3cret!Pass');
  await form.getByLabel('E-mail').fill('newplayer1@example.com');
  await form.getByLabel('Mobile number').fill('9123456789');
  await form.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form).toBeHidden();

  const registration = sent.find((body) => body.username === 'newplayer1');
  expect(registration?.password).toEqual(expect.any(String));
  expect(registration?.password).not.toContain('s3cret');
  expect(String(registration?.password)).toMatch(/^[A-Za-z0-9+/]+=*$/);
  expect(registration?.fingerprint).toEqual(expect.any(String));

  const header = page.getByRole('banner');
  await expect(header.getByLabel('Main wallet balance')).toHaveText('PHP 0.00');
  // The account menu names who is signed in, and signs them out.
  const menu = await openAccountMenu(page);
  await expect(menu.getByText('newplayer1')).toBeVisible();
  await menu.getByRole('button', { name: 'Sign Out' }).click();
  await expect(header.getByRole('button', { name: 'Sign In' })).toBeVisible();

  await header.getByRole('button', { name: 'Sign In' }).click();
  const login = page.getByRole('dialog', { name: 'Sign In' });
  await login.getByLabel('Username').fill('newplayer1');
  await login.getByLabel(/^Password/).fill('s3cret!Pass');
  await login.getByRole('button', { name: 'Sign In' }).click();
  await expect(header.getByLabel('Main wallet balance')).toHaveText('PHP 0.00');
  await signOutThroughTheMenu(page);
  await expect(header.getByRole('button', { name: 'Register' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('the demo member sees the main wallet balance with thousand separators', async ({ page }) => {
  await page.goto('/?dialog=login');
  const login = page.getByRole('dialog', { name: 'Sign In' });
  await login.getByLabel('Username').fill('demo001');
  await login.getByLabel(/^Password/).fill('demo1234');
  await login.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('banner').getByLabel('Main wallet balance')).toHaveText(
    'PHP 12,850.75',
  );
});

test('a wrong password is refused with the server message on the field', async ({ page }) => {
  await page.goto('/?dialog=login');
  const login = page.getByRole('dialog', { name: 'Sign In' });
  await login.getByLabel('Username').fill('demo001');
  await login.getByLabel(/^Password/).fill('wrong-password');
  await login.getByRole('button', { name: 'Sign In' }).click();
  await expect(login.getByText('The username or password is incorrect.')).toBeVisible();
});

test('issue 33: after three failed sign-ins the panel asks for the captcha, and a solved captcha signs the member in', async ({
  page,
}) => {
  await page.goto('/?dialog=login');
  const login = page.getByRole('dialog', { name: 'Sign In' });
  await login.getByLabel('Username').fill('demo001');
  const password = login.getByLabel(/^Password/);
  for (let i = 0; i < 3; i++) {
    await password.fill(`wrong-password-${i}`);
    const refused = page.waitForResponse(
      (response) => response.url().includes('/member/auth/login') && response.status() === 422,
    );
    await login.getByRole('button', { name: 'Sign In' }).click();
    await refused;
    await expect(login.getByText('The username or password is incorrect.')).toBeVisible();
  }
  // The fourth, even with the right password, meets the captcha first.
  await password.fill('demo1234');
  await login.getByRole('button', { name: 'Sign In' }).click();
  const picture = login.getByRole('img', { name: 'Captcha picture' });
  await expect(picture).toBeVisible();
  await expect(login.getByRole('button', { name: 'New picture' })).toBeVisible();
  // A person reads the picture; the journey reads the characters the fake drew into its SVG
  // (in the browser's fake and the standalone one alike).
  const svg = Buffer.from(
    ((await picture.getAttribute('src')) ?? '').replace(/^data:image\/svg\+xml;base64,/, ''),
    'base64',
  ).toString();
  const code = [...svg.matchAll(/<text[^>]*>([^<])<\/text>/g)].map((match) => match[1]).join('');
  expect(code).toHaveLength(4);
  await login.getByRole('textbox', { name: /^Captcha/ }).fill(code);
  await login.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('banner').getByLabel('Main wallet balance')).toHaveText(
    'PHP 12,850.75',
  );
});

test('registration shows the translated rule of each field', async ({ page }) => {
  await page.goto('/?dialog=register');
  const form = page.getByRole('dialog', { name: 'Register' });
  await form.getByLabel('Username').fill('1bad');
  await form.getByLabel(/^Password/).fill('123');
  await form.getByLabel('Confirm password').fill('456');
  await form.getByLabel('E-mail').fill('nope');
  await form.getByLabel('Mobile number').fill('12');
  await form.getByLabel('Referral code (optional)').fill('12');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByText('The username must begin with a letter')).toBeVisible();
  await expect(form.getByText('The password must be 6 to 20 characters')).toBeVisible();
  await expect(form.getByText('Password Not Same')).toBeVisible();
  await expect(form.getByText('Invalid Email')).toBeVisible();
  await expect(form.getByText('The mobile number must be 8 to 13 digits')).toBeVisible();
  await expect(form.getByText('The referral code must be 6 digits')).toBeVisible();
  await expect(form.getByText('Please agree to the Terms and Conditions')).toBeVisible();
});

test('The username has been registered', async ({ page }) => {
  await page.goto('/?dialog=register');
  const form = page.getByRole('dialog', { name: 'Register' });
  await form.getByLabel('Username').fill('demo001');
  await form.getByLabel(/^Password/).fill('s3cret!Pass');
  await form.getByLabel('Confirm password').fill('s3cret!Pass');
  await form.getByLabel('E-mail').fill('someone@example.com');
  await form.getByLabel('Mobile number').fill('9123456789');
  await form.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByText('The username has been registered')).toBeVisible();
});
