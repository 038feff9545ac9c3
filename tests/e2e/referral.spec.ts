import { expect, signInAsDemo, test } from './fixtures';

const DETAIL = '/member/personal/referral/detail';
const DEMO_CODE = '318205';

test('referral: the link is shared through the share sheet, and it opens registration with the code', async ({
  page,
  baseURL,
  browser,
}) => {
  // The share sheet of a phone: what it is given is kept for the journey to read.
  await page.addInitScript(() => {
    const shared: unknown[] = [];
    Object.assign(window, { __shared: shared });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: unknown) => {
        shared.push(data);
        return Promise.resolve();
      },
    });
  });
  await signInAsDemo(page, '/member/personal/referral');
  const link = `${baseURL}/signup/${DEMO_CODE}`;
  await expect(page).toHaveURL(/\/member\/personal\/referral\/detail$/);
  await expect(page.getByText(DEMO_CODE, { exact: true })).toBeVisible();
  await expect(page.getByText(link, { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of your referral link' })).toBeVisible();

  await page.getByRole('button', { name: 'Share link' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared))
    .toEqual([
      {
        title: 'Register with my referral code',
        text: `Use my referral code ${DEMO_CODE} when you register.`,
        url: link,
      },
    ]);

  // The rewards tab: every status, filtered to one.
  await page
    .getByRole('navigation', { name: 'Referral views' })
    .getByRole('link', { name: 'Referral reward' })
    .click();
  const table = page.getByRole('table', { name: 'Referral rewards' });
  await expect(table.getByText('Verifying')).toBeVisible();
  await page
    .getByRole('group', { name: 'Reward status' })
    .getByRole('button', { name: 'Rejected' })
    .click();
  await expect(table.getByText('Duplicate account (same device as the referrer)')).toBeVisible();
  await expect(table.getByText('Verifying')).toBeHidden();

  // A friend opens the link in their own browser: registration opens with the code filled in.
  const friend = await browser.newContext();
  try {
    const friendPage = await friend.newPage();
    await friendPage.goto(link);
    const register = friendPage.getByRole('dialog', { name: 'Register' });
    await expect(register.getByRole('textbox', { name: /^Referral code/ })).toHaveValue(DEMO_CODE);
  } finally {
    await friend.close();
  }
});

test('referral: without a share sheet the link is copied, and the copy buttons copy code and link', async ({
  page,
  baseURL,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // A desktop browser without the Web Share API.
  await page.addInitScript(() => {
    Reflect.deleteProperty(Navigator.prototype, 'share');
    Reflect.deleteProperty(Navigator.prototype, 'canShare');
  });
  await signInAsDemo(page, DETAIL);
  const link = `${baseURL}/signup/${DEMO_CODE}`;
  const clipboard = () => page.evaluate(() => navigator.clipboard.readText());

  await page.getByRole('button', { name: 'Share link' }).click();
  await expect(
    page.getByText('The referral link was copied. Paste it wherever you want to share it.'),
  ).toBeVisible();
  expect(await clipboard()).toBe(link);

  await page.getByRole('button', { name: 'Copy referral code' }).click();
  await expect.poll(clipboard).toBe(DEMO_CODE);
  await page.getByRole('button', { name: 'Copy referral link' }).click();
  await expect.poll(clipboard).toBe(link);
});
