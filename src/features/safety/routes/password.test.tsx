import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeBackend } from '@mocks/test-utils';
import { CROSS_TAB_KEY, getToken, setToken } from '@/api/session';
import { readJson } from '@/shared/lib/storage';
import { renderScreen } from '@/testing/render-screen';
import { safetyPaths } from '../paths';
import { PasswordRoute } from './password';

const backend = installFakeBackend();

async function openSignedIn() {
  setToken(await backend.signIn(), null, 'member');
  return renderScreen(<PasswordRoute />, { path: safetyPaths.password() });
}

async function fill(
  user: Awaited<ReturnType<typeof openSignedIn>>['user'],
  old: string,
  password: string,
  confirmation = password,
) {
  await user.type(screen.getByLabelText(/^Current password/), old);
  await user.type(screen.getByLabelText(/^New password/), password);
  await user.type(screen.getByLabelText(/^Confirm the new password/), confirmation);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('login password screen (spec §2 /member/safety pass)', () => {
  it('changes the password: the session goes on under the new token, the other tabs are told, the old password no longer signs in', async () => {
    const { user } = await openSignedIn();
    const before = getToken()?.token;
    expect(screen.getByRole('heading', { level: 1, name: 'Login password' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(
      '6 to 20 characters',
    );

    await fill(user, 'demo1234', 'brand-new9');

    expect(
      await screen.findByText(/^Your password has been changed\. Your other tabs/),
    ).toBeVisible();
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
    const after = getToken()?.token;
    expect(after).toEqual(expect.any(String));
    expect(after).not.toBe(before);
    expect(await backend.statusOf('GET', '/member/userprofile', { token: after })).toBe(200);
    expect(readJson<{ type: string }>(CROSS_TAB_KEY)?.type).toBe('password-changed');
    await expect(backend.signIn('demo001', 'demo1234')).rejects.toThrow();
    expect(await backend.signIn('demo001', 'brand-new9')).toEqual(expect.any(String));
  });

  it('a wrong current password is refused on its field, and nothing is broadcast', async () => {
    const { user } = await openSignedIn();
    const before = getToken()?.token;
    localStorage.removeItem(CROSS_TAB_KEY);

    await fill(user, 'not-my-pass', 'brand-new9');

    expect(await screen.findByText('The old password is incorrect')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Current password/)).toHaveAccessibleDescription(
      'The old password is incorrect',
    );
    expect(getToken()?.token).toBe(before);
    expect(readJson(CROSS_TAB_KEY)).toBeNull();
  });

  it("a fifth wrong current password in a row locks the account, told in the member's language with its minutes", async () => {
    setToken(await backend.signIn(), null, 'member');
    // Four wrong ones since (the fake counts them with the sign-in's).
    await backend.fake().ctx.db.accounts.update((q) => q.where({ id: 10001 }), {
      data(account) {
        account.failed_logins = 4;
      },
    });
    const { user } = await renderScreen(<PasswordRoute />, { path: safetyPaths.password() });
    await fill(user, 'not-my-pass', 'brand-new9');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many wrong passwords. Try again in 15 minutes.',
    );
  });

  it('checks the rules before sending: length, Password Not Same, same as the current one', async () => {
    const { user } = await openSignedIn();
    await fill(user, 'demo1234', 'short', 'shorter');
    expect(await screen.findByText('The password must be 6 to 20 characters')).toBeInTheDocument();
    expect(screen.getByText('Password Not Same')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), 'demo1234');
    await user.clear(screen.getByLabelText(/^Confirm the new password/));
    await user.type(screen.getByLabelText(/^Confirm the new password/), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('The new password must differ from the current one'),
    ).toBeInTheDocument();
  });
});
