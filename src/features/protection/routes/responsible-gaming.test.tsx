import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { installFakeBackend } from '@mocks/test-utils';
import type { ProtectionSettings } from '@/api/generated/model';
import { getToken, setToken } from '@/api/session';
import { formatAmount } from '@/shared/lib/money';
import { sitePaths } from '@/shared/lib/paths';
import { stubMatchMedia } from '@/testing/match-media';
import { DialogHost } from '@/shared/ui/dialogs';
import { renderScreen } from '@/testing/render-screen';
import { protectionPaths } from '../paths';
import { ResponsibleGamingRoute } from './responsible-gaming';

const backend = installFakeBackend();

async function setLimit(token: string, period: string, amount: string | null) {
  const answer = await backend.call<{ data: ProtectionSettings }>(
    'PUT',
    `/member/protection/limits/deposit/${period}`,
    { token, body: { amount }, headers: { 'Idempotency-Key': backend.key() } },
  );
  expect(answer.status).toBe(200);
  return answer.body.data;
}

async function open(fresh = false) {
  // A member just registered has deposited nothing: every limit remains whole.
  const token = fresh ? await backend.register() : await backend.signIn();
  setToken(token, null, 'member');
  return { token };
}

async function show() {
  const rendered = await renderScreen(
    [
      {
        // The alerts asked from anywhere (a refusal, an exclusion's end date), over any route.
        element: (
          <>
            <Outlet />
            <DialogHost />
          </>
        ),
        children: [
          { path: protectionPaths.responsibleGaming(), element: <ResponsibleGamingRoute /> },
          { path: sitePaths.home(), element: <p>Home</p> },
        ],
      },
    ],
    { path: protectionPaths.responsibleGaming() },
  );
  await screen.findByRole('heading', { level: 2, name: 'Deposit limits' });
  return rendered;
}

const card = (name: string) => screen.getByRole('article', { name });

/** Opens the daily deposit limit's dialog, types the new limit and asks for its review. */
async function reviewDailyLimit(user: UserEvent, amount: string) {
  await user.click(screen.getByRole('button', { name: 'Change the daily deposit limit' }));
  const dialog = await screen.findByRole('dialog', { name: 'Your daily deposit limit' });
  const field = within(dialog).getByLabelText(/^New limit/);
  await user.clear(field);
  await user.type(field, amount);
  await user.click(within(dialog).getByRole('button', { name: 'Review' }));
  return dialog;
}

describe('responsible gaming screen (UKGC RTS 12-14, MGA player protection)', () => {
  it('lowest limit applies: says what may still be deposited under the lowest of the limits', async () => {
    const { token } = await open(true);
    await setLimit(token, 'day', '500');
    const settings = await setLimit(token, 'week', '300');
    const week = settings.deposit_limits.find((limit) => limit.period === 'week');
    await show();

    expect(week?.remaining).toBe('300.00');
    expect(
      screen.getByText(
        `You can deposit ${settings.currency} ${formatAmount(week?.remaining)} more now (your weekly limit).`,
      ),
    ).toBeVisible();
    expect(
      within(card('daily deposit limit')).getByText(`${settings.currency} 500.00`),
    ).toBeVisible();
  });

  it('decrease at once: a lower limit is reviewed as applying at once and is in force after confirming', async () => {
    const { token } = await open();
    const { currency } = await setLimit(token, 'day', '200');
    const { user } = await show();

    const dialog = await reviewDailyLimit(user, '100');

    expect(
      within(dialog).getByText(
        `Your daily deposit limit changes from ${currency} 200.00 to ${currency} 100.00.`,
      ),
    ).toBeVisible();
    expect(within(dialog).getByText('It applies at once.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    // The dialog closes once the server has the new limit (the page behind it is hidden until).
    await waitForElementToBeRemoved(dialog);

    expect(
      await within(card('daily deposit limit')).findByText(`${currency} 100.00`),
    ).toBeVisible();
  });

  it('increase after 24 hours: a higher limit waits, is shown pending with its date, and can be cancelled', async () => {
    const { token } = await open();
    const { currency } = await setLimit(token, 'day', '200');
    const { user } = await show();

    const dialog = await reviewDailyLimit(user, '500');
    expect(within(dialog).getByText(/applies 24 hours after you confirm/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitForElementToBeRemoved(dialog);

    const daily = card('daily deposit limit');
    expect(
      await within(daily).findByText(new RegExp(`^Changes to ${currency} 500\\.00 on \\d{4}-`)),
    ).toBeVisible();
    // The limit in force stays until then.
    expect(within(daily).getByText(`${currency} 200.00`)).toBeVisible();

    await user.click(
      within(daily).getByRole('button', { name: 'Cancel change: daily deposit limit' }),
    );
    await expect.poll(() => within(daily).queryByText(/^Changes to/)).toBeNull();
    expect(within(daily).getByText(`${currency} 200.00`)).toBeVisible();
  });

  it("a pending change already gone is refused with the server's reason, and the screen keeps the limit in force", async () => {
    const { token } = await open();
    const { currency } = await setLimit(token, 'day', '200');
    await setLimit(token, 'day', '500');
    const { user } = await show();
    const daily = card('daily deposit limit');
    await within(daily).findByText(/^Changes to/);
    // Cancelled meanwhile elsewhere (another tab, another device).
    const gone = await backend.call('DELETE', '/member/protection/limits/deposit/day', { token });
    expect(gone.status).toBe(200);

    await user.click(
      within(daily).getByRole('button', { name: 'Cancel change: daily deposit limit' }),
    );
    const refusal = await screen.findByRole('alertdialog');
    expect(refusal).toHaveTextContent('No change of this limit is waiting.');
    await user.click(within(refusal).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(daily).getByText(`${currency} 200.00`)).toBeVisible();
  });

  it('exclusion: the confirmation states what follows and needs a positive confirmation; then the session ends', async () => {
    await open();
    const { user } = await show();

    await user.click(screen.getByRole('button', { name: 'Take a time-out or self-exclude' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take a break' });
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));

    expect(within(dialog).getByText(/^You are taking a time-out of 24 hours, until/)).toBeVisible();
    for (const text of [
      /cannot sign in to play until it ends/,
      /no marketing/,
      /still sign in to withdraw your balance/,
      /cannot be shortened or ended early/,
    ])
      expect(within(dialog).getByText(text)).toBeVisible();
    const start = within(dialog).getByRole('button', { name: 'Start the time-out' });
    expect(start).toBeDisabled();

    await user.click(
      within(dialog).getByRole('checkbox', { name: 'I understand and want to take this time-out' }),
    );
    await user.click(start);

    // Signed out, home, and told until when.
    const started = await screen.findByRole('alertdialog');
    expect(started).toHaveTextContent(/^Your time-out has started\. .* until \d{4}-/);
    await user.click(within(started).getByRole('button', { name: 'OK' }));
    expect(screen.getByText('Home')).toBeVisible();
    await expect.poll(() => getToken()).toBeNull();
    const signIn = await backend.signInAnswer();
    expect(signIn.status).toBe(423);
    expect(signIn.body).toMatchObject({ code: 'ACCOUNT_TIMED_OUT', ends_at: expect.any(Number) });
  });

  it('account history: the last 3 months on screen, the last 12 on request', async () => {
    await open();
    const { user } = await show();
    const history = await screen.findByRole('table');
    // Header row, 3 months and the total.
    expect(within(history).getAllByRole('row')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Show the last 12 months' }));
    await expect.poll(() => within(screen.getByRole('table')).getAllByRole('row').length).toBe(14);
  });

  it('account history on a phone: each month and the total a card of its six figures', async () => {
    // A 360 px wide window.
    stubMatchMedia((query) => {
      const max = /max-width:\s*([\d.]+)px/.exec(query);
      return max ? 360 <= Number(max[1]) : false;
    });
    await open();
    await show();
    const months = await screen.findByRole('list', { name: 'The last 3 months, newest first' });
    const cards = within(months).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    expect(within(cards[3]!).getByRole('heading', { name: 'Total' })).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Net deposits')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
