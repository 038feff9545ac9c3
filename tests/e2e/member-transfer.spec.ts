import { type Page } from '@playwright/test';
import { expect, signInAsDemo, test } from './fixtures';

const PAGE = '/member/management/memberTransfer';
/** A seeded member other than the demo member (mocks/seed/index.ts): credit goes to members only. */
const RECEIVER = 'friend888';
/** The demo member's withdrawal password (mocks/README.md). */
const WITHDRAW_PASSWORD = '2468';

const mainBalance = (page: Page) => page.getByRole('banner').getByLabel('Main wallet balance');
const amountField = (page: Page) => page.getByRole('textbox', { name: /^Amount/ });
const transferList = (page: Page) => page.getByRole('table', { name: 'Credit transfers' });

async function openTransfer(page: Page) {
  await signInAsDemo(page, PAGE);
  await expect(page.getByRole('heading', { name: 'Member Transfer', level: 1 })).toBeVisible();
  // The index opens the Transfer sub-view.
  await expect(page).toHaveURL(/\/memberTransfer\/transfer$/);
  await expect(
    page
      .getByRole('navigation', { name: 'Member transfer views' })
      .getByRole('link', { name: 'Transfer', exact: true }),
  ).toHaveAttribute('aria-current', 'page');
}

async function fill(page: Page, amount: string, password = WITHDRAW_PASSWORD) {
  await page.getByRole('textbox', { name: /^Receiver's username/ }).fill(RECEIVER);
  await amountField(page).fill(amount);
  await page.getByLabel(/^Withdrawal password/).fill(password);
}

test('a credit transfer: limits shown, the limit enforced, then sent once, listed, and the balance drops by amount + fee', async ({
  page,
}) => {
  await openTransfer(page);
  await expect(page.getByText('100.00 – 50,000.00')).toBeVisible();
  await expect(page.getByText('1.00% of the amount')).toBeVisible();
  await expect(mainBalance(page)).toContainText('12,850.75');

  // Decimals are removed as typed; an amount under the minimum breaks the transfer limit.
  await amountField(page).pressSequentially('99.5');
  await expect(amountField(page)).toHaveValue('99');
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(page.getByText('The amount does not meet the transfer limit')).toBeVisible();

  // 150 with the fee on the sender (the default): fee 1.50, the sender pays 151.50.
  await fill(page, '150');
  await expect(page.getByRole('radio', { name: 'Me' })).toBeChecked();
  const summary = page.getByLabel('Transfer summary');
  await expect(summary).toContainText('1.50');
  await expect(summary).toContainText('151.50');
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();

  await expect(page.getByText(`150.00 sent to ${RECEIVER}`)).toBeVisible();
  await expect(page).toHaveURL(/\/memberTransfer\/list$/);
  await expect(
    page
      .getByRole('navigation', { name: 'Member transfer views' })
      .getByRole('link', { name: 'Transfer list' }),
  ).toHaveAttribute('aria-current', 'page');
  const row = transferList(page).getByRole('row').filter({ hasText: RECEIVER });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Sent');
  await expect(row).toContainText('150.00');
  await expect(row).toContainText('1.50');
  await expect(row).toContainText('Success');
  await expect(mainBalance(page)).toContainText('12,699.25');
});

test('a double click with the fee on the receiver moves the money once', async ({ page }) => {
  await openTransfer(page);
  await fill(page, '200');
  await page.getByRole('radio', { name: 'The receiver' }).check();
  await expect(page.getByLabel('Transfer summary')).toContainText('198.00');
  await page.getByRole('button', { name: 'Transfer', exact: true }).dblclick();
  await expect(page).toHaveURL(/\/memberTransfer\/list$/);
  const row = transferList(page).getByRole('row').filter({ hasText: RECEIVER });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('198.00');
  // The sender pays exactly the amount; the receiver bears the fee.
  await expect(mainBalance(page)).toContainText('12,650.75');
});

test('a wrong withdrawal password is refused on its field and nothing moves', async ({ page }) => {
  await openTransfer(page);
  await fill(page, '150', '1357');
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(page.getByText('The withdrawal password is incorrect.')).toBeVisible();
  await expect(page).toHaveURL(/\/memberTransfer\/transfer$/);
  await expect(mainBalance(page)).toContainText('12,850.75');
});
