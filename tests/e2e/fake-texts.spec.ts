import { expect, signInAsDemo, test, visit } from './fixtures';

const TRADE_RECORDS = '/member/management/tradeRecords';
const INBOX = '/member/personal/message/inbox';

test('a member who switches to Thai reads the transaction types and the message titles the fake sends in Thai', async ({
  page,
}) => {
  await signInAsDemo(page, TRADE_RECORDS);
  const records = page.getByRole('main');
  await expect(
    records.getByRole('cell', { name: 'Transfer In', exact: true }).first(),
  ).toBeVisible();

  await page.getByRole('button', { name: /^EN – Language: / }).click();
  await page.getByRole('menuitem', { name: 'ไทย' }).click();
  // The same records, asked again in Thai: the fake answers the type's name in Thai.
  await expect(records.getByRole('cell', { name: 'โอนเข้า', exact: true }).first()).toBeVisible();
  await expect(records.getByRole('cell', { name: 'Transfer In', exact: true })).toHaveCount(0);

  await visit(page, INBOX);
  const title = 'แจ้งเตือนความปลอดภัย: มีการเข้าสู่ระบบใหม่';
  await page.getByRole('main').getByRole('button', { name: title, exact: true }).click();
  const message = page.getByRole('dialog', { name: title });
  await expect(message.getByText(/ระบบ/).first()).toBeVisible();
  await expect(message).toContainText('Chrome บน Android');
});
