import { type Page } from '@playwright/test';
import { expect, signInAsDemo, test, visit } from './fixtures';

const RESPONSIBLE_GAMING = '/member/safety/responsible-gaming';
const DEPOSIT = '/member/management/deposits/deposit';

interface MoneyLimitView {
  period: string;
  amount: string | null;
  used: string;
  pending?: { amount: string | null; effective_at: number };
}
interface Settings {
  currency: string;
  deposit_limits: MoneyLimitView[];
}

/**
 * Calls the fake's API as the signed-in member (state the journey is not about is set here,
 * not with clicks). Money-moving calls carry a fresh idempotency key.
 */
async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const stored = JSON.parse(localStorage.getItem('U-Token') ?? 'null') as {
        token: string;
      } | null;
      const response = await fetch(`/api${path}?locale=en`, {
        method,
        headers: {
          'Content-Type': 'application/json',
          'Idempotency-Key': crypto.randomUUID(),
          ...(stored ? { Authorization: `Bearer ${stored.token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return ((await response.json()) as { data: unknown }).data;
    },
    { method, path, body },
  ) as Promise<T>;
}

const dailyCard = (page: Page) => page.getByRole('article', { name: 'daily deposit limit' });

/** Changes the daily deposit limit through its review and confirmation. */
async function changeDailyLimit(page: Page, amount: string, timing: RegExp) {
  await page.getByRole('button', { name: 'Change the daily deposit limit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your daily deposit limit' });
  await dialog.getByLabel(/^New limit/).fill(amount);
  await dialog.getByRole('button', { name: 'Review' }).click();
  await expect(dialog.getByText(timing)).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
}

test('a daily deposit limit: set it, deposit up to it, and the next deposit is refused with what remains', async ({
  page,
}) => {
  await signInAsDemo(page, RESPONSIBLE_GAMING);
  const before = await api<Settings>(page, 'GET', '/member/protection');
  const used = Number(before.deposit_limits[0]?.used ?? '0');
  // Room for one deposit of 500 today.
  const limit = (used + 500).toFixed(2);
  await page.getByRole('button', { name: 'Set limit: daily deposit limit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your daily deposit limit' });
  await dialog.getByLabel(/^New limit/).fill(limit);
  await dialog.getByRole('button', { name: 'Review' }).click();
  await expect(dialog.getByText('It applies at once.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    page.getByText(`You can deposit ${before.currency} 500.00 more now (your daily limit).`),
  ).toBeVisible();

  await visit(page, DEPOSIT);
  const amount = page.getByRole('textbox', { name: /^Amount/ });
  await amount.fill('500');
  await page.getByRole('button', { name: 'Submit deposit' }).click();
  await expect(page.getByRole('heading', { name: 'Deposit submitted' })).toBeVisible();

  await page.getByRole('button', { name: /another deposit/i }).click();
  await page.getByRole('textbox', { name: /^Amount/ }).fill('100');
  await page.getByRole('button', { name: 'Submit deposit' }).click();
  await expect(
    page.getByText(/^Your daily deposit limit is reached: 0\.00 remains until \d{4}-\d{2}-\d{2} /),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Amount/ })).toHaveValue('100');
});

test("raising a limit waits 24 hours on the fake's clock and shows when it applies", async ({
  page,
}) => {
  await signInAsDemo(page);
  await api(page, 'PUT', '/member/protection/limits/deposit/day', { amount: '20000' });
  // An hour on the fake's clock: the change counts from the server's now, not the browser's.
  await page.evaluate(() =>
    (
      window as unknown as { __fortunaFake: { advanceClock: (m: number) => void } }
    ).__fortunaFake.advanceClock(60),
  );
  await visit(page, RESPONSIBLE_GAMING);
  await changeDailyLimit(page, '50000', /applies 24 hours after you confirm/);

  const pending = dailyCard(page).getByText(/^Changes to PHP 50,000\.00 on /);
  await expect(pending).toBeVisible();
  await expect(dailyCard(page).getByText('PHP 20,000.00')).toBeVisible();
  const after = await api<Settings>(page, 'GET', '/member/protection');
  const effectiveAt = after.deposit_limits[0]?.pending?.effective_at ?? 0;
  // 24 hours after the fake's now (an hour ahead of the browser's).
  const expected = Date.now() / 1000 + 60 * 60 + 24 * 60 * 60;
  expect(Math.abs(effectiveAt - expected)).toBeLessThan(120);
  await expect(
    dailyCard(page).getByRole('button', { name: 'Cancel change: daily deposit limit' }),
  ).toBeVisible();
});

test('a reality check comes after its interval, shows the session, and signs out', async ({
  page,
}) => {
  // The browser's clock moves the site and the in-page fake together.
  await page.clock.install();
  await signInAsDemo(page);
  await api(page, 'PUT', '/member/protection/reality-check', { minutes: 15 });
  await expect(
    page.getByRole('banner').getByRole('status', { name: /^Session time / }),
  ).toBeVisible();
  await page.clock.fastForward('16:00');

  const check = page.getByRole('dialog', { name: 'Reality check' });
  await expect(check).toBeVisible();
  await expect(check.getByText('Net position')).toBeVisible();
  await expect(check.getByRole('button', { name: 'Continue' })).toBeFocused();
  await check.getByRole('button', { name: 'Sign out' }).click();
  await expect(check).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('a time-out: confirmed with what follows, then sign-in is refused with its end and offers the withdrawal', async ({
  page,
}) => {
  await signInAsDemo(page, RESPONSIBLE_GAMING);
  await page.getByRole('button', { name: 'Take a time-out or self-exclude' }).click();
  const dialog = page.getByRole('dialog', { name: 'Take a break' });
  await dialog.getByRole('button', { name: 'Review' }).click();
  await expect(dialog.getByText('You can still sign in to withdraw your balance.')).toBeVisible();
  await dialog
    .getByRole('checkbox', { name: 'I understand and want to take this time-out' })
    .check();
  await dialog.getByRole('button', { name: 'Start the time-out' }).click();
  const started = page.getByRole('alertdialog').filter({ hasText: 'Your time-out has started' });
  await expect(started).toBeVisible();
  await started.getByRole('button').click();

  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const login = page.getByRole('dialog', { name: 'Sign In' });
  await login.getByLabel('Username').fill('demo001');
  await login.getByLabel(/^Password/).fill('demo1234');
  await login.getByRole('button', { name: 'Sign In' }).click();
  await expect(
    login.getByText(/^Your account is in a time-out until \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.$/),
  ).toBeVisible();
  await login.getByRole('button', { name: 'Withdraw my balance' }).click();
  await expect(page).toHaveURL(/\/member\/management\/withdraw/);
});

test('a session limit: once reached on the clock, the member is signed out with the reason', async ({
  page,
}) => {
  // The browser's clock moves the site and the in-page fake together.
  await page.clock.install();
  await signInAsDemo(page);
  await api(page, 'PUT', '/member/protection/session-limit', { minutes: 60 });
  const session = await api<{ ends_at: number | null; server_time: number }>(
    page,
    'GET',
    '/member/protection/session',
  );
  expect(session.ends_at).not.toBeNull();
  const left = (session.ends_at ?? 0) - session.server_time;
  const clock = page.getByRole('banner').getByRole('status', { name: /^Session time / });
  await expect(clock).toBeVisible();
  // A minute before the limit the session goes on.
  await page.clock.fastForward((left - 60) * 1000);
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Messages/ })
    .click();
  await expect(page.getByRole('table', { name: 'Your inbox' })).toBeVisible();
  await expect(page.getByRole('banner').getByLabel('Main wallet balance')).toBeVisible();
  // At the limit the server ends it, and the site signs out with the reason.
  await page.clock.fastForward(90_000);
  const ended = page.getByRole('alertdialog');
  await expect(ended).toContainText(
    'Your session time limit has been reached. You have been signed out.',
  );
  await ended.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(clock).toBeHidden();
});
