import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_CODE } from '@mocks/lib/account-codes';
import { installFakeBackend } from '@mocks/test-utils';
import { renderScreen } from '@/testing/render-screen';
import { authPaths } from '../paths';
import { RetrieveRoute } from './retrieve';

const backend = installFakeBackend();
const DEMO = { username: 'demo001', email: 'juan.delacruz@example.com' };

/** How many codes the fake has sent this hour for the demo member's reset. */
const sends = () =>
  backend
    .fake()
    .ctx.db.verificationCodes.findMany((q) => q.where({ purpose: 'password_reset' }))
    .reduce((total, code) => total + code.window_sends, 0);

async function askForCode() {
  const rendered = await renderScreen(
    [{ path: authPaths.retrieve(), element: <RetrieveRoute /> }],
    {
      path: authPaths.retrieve(),
    },
  );
  await rendered.user.type(await screen.findByLabelText(/^Username/), DEMO.username);
  await rendered.user.type(screen.getByLabelText(/^E-mail/), DEMO.email);
  await rendered.user.click(screen.getByRole('button', { name: 'Send the code' }));
  expect(await screen.findByText(`We sent a 6-digit code to ${DEMO.email}.`)).toBeInTheDocument();
  return rendered;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the password reset (spec §2: fill in e-mail, fill in code, change password, done)', () => {
  it("the code step offers 'Resend code' once the send's resend_after countdown has run out", async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], shouldAdvanceTime: true });
    const { user } = await askForCode();
    expect(screen.getByRole('button', { name: /^Resend code in (60|59) s$/ })).toBeDisabled();

    // The site's clock and the fake's move on together.
    act(() => vi.advanceTimersByTime(61_000));
    await user.click(await screen.findByRole('button', { name: 'Resend code' }));
    expect(
      await screen.findByText(`We sent a new 6-digit code to ${DEMO.email}.`),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Resend code in (60|59) s$/ })).toBeDisabled();
    expect(sends()).toBe(2);

    await user.type(screen.getByLabelText(/^Verification code/), `${DEMO_CODE}{Enter}`);
    expect(await screen.findByLabelText(/^New password/)).toBeInTheDocument();
  });

  it("'Change e-mail' goes back to the first step with what was typed, and the same address within the countdown does not send again", async () => {
    const { user } = await askForCode();
    await user.click(screen.getByRole('button', { name: 'Change e-mail' }));
    const email = await screen.findByLabelText(/^E-mail/);
    expect(email).toHaveValue(DEMO.email);
    expect(email).toHaveFocus();
    expect(screen.getByLabelText(/^Username/)).toHaveValue(DEMO.username);

    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(await screen.findByRole('button', { name: /^Resend code in \d+ s$/ })).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sends()).toBe(1);

    // Another address is sent to: the fake refuses one that is not the member's.
    await user.click(screen.getByRole('button', { name: 'Change e-mail' }));
    await user.clear(await screen.findByLabelText(/^E-mail/));
    await user.type(screen.getByLabelText(/^E-mail/), 'someone.else@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(await screen.findByText('Invalid Email')).toBeInTheDocument();
  });

  it("a send too soon after the last is refused in the member's language", async () => {
    const first = await backend.call('POST', '/member/forget_password_via_email', { body: DEMO });
    expect(first.status).toBe(200);
    const rendered = await renderScreen(
      [{ path: authPaths.retrieve(), element: <RetrieveRoute /> }],
      { path: authPaths.retrieve() },
    );
    await rendered.user.type(await screen.findByLabelText(/^Username/), DEMO.username);
    await rendered.user.type(screen.getByLabelText(/^E-mail/), DEMO.email);
    await rendered.user.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(
      await screen.findByText('Codes were asked for too often. Wait a moment, then try again.'),
    ).toBeInTheDocument();
  });
});
