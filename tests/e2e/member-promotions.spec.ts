import { depositSucceededNow, expect, signInAsDemo, test, visit } from './fixtures';

const CENTRE = '/member/management/promotion';

test('apply for a daily promotion, see the rollover it requires before applying, then the same rollover on the withdrawal; applied again only the next day', async ({
  page,
}) => {
  await signInAsDemo(page);
  // A reload bonus is paid on a deposit of the day (issue 33).
  await depositSucceededNow(page, '1000.00');
  await visit(page, `${CENTRE}/apply`);
  await expect(page.getByRole('heading', { name: 'My promotions centre', level: 1 })).toBeVisible();
  const card = page.getByRole('article', { name: '10% Daily Reload' });
  await expect(card).toContainText('Daily');
  await expect(card).toContainText('Apply with 100.00 to 20,000.00');
  await card.getByRole('button', { name: 'Apply' }).click();

  const dialog = page.getByRole('dialog', { name: 'Apply: 10% Daily Reload' });
  await dialog.getByRole('textbox', { name: /^Apply amount/ }).fill('1000');
  // 10% bonus, rollover (1,000 + 100) x 5, before applying.
  const preview = dialog.getByLabel('What this application gives and requires');
  await expect(preview).toContainText('100.00');
  await expect(preview).toContainText('5,500.00');
  await dialog.getByRole('button', { name: 'Apply now' }).click();
  await expect(dialog.getByText(/^Your bonus has been credited/)).toBeVisible();
  await expect(dialog.getByRole('status')).toContainText('5,500.00');
  await dialog.getByRole('button', { name: 'OK' }).click();
  // Daily: applied for today, open again tomorrow.
  await expect(card).toContainText(/Applied for this period; apply again from \d{4}-\d{2}-\d{2}/);
  await expect(card.getByRole('button', { name: 'Apply' })).toHaveCount(0);

  await visit(page, '/member/management/withdraw/submit');
  await expect(
    page.getByRole('progressbar', { name: /^10% Daily Reload: Wagered 0.00 of 5,500.00/ }),
  ).toBeVisible();
});

test('check in today and see the streak grow, once a day', async ({ page }) => {
  await signInAsDemo(page);
  await visit(page, `${CENTRE}/checkin`);
  const calendar = page.getByRole('list', { name: 'This cycle of 7 days' });
  await expect(calendar.getByRole('listitem')).toHaveCount(7);
  await expect(page.getByText('Streak: 2 days in a row')).toBeVisible();
  await expect(page.getByText("Today's reward: 10.00")).toBeVisible();
  await page.getByRole('button', { name: 'Check in' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Day 3 checked in' })).toBeVisible();
  await expect(page.getByText('Streak: 3 days in a row')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Checked in today' })).toBeDisabled();
  await expect(calendar.locator('[aria-current="date"]')).toContainText('Checked');
});

test('redeem a promo code: the required prompt, the server refusal on the field, then the bonus', async ({
  page,
}) => {
  await signInAsDemo(page);
  await visit(page, `${CENTRE}/code`);
  const code = page.getByRole('textbox', { name: /^Promo code/ });
  const redeem = page.getByRole('button', { name: 'Redeem' });
  await redeem.click();
  await expect(page.getByText('Please enter the promo code')).toBeVisible();
  await code.fill('LUCKY88');
  await redeem.click();
  await expect(code).toHaveAccessibleDescription(
    'This promo code is invalid or has already been used',
  );
  await code.fill('welcome100');
  await redeem.click();
  await expect(page.getByRole('status').filter({ hasText: 'Monthly Coupon Codes' })).toContainText(
    '100.00 credited',
  );
  await expect(code).toHaveValue('');
});

test('a daily mission completed by a deposit today is claimed once', async ({ page }) => {
  await signInAsDemo(page);
  await depositSucceededNow(page, '600.00');
  await visit(page, `${CENTRE}/mission`);
  const mission = page.getByRole('listitem', { name: 'Deposit 500.00 today' });
  await expect(mission).toContainText('500.00 of 500.00');
  await expect(
    page.getByRole('progressbar', { name: 'Deposit 500.00 today: 500.00 of 500.00' }),
  ).toHaveAttribute('aria-valuenow', '100');
  await mission.getByRole('button', { name: 'Claim' }).click();
  await expect(page.getByText('Reward 8.00 credited')).toBeVisible();
  await expect(mission.getByRole('button', { name: 'Claimed' })).toBeDisabled();
  await expect(mission).toContainText('Claimed');
});
