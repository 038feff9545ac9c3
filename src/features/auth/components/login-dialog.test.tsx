import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeBackend } from '@mocks/test-utils';
import { getToken } from '@/api/session';
import { sitePaths } from '@/shared/lib/paths';
import { renderScreen } from '@/testing/render-screen';
import { LoginDialog } from './login-dialog';

const backend = installFakeBackend();
const WITHDRAW = '/withdraw-here';

/** The demo member takes a 24-hour time-out through the API, which ends that session. */
async function timeOut() {
  const token = await backend.signIn();
  const started = await backend.call('POST', '/member/protection/exclusion', {
    token,
    body: { kind: 'timeout', duration: '24h', confirm: true },
    headers: { 'Idempotency-Key': backend.key() },
  });
  expect(started.status).toBe(200);
}

async function signInDuringTimeOut() {
  const rendered = await renderScreen(
    [
      {
        path: sitePaths.home(),
        element: (
          <LoginDialog
            open
            onClose={() => undefined}
            onSwitchToRegister={() => undefined}
            withdrawHome={WITHDRAW}
          />
        ),
      },
      { path: WITHDRAW, element: <p>Withdrawal</p> },
    ],
    { path: sitePaths.home() },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
  await rendered.user.type(within(dialog).getByLabelText(/^Username/), 'demo001');
  await rendered.user.type(within(dialog).getByLabelText(/^Password/), 'demo1234');
  await rendered.user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
  return { ...rendered, dialog };
}

describe('sign-in during a time-out (UKGC RTS 12)', () => {
  it('is refused with the end date, and offers to sign in only to withdraw the balance', async () => {
    await timeOut();
    const { user, dialog } = await signInDuringTimeOut();

    expect(
      await within(dialog).findByText(
        /^Your account is in a time-out until \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.$/,
      ),
    ).toBeVisible();
    expect(getToken()).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Withdraw my balance' }));
    expect(await screen.findByText('Withdrawal')).toBeVisible();
    expect(getToken()?.token).toEqual(expect.any(String));
  });
});
