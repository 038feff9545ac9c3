import { type Page } from '@playwright/test';
import { expect, signInAsDemo, test, visit } from './fixtures';

const DEPOSIT = '/member/management/deposits/deposit';
const RECORD = '/member/management/deposits/record';

const amountField = (page: Page) => page.getByRole('textbox', { name: /^Amount/ });
const quickAmount = (page: Page, amount: string) =>
  page.getByRole('group', { name: 'Quick amounts' }).getByRole('button', { name: amount });

/**
 * Opens the deposit tab as the demo member (its popup notice counts as seen: fixtures.ts; the
 * popup's own journey is in messages.spec.ts).
 */
async function openDeposit(page: Page, path = DEPOSIT): Promise<void> {
  await signInAsDemo(page);
  await visit(page, path);
  await expect(page.getByRole('radiogroup', { name: 'Deposit methods' })).toBeVisible();
}

test('a bank transfer: the receiving account copied, the deposit made with its transfer reference, Pending in the record and Success on the fake clock; the record by a date shortcut', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.clock.install();
  await openDeposit(page);
  await expect(page.getByRole('region', { name: 'Announcements' })).toContainText(
    'Red Packet Rain is on',
  );
  // One bar per notice (issue 34): the site-wide bar does not repeat the deposit page's notice.
  const latest = page.getByRole('region', { name: 'Latest news' });
  // Under reduced motion a bar shows one notice at a time, with previous and next when it has
  // more: the site-wide bar has the SABA notice alone here.
  await expect(latest).toContainText('SABA Sports');
  await expect(latest.getByRole('button', { name: 'Next announcement' })).toHaveCount(0);
  await expect(latest).not.toContainText('Red Packet Rain is on');

  await page.getByRole('radio', { name: 'Metrobank' }).check();
  const account = page.getByLabel('Receiving bank account');
  await expect(account).toContainText('2457102983311');
  await account.getByRole('button', { name: 'Copy account number' }).click();
  await expect(page.getByText('Copied', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('2457102983311');

  await quickAmount(page, '500').click();
  await expect(amountField(page)).toHaveValue('500');
  await page.getByRole('textbox', { name: /^Payer's name/ }).fill('Juan Dela Cruz');
  await page.getByRole('button', { name: 'Submit deposit' }).click();
  const made = page.getByRole('region', { name: 'Deposit submitted' });
  await expect(made).toBeVisible();
  const order = (await made.getByLabel('Receiving bank account').textContent())?.match(
    /DP\d+/,
  )?.[0];
  expect(order).toMatch(/^DP\d+$/);
  await expect(made.getByRole('button', { name: 'Copy transfer reference' })).toBeVisible();
  await expect(made.getByText('Pending')).toBeVisible();

  await made.getByRole('link', { name: 'View deposit record' }).click();
  const table = page.getByRole('table', { name: 'Deposit record' });
  const row = table.getByRole('row').filter({ hasText: order ?? 'no order' });
  await expect(row.getByText('Pending')).toBeVisible();
  // 30 seconds on the fake's clock settle it; the record asks again while it is Pending.
  await page.clock.fastForward('05:00');
  await expect(row.getByText('Success')).toBeVisible();

  // A date shortcut: today's deposits only (the one just made among them), not last month's.
  await page.getByRole('button', { name: 'Today', exact: true }).click();
  await expect(page).toHaveURL(/range=today/);
  await expect(row).toBeVisible();
  await expect(table.getByText('Payment not received within 30 minutes')).toHaveCount(0);
});

test('crypto: the address as a named QR code with its network, copied, and the amount in coins', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openDeposit(page);
  await page.getByRole('radio', { name: 'USDT (TRC20)' }).check();
  await expect(page.getByRole('img', { name: 'QR code of the USDT address' })).toBeVisible();
  const details = page.getByLabel('Receiving crypto address');
  await expect(details).toContainText('TQ5pYx2R7dGkH1wz8c3ZqM4vN6bB9eF2aK');
  await expect(details).toContainText('TRC20');
  await details.getByRole('button', { name: 'Copy address' }).click();
  await expect(page.getByText('Copied', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'TQ5pYx2R7dGkH1wz8c3ZqM4vN6bB9eF2aK',
  );
  await amountField(page).fill('5620');
  await expect(page.getByLabel('Fee and amount credited')).toContainText('About, in USDT100.00');
  await page.getByRole('button', { name: 'Submit deposit' }).click();
  const made = page.getByRole('region', { name: 'Deposit submitted' });
  await expect(made.getByText('Send 100.00 USDT to this address.', { exact: false })).toBeVisible();
  await expect(made.getByRole('img', { name: 'QR code of the USDT address' })).toBeVisible();
});

test('an amount out of the method range is refused with the range, and nothing is sent', async ({
  page,
}) => {
  await openDeposit(page);
  await page.getByRole('radio', { name: 'GCash' }).check();
  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/member/deposit')) sent += 1;
  });
  await amountField(page).fill('20000.01');
  await page.getByRole('button', { name: 'Pay with GCash' }).click();
  await expect(page.getByText('The amount must be from 100.00 to 20,000.00')).toBeVisible();
  await expect(amountField(page)).toBeFocused();
  expect(sent).toBe(0);
});

test('a gateway: the payment window opens at the press on pay_url, and the payment result page tells Pending, then Success on the fake clock', async ({
  page,
}) => {
  await page.clock.install();
  await openDeposit(page);
  await page.getByRole('radio', { name: 'GCash' }).check();
  // The choice is in the URL too, for a link or a reload.
  await expect(page).toHaveURL(/[?&]method=18$/);
  await quickAmount(page, '1,000').click();
  await expect(page.getByLabel('Fee and amount credited')).toContainText('985.00');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Pay with GCash' }).click();
  const popup = await popupOpened;
  await popup.waitForURL(/\/_show\/pay_cb\?order=DP\d+&id=\d+$/);
  await expect(page.getByRole('region', { name: 'Deposit submitted' })).toBeVisible();

  await expect(popup.getByRole('heading', { level: 1, name: 'Payment submitted' })).toBeVisible();
  await expect(popup.getByText('Pending', { exact: true })).toBeVisible();
  await popup.clock.fastForward('05:00');
  await expect(popup.getByRole('heading', { level: 1, name: 'Deposit successful' })).toBeVisible();
  await expect(popup.getByText('985.00 is in your main wallet.')).toBeVisible();
});

test('a gateway whose window the browser blocks: a dialog links to the payment page', async ({
  page,
}) => {
  // A popup blocker: window.open opens nothing.
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await openDeposit(page);
  await page.getByRole('radio', { name: 'Maya' }).check();
  await amountField(page).fill('300');
  await page.getByRole('button', { name: 'Pay with Maya' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your browser blocked the payment window' });
  await expect(dialog).toBeVisible();
  const popupOpened = page.waitForEvent('popup');
  await dialog.getByRole('link', { name: 'Open the Maya payment page' }).click();
  const popup = await popupOpened;
  await popup.waitForURL(/\/_show\/pay_cb\?order=DP\d+&id=\d+$/);
  await expect(popup.getByRole('heading', { level: 1, name: 'Payment submitted' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Deposit submitted' })).toBeVisible();
});

test('the deposit record opens on its own tab with its totals', async ({ page }) => {
  await signInAsDemo(page);
  await visit(page, RECORD);
  const table = page.getByRole('table', { name: 'Deposit record' });
  await expect(table.getByText('Page Total')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Deposit views' }).getByRole('link', { name: 'Record' }),
  ).toHaveAttribute('aria-current', 'page');
});

test('keyboard only: the arrow keys choose a method, Tab reaches the amount, Enter pays and opens the payment window', async ({
  page,
}) => {
  await signInAsDemo(page);
  await visit(page, DEPOSIT);
  await expect(page.getByRole('radiogroup', { name: 'Deposit methods' })).toBeVisible();

  await page.getByRole('radio', { name: 'Bank Transfer' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'GCash' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'GCash' })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Deposit with GCash' })).toBeVisible();
  // Past the banner's controls to the form's first field.
  for (let stop = 0; stop < 8; stop += 1) {
    await page.keyboard.press('Tab');
    if (await amountField(page).evaluate((field) => field === document.activeElement)) break;
  }
  await expect(amountField(page)).toBeFocused();
  await page.keyboard.type('500');
  const popupOpened = page.waitForEvent('popup');
  await page.keyboard.press('Enter');
  const popup = await popupOpened;
  await popup.waitForURL(/\/_show\/pay_cb\?order=DP\d+&id=\d+$/);
  await expect(page.getByRole('region', { name: 'Deposit submitted' })).toBeVisible();
});
