import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { advanceClock, resetClock } from '@mocks/lib/clock';
import { installFakeBackend } from '@mocks/test-utils';
import type { ProtectionSession } from '@/api/generated/model';
import { getToken, setToken } from '@/api/session';
import { recordPaths } from '@/features/records';
import { sitePaths } from '@/shared/lib/paths';
import { renderScreen } from '@/testing/render-screen';
import { SessionWidget } from './session-widget';

const backend = installFakeBackend();
const MINUTE_MS = 60_000;

afterEach(() => {
  vi.useRealTimers();
  resetClock();
});

/** Signs in with a 15-minute reality check, then lets 16 minutes pass on every clock. */
async function dueRealityCheck() {
  const token = await backend.signIn();
  setToken(token, null, 'member');
  const set = await backend.call('PUT', '/member/protection/reality-check', {
    token,
    body: { minutes: 15 },
  });
  expect(set.status).toBe(200);
  // The site and the fake read the same clock (Date): both move on.
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(Date.now() + 16 * MINUTE_MS);
  const rendered = await renderScreen(
    [
      { path: sitePaths.home(), element: <SessionWidget /> },
      { path: recordPaths.bet(), element: <p>Bet records</p> },
    ],
    { path: sitePaths.home() },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
  return { ...rendered, token, dialog };
}

describe('reality check (UKGC RTS 13)', () => {
  it('opens over the page once its interval has passed on the server, with the session so far and focus on Continue', async () => {
    const { dialog } = await dueRealityCheck();
    expect(within(dialog).getByText(/^You have been playing for 0:1[6-7]:\d\d\./)).toBeVisible();
    for (const label of ['Time since sign-in', 'Wagered', 'Won', 'Net position'])
      expect(within(dialog).getByText(label)).toBeVisible();
    await vi.waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Continue' })).toHaveFocus(),
    );
    // The header clock says the time and the net position to a screen reader (behind the
    // modal dialog for now).
    expect(
      screen.getByRole('status', {
        name: /^Session time 0:1[6-7]:\d\d, net position/,
        hidden: true,
      }),
    ).toBeInTheDocument();
  });

  it('counts on the server clock: due on the server while the device clock lags, it opens', async () => {
    const token = await backend.signIn();
    setToken(token, null, 'member');
    await backend.call('PUT', '/member/protection/reality-check', {
      token,
      body: { minutes: 15 },
    });
    // Only the server's clock moves on: the device's still reads the time of sign-in.
    advanceClock(16 * MINUTE_MS);
    await renderScreen([{ path: sitePaths.home(), element: <SessionWidget /> }], {
      path: sitePaths.home(),
    });
    expect(await screen.findByRole('dialog', { name: 'Reality check' })).toBeVisible();
  });

  it('Continue acknowledges it: the dialog closes and the next check is one interval later', async () => {
    const { user, dialog, token } = await dueRealityCheck();
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const session = await backend.get<ProtectionSession>('/member/protection/session', token);
    expect(session.body.data.reality_check_due_at).toBeGreaterThanOrEqual(
      Math.floor(Date.now() / 1000) + 14 * 60,
    );
  });

  it('See my history acknowledges it and opens the bet records', async () => {
    const { user, dialog } = await dueRealityCheck();
    await user.click(within(dialog).getByRole('button', { name: 'See my history' }));
    expect(await screen.findByText('Bet records')).toBeVisible();
  });

  it('Sign out ends the session', async () => {
    const { user, dialog } = await dueRealityCheck();
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await vi.waitFor(() => expect(getToken()).toBeNull());
  });
});
