import { type Page } from '@playwright/test';
import { expect, fakeDb, signInAsDemo, test, visit } from './fixtures';

const WITHDRAW = '/member/management/withdraw';
/** The demo member's withdrawal password (mocks/README.md). */
const WITHDRAW_PASSWORD = '2468';

const amountField = (page: Page) => page.getByRole('textbox', { name: /^Amount/ });
const withdrawButton = (page: Page) => page.getByRole('button', { name: 'Withdraw', exact: true });
const stepTimes = (page: Page) => page.getByRole('list', { name: 'When each step happened' });

/** The demo member without a bank card or a withdrawal password, set in the page's fake. */
async function withoutWithdrawalSetup(page: Page): Promise<void> {
  const db = fakeDb(page);
  await db.delete('bankCards', { account_id: 10001 });
  await db.delete('withdrawPasswords', { account_id: 10001 });
}

test('spec §2 missing-setup redirects: no bank card, then no withdrawal password, each set up and back to the withdrawal; then the card is deleted', async ({
  page,
}) => {
  await signInAsDemo(page);
  await withoutWithdrawalSetup(page);
  await visit(page, WITHDRAW);

  // No bank card: the add-bank-card tab, saying why.
  await expect(page).toHaveURL(/\/withdraw\/bank\?back=withdraw$/);
  await expect(page.getByText(/^Add a bank account to withdraw to/)).toBeVisible();
  await expect(page.getByText('No bank account yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add bank account' }).click();
  await expect(page.getByText('Please select a bank')).toBeVisible();
  await page.getByRole('combobox', { name: /^Bank/ }).click();
  await page.getByRole('option', { name: 'BDO Unibank' }).click();
  await page.getByRole('textbox', { name: /^Card or account number/ }).fill('6222020200115566');
  await page.getByRole('textbox', { name: /^Account name/ }).fill('Juan Dela Cruz');
  await page.getByRole('textbox', { name: /^Bank branch/ }).fill('Makati Main');
  await page.getByRole('button', { name: 'Add bank account' }).click();

  // Back to the withdrawal, which finds no withdrawal password: its set-up page.
  await expect(page).toHaveURL(/\/member\/safety\/withdrawPass\?back=withdraw$/);
  await expect(page.getByRole('heading', { name: 'Set your withdrawal password' })).toBeVisible();
  await page.getByLabel(/^New withdrawal password/).fill('1357');
  await page.getByLabel(/^Confirm the new withdrawal password/).fill('1358');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Password Not Same')).toBeVisible();
  await page.getByLabel(/^Confirm the new withdrawal password/).fill('1357');
  await page.getByRole('button', { name: 'Save' }).click();

  // Everything set: the form, with the card just added.
  await expect(page).toHaveURL(/\/withdraw\/submit$/);
  await expect(page.getByRole('heading', { name: 'Withdraw to your bank account' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Bank account/ })).toHaveText(
    'BDO Unibank **** **** 5566',
  );

  // The card in the bank accounts tab, masked, and deleted after a confirmation.
  await page
    .getByRole('navigation', { name: 'Withdrawal views' })
    .getByRole('link', { name: 'Bank accounts' })
    .click();
  const cards = page.getByRole('list', { name: 'Your bank accounts' });
  await expect(cards.getByText('**** **** 5566')).toBeVisible();
  await expect(cards.getByText('6222020200115566')).toHaveCount(0);
  await cards.getByRole('button', { name: /^Delete BDO Unibank/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete bank account' });
  await expect(confirm).toContainText('You will no longer be able to withdraw to it.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No bank account yet')).toBeVisible();
});

test('spec §2 missing-setup redirects: incomplete personal info goes to the personal info page, which says what is missing and, once saved, goes back to the withdrawal', async ({
  page,
}) => {
  await signInAsDemo(page);
  // The demo member without a real name and a birthday, set in the page's fake.
  await fakeDb(page).update('accounts', { id: 10001 }, { real_name: '' });
  await fakeDb(page).update('personalInfo', { account_id: 10001 }, { birthday: null });
  await visit(page, WITHDRAW);

  await expect(page).toHaveURL(/\/member\/personal\/infoSetting\?back=/);
  await expect(
    page.getByText(
      /^Your withdrawal needs your personal info\. Still missing: real name, birthday\./,
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please enter your real name')).toBeVisible();
  await expect(page.getByText('Please select your birthday')).toBeVisible();
  await page.getByRole('textbox', { name: /^Real name/ }).fill('Juan Dela Cruz');
  const birthday = page.getByRole('group', { name: /^Birthday/ });
  await birthday.getByRole('spinbutton', { name: 'Year' }).click();
  await page.keyboard.type('19920814');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/member\/management\/withdraw\/submit$/);
  await expect(page.getByRole('heading', { name: 'Withdraw to your bank account' })).toBeVisible();
});

test('a withdrawal refused for the limit, the balance, the rollover and the password, then made and tracked through its four steps to Payment Success on the fake clock', async ({
  page,
}) => {
  // The page's clock is the fake's too: moving it on moves the withdrawal on, and the
  // tracker's refresh timer with it (no waiting for real minutes or seconds).
  await page.clock.install();
  await signInAsDemo(page, WITHDRAW);
  await expect(page).toHaveURL(/\/withdraw\/submit$/);
  await expect(page.getByRole('heading', { name: 'Withdraw', level: 1 })).toBeVisible();
  const rules = page.getByLabel('Withdrawal rules');
  await expect(rules).toContainText('100.00 – 50,000.00');
  await expect(rules).toContainText('11,831.87');
  // The bonus still being wagered, and what it holds back.
  await expect(
    page.getByRole('progressbar', { name: /^Weekend Reload 50%: Wagered 8,450.00 of 24,000.00/ }),
  ).toBeVisible();

  await amountField(page).fill('50');
  await page.getByLabel(/^Withdrawal password/).fill(WITHDRAW_PASSWORD);
  await withdrawButton(page).click();
  await expect(page.getByText('The amount does not meet the withdrawal limit')).toBeVisible();
  await amountField(page).fill('13000');
  await withdrawButton(page).click();
  await expect(page.getByText('Excess balance')).toBeVisible();
  await amountField(page).fill('12000');
  await withdrawButton(page).click();
  await expect(page.getByText(/at most 11831\.87 can be withdrawn now$/)).toBeVisible();

  // The fee and the actual amount before confirming; the server refuses a wrong password.
  await amountField(page).fill('500');
  const summary = page.getByLabel('Withdrawal summary');
  await expect(summary).toContainText('2.50');
  await expect(summary).toContainText('497.50');
  await page.getByLabel(/^Withdrawal password/).fill('9999');
  await withdrawButton(page).click();
  await expect(page.getByText('The withdrawal password is incorrect.')).toBeVisible();

  await page.getByLabel(/^Withdrawal password/).fill(WITHDRAW_PASSWORD);
  await withdrawButton(page).click();
  await expect(page.getByRole('heading', { name: 'Withdrawal submitted' })).toBeVisible();
  await expect(page.getByRole('banner').getByLabel('Main wallet balance')).toContainText(
    '12,350.75',
  );
  await expect(stepTimes(page)).toContainText('VerificationUnder way');

  // The back office verifies it a minute later, then pays it out: the tracker follows.
  await page.clock.fastForward('01:05');
  await expect(stepTimes(page)).toContainText('TransferUnder way');
  await page.clock.fastForward('05:00');
  await expect(stepTimes(page)).toContainText(/Payment Success\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  await page.getByRole('link', { name: 'See all withdrawals' }).click();
  const row = page.getByRole('table', { name: 'Withdrawal records' }).getByRole('row').nth(1);
  await expect(row).toContainText('Success');
  await expect(row).toContainText('497.50');
});

test("spec §4: cancel of a Pending withdrawal asks 'Cancel Withdraw, Confirm?' and returns the amount", async ({
  page,
}) => {
  await signInAsDemo(page, `${WITHDRAW}/record`);
  const table = page.getByRole('table', { name: 'Withdrawal records' });
  const cancel = table.getByRole('button', { name: /^Cancel withdrawal / });
  await expect(cancel).toHaveCount(1);
  const balanceBefore = await page
    .getByRole('banner')
    .getByLabel('Main wallet balance')
    .textContent();
  await cancel.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Cancel Withdraw, Confirm?');
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(cancel).toHaveCount(1);
  await cancel.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(
    page.getByText('Withdrawal cancelled; the amount is back in your main wallet'),
  ).toBeVisible();
  await expect(cancel).toHaveCount(0);
  await expect(page.getByRole('banner').getByLabel('Main wallet balance')).not.toHaveText(
    balanceBefore ?? '',
  );
});
