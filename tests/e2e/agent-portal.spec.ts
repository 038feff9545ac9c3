import type { BrowserContext, Page } from '@playwright/test';
import {
  expect,
  fakeDb,
  signInAgentThroughTheForm,
  signInAsAgent,
  signOutThroughTheMenu,
  test,
} from './fixtures';

/** The agents' popup of display page 6 (mocks/seed/engage/messages.ts), counted as seen. */
async function agentPopupSeen(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const key = 'fortuna-seen-notices';
    const seen: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    const ids = Array.isArray(seen) ? seen : [];
    if (!ids.includes(86)) localStorage.setItem(key, JSON.stringify([...ids, 86]));
  });
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Agent menu' });
const toastText = async (page: Page, pattern: RegExp) => {
  const toast = page.getByText(pattern).first();
  await expect(toast).toBeVisible();
  return (await toast.textContent()) ?? '';
};

/** Registers a new member in the open registration dialog. */
async function register(page: Page, username: string) {
  const form = page.getByRole('dialog', { name: 'Register' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel(/^Password/).fill('s3cret!Pass');
  await form.getByLabel('Confirm password').fill('s3cret!Pass');
  await form.getByLabel('E-mail').fill(`${username}@example.com`);
  await form.getByLabel('Mobile number').fill('9123456789');
  await form.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
  await form.getByRole('button', { name: 'Register' }).click();
  return form;
}

/** The agent signs out from the header's own button; a member from the account menu. */
const signOutAgent = async (page: Page) => {
  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Register' })).toBeVisible();
};
const signOutMember = async (page: Page) => {
  await signOutThroughTheMenu(page);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Register' })).toBeVisible();
};

test('an agent signs in, reads two periods, recruits by link and QR code; the sign-ups appear with their registration type, a cancelled QR code refuses, and each token stays on its side', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await agentPopupSeen(context);
  await signInAgentThroughTheForm(page);
  await expect(page).toHaveURL(/\/agent\/dashboard$/);
  const figures = page.getByLabel('Figures of the period');
  // It opens on thirty days, a trend to read (issue 34), not on today's one bar.
  await expect(page.getByRole('button', { name: 'Last 30 days', pressed: true })).toBeVisible();
  const signUpsOfThePeriod = Number(
    await figures.getByText('Sign-ups').locator('xpath=following-sibling::dd').textContent(),
  );
  await expect(page.getByText('Net revenue', { exact: true }).first()).toBeVisible();
  const byDay = page.getByRole('table', { name: 'By day' });
  await expect(byDay.getByRole('row')).toHaveCount(31);
  await expect(page.locator('svg[role="presentation"]')).toBeVisible();
  await page.getByRole('button', { name: 'Last month' }).click();
  await expect(page).toHaveURL(/period=last_month/);
  await expect(async () =>
    expect(await byDay.getByRole('row').count()).toBeGreaterThan(28),
  ).toPass();

  // An invitation code and two QR codes; the second QR code is cancelled.
  await menu(page).getByRole('link', { name: 'Invitation codes' }).click();
  await page.getByRole('button', { name: 'Create code' }).click();
  const invite = /Code (\d{6}) created/.exec(await toastText(page, /Code \d{6} created/))?.[1];
  expect(invite).toBeDefined();
  await expect(page.getByRole('table', { name: 'Your invitation codes' })).toContainText(
    `/signup/${invite}`,
  );
  await menu(page).getByRole('link', { name: 'QR codes' }).click();
  const qrCodes = page.getByRole('table', { name: 'Your QR codes' });
  await expect(qrCodes).toBeVisible();
  const created: string[] = [];
  const rows = qrCodes.getByRole('row');
  for (let i = 0; i < 2; i++) {
    const before = await rows.count();
    await page.getByRole('button', { name: 'Create QR code' }).click();
    await expect(rows).toHaveCount(before + 1);
    // Newest first: the new code heads the list.
    const code = (await rows.nth(1).getByRole('cell').nth(1).textContent()) ?? '';
    expect(code).toMatch(/^QR\w{8}$/);
    await expect(qrCodes.getByRole('img', { name: `QR code ${code}` })).toBeVisible();
    created.push(code);
  }
  const [scanned = '', cancelled = ''] = created;
  await qrCodes.getByRole('button', { name: `Cancel code ${cancelled}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this QR code?' });
  await confirm.getByRole('button', { name: 'Cancel code' }).click();
  const cancelledRow = qrCodes.getByRole('row').filter({ hasText: cancelled });
  await expect(cancelledRow).toContainText('Cancel');
  await expect(cancelledRow.getByRole('button', { name: `Cancel code ${cancelled}` })).toHaveCount(
    0,
  );
  await signOutAgent(page);

  // A visitor registers through the invitation link: the code is filled in.
  await page.goto(`/signup/${invite}`);
  await expect(
    page.getByRole('dialog', { name: 'Register' }).getByLabel(/Referral code/),
  ).toHaveValue(invite ?? '');
  await expect(await register(page, 'invited777')).toBeHidden();
  // A member's token does not open the portal.
  await page.goto('/agent/dashboard');
  await expect(page).toHaveURL(/\/$/);
  await expect(menu(page)).toHaveCount(0);
  await signOutMember(page);

  // Another through the QR code: the code waits in the QRCODEID cookie until registration.
  await page.goto(`/signup/qr/${scanned}`);
  const qrNote = page.getByText(`You are registering with invitation QR code ${scanned}.`);
  await expect(qrNote).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'QRCODEID')?.value).toBe(scanned);
  await expect(await register(page, 'scanned777')).toBeHidden();
  expect((await context.cookies()).find((c) => c.name === 'QRCODEID')).toBeUndefined();
  await signOutMember(page);

  // The cancelled QR code registers no one, and is forgotten.
  await page.goto(`/signup/qr/${cancelled}`);
  const refused = await register(page, 'refused777');
  await expect(
    refused.getByText(
      'This invitation QR code can no longer be used. You can still register without it.',
    ),
  ).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'QRCODEID')).toBeUndefined();
  await refused.getByRole('button', { name: 'Cancel' }).click();

  // Back as the agent: both sign-ups in the period, with their registration type.
  await signInAgentThroughTheForm(page);
  await expect(figures.getByText('Sign-ups').locator('xpath=following-sibling::dd')).toHaveText(
    String(signUpsOfThePeriod + 2),
  );
  await menu(page).getByRole('link', { name: 'Downline' }).click();
  const downline = page.getByRole('table', { name: 'Members and agents under you' });
  await expect(downline.getByRole('row').filter({ hasText: 'invited777' })).toContainText(
    'Invitation code',
  );
  await expect(downline.getByRole('row').filter({ hasText: 'scanned777' })).toContainText(
    'QR code',
  );
  await expect(downline.getByRole('row').filter({ hasText: 'refused777' })).toHaveCount(0);

  // An agent's token does not use the member centre: the page sends it home, the API refuses.
  await page.goto('/member/management/gameBalance');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Agent portal' })).toBeVisible();
  const status = await page.evaluate(async () => {
    const stored = JSON.parse(localStorage.getItem('U-Token') ?? '{}') as { token?: string };
    const answer = await fetch('/api/member/userprofile?locale=en', {
      headers: { Authorization: `Bearer ${stored.token ?? ''}` },
    });
    return answer.status;
  });
  expect(status).toBe(403);
});

test('a credit transfer with each fee bearer moves the right amounts once on a double click', async ({
  page,
  context,
}) => {
  await agentPopupSeen(context);
  await signInAsAgent(page, '/agent/creditTransfer');
  await expect(page).toHaveURL(/\/agent\/creditTransfer\/transfer$/);
  const credit = page.getByLabel('Credit balance', { exact: true });
  await expect(credit).toContainText('25,000.00');
  const recipient = page.getByRole('combobox', { name: /^Recipient/ });
  const options = recipient.getByRole('option');
  await expect(options.nth(1)).toBeAttached();
  const name = ((await options.nth(1).textContent()) ?? '').split(' · ')[0] ?? '';
  const preview = page.getByLabel('What this transfer does');
  const balanceOf = async (username: string) => {
    const [account] = await fakeDb(page).find<{ money: string }>('accounts', { username });
    return account?.money ?? '';
  };
  const before = Number(await balanceOf(name));

  // Fee bearer 1 (the agent, the default): 1.5 % of 1,234.00 is 18.51; the agent pays
  // 1,252.51 and the recipient gets 1,234.00.
  await recipient.selectOption({ index: 1 });
  await page.getByRole('textbox', { name: /^Amount/ }).fill('1234');
  await expect(page.getByRole('radio', { name: 'I pay the fee' })).toBeChecked();
  await expect(preview).toContainText('18.51');
  await expect(preview).toContainText('1,252.51');
  await page.getByRole('button', { name: 'Transfer', exact: true }).dblclick();
  await expect(page).toHaveURL(/\/creditTransfer\/list$/);
  const list = page.getByRole('table', { name: 'Your credit transfers' });
  const rows = (amount: string) =>
    list.getByRole('row').filter({ hasText: name }).filter({ hasText: amount });
  await expect(rows('1,234.00')).toHaveCount(1);
  await expect(credit).toContainText('23,747.49');

  // Fee bearer 2 (the recipient): 1.5 % of 567.00 is 8.51 (half up); the agent pays 567.00
  // and the recipient gets 558.49.
  await page
    .getByRole('navigation', { name: 'Credit transfer views' })
    .getByRole('link', { name: 'Transfer', exact: true })
    .click();
  await recipient.selectOption({ index: 1 });
  await page.getByRole('textbox', { name: /^Amount/ }).fill('567');
  await page.getByRole('radio', { name: 'The recipient pays' }).check();
  await expect(preview).toContainText('558.49');
  await page.getByRole('button', { name: 'Transfer', exact: true }).dblclick();
  await expect(page).toHaveURL(/\/creditTransfer\/list$/);
  await expect(rows('558.49')).toHaveCount(1);
  await expect(credit).toContainText('23,180.49');
  expect(Number(await balanceOf(name)) - before).toBeCloseTo(1792.49, 2);
});

test('on a phone the agent menu is a row of links with the current screen marked and in view', async ({
  page,
}) => {
  await agentPopupSeen(page.context());
  await page.setViewportSize({ width: 360, height: 780 });
  await signInAsAgent(page);
  // One menu on a phone: the side menu is not drawn.
  const row = menu(page);
  await expect(row).toHaveCount(1);
  const current = () => row.locator('[aria-current="page"]');
  await expect(current()).toHaveAccessibleName('Dashboard');
  expect(await row.getByRole('tab').count()).toBe(0);
  // The row's last screen, opened from its address: the row scrolls to show it.
  const last = await row.getByRole('link').last().getAttribute('href');
  expect(last).toMatch(/^\/agent\//);
  await page.goto(last ?? '/agent/dashboard');
  await expect(current()).toHaveAttribute('href', last ?? '');
  await expect(current()).toBeInViewport({ ratio: 0.99 });
  await expect(row.getByRole('link').first()).not.toBeInViewport();
});
