import { screen, within } from '@testing-library/react';
import { Outlet, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DEMO_CODE } from '@mocks/lib/account-codes';
import { advanceClock } from '@mocks/lib/clock';
import { installFakeBackend } from '@mocks/test-utils';
import { setToken } from '@/api/session';
import { ToastHost } from '@/shared/ui/toast-host';
import { renderScreen } from '@/testing/render-screen';
import { profilePaths } from '../paths';
import { PersonalInfoRoute } from './personal-info';

const backend = installFakeBackend();
const DEMO_MEMBER_ID = 10001;

const routes: RouteObject[] = [
  {
    element: (
      <>
        <Outlet />
        <ToastHost />
      </>
    ),
    children: [
      { path: profilePaths.info(), element: <PersonalInfoRoute /> },
      { path: '/member/management/withdraw/submit', element: <p>The withdrawal</p> },
    ],
  },
];

const db = () => backend.fake().ctx.db;
const signIn = async () => setToken(await backend.signIn());
const renderAt = (path: string) => renderScreen(routes, { path });
const field = (name: RegExp) => screen.getByRole('textbox', { name });

/** The birthday as the picker shows it (its sections' text). */
async function birthdayText(): Promise<string> {
  const group = await screen.findByRole('group', { name: /^Birthday/ }, { timeout: 10_000 });
  return (group.textContent ?? '').replace(/[\u2066-\u2069]/g, '');
}

async function openForm(path: string = profilePaths.info()) {
  await signIn();
  const rendered = await renderAt(path);
  expect(await screen.findByRole('heading', { name: 'Personal info' })).toBeInTheDocument();
  await screen.findByRole('textbox', { name: /^Nickname/ });
  return rendered;
}

describe('personal info (spec §2 infoSetting, §5)', () => {
  it('fills the form from the server; the real name once set is read-only', async () => {
    await openForm();
    expect(field(/^Real name/)).toHaveValue('Juan Dela Cruz');
    expect(field(/^Real name/)).toHaveAttribute('readonly');
    expect(screen.getByText('Set. Contact Customer Support to change it')).toBeInTheDocument();
    expect(field(/^Nickname/)).toHaveValue('Lucky Juan');
    expect(await birthdayText()).toContain('1992-08-14');
    expect(screen.getByRole('combobox', { name: /^Gender/ })).toHaveTextContent('Male');
    expect(field(/^E-mail/)).toHaveValue('juan.delacruz@example.com');
    expect(field(/^Mobile number/)).toHaveValue('9123456789');
    // The verified state of each, from the personal info.
    expect(screen.getByText('Your e-mail address is verified')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Verify your mobile number' })).getByText(
        'Not verified',
      ),
    ).toBeInTheDocument();
  });

  it('saves: a success toast, and the server has the new values', async () => {
    const { user } = await openForm();
    await user.clear(field(/^Nickname/));
    await user.type(field(/^Nickname/), 'Juan the Lucky');
    await user.click(screen.getByRole('combobox', { name: /^Gender/ }));
    await user.click(await screen.findByRole('option', { name: 'Female' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your personal info is saved')).toBeInTheDocument();
    const info = db().personalInfo.findFirst((q) => q.where({ account_id: DEMO_MEMBER_ID }));
    expect(info).toMatchObject({ nickname: 'Juan the Lucky', gender: 2 });
  });

  it('spec §5: each required field says its prompt, the nickname is at most 30 and the phone 8 to 13 digits', async () => {
    await db().accounts.update((q) => q.where({ id: DEMO_MEMBER_ID }), {
      data(account) {
        account.real_name = '';
      },
    });
    const { user } = await openForm();
    await user.clear(field(/^E-mail/));
    await user.clear(field(/^Mobile number/));
    await user.type(field(/^Nickname/), 'x'.repeat(30));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter your real name')).toBeInTheDocument();
    expect(screen.getByText('The nickname must be at most 30 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter your e-mail')).toBeInTheDocument();
    expect(screen.getByText('Please enter your mobile number')).toBeInTheDocument();
    await user.type(field(/^E-mail/), 'not-an-address');
    await user.type(field(/^Mobile number/), '1234567');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid Email')).toBeInTheDocument();
    expect(screen.getByText('The mobile number must be 8 to 13 digits')).toBeInTheDocument();
  });

  it("the server's field errors land on their fields", async () => {
    const { user } = await openForm();
    const birthday = await screen.findByRole('group', { name: /^Birthday/ }, { timeout: 10_000 });
    await user.click(within(birthday).getByRole('spinbutton', { name: 'Year' }));
    await user.keyboard(`${new Date().getFullYear() - 10}0101`);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You must be at least 18 years old')).toBeInTheDocument();
    expect(screen.queryByText('Your personal info is saved')).not.toBeInTheDocument();
  });

  it('verifies the mobile number: send code, the resend countdown, a wrong code on its field, then verified', async () => {
    const { user } = await openForm();
    const sms = screen.getByRole('region', { name: 'Verify your mobile number' });
    await user.click(within(sms).getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('A code was sent to your mobile number')).toBeInTheDocument();
    expect(within(sms).getByRole('button', { name: /^Send again in (60|59) s$/ })).toBeDisabled();
    const code = within(sms).getByRole('textbox', { name: /^Code for your mobile number/ });
    await user.type(code, '000000');
    await user.click(within(sms).getByRole('button', { name: 'Verify' }));
    expect(
      await within(sms).findByText('The verification code is incorrect or has expired'),
    ).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, `${DEMO_CODE}{Enter}`);
    expect(await screen.findByText('Your mobile number is verified')).toBeInTheDocument();
    expect(
      db().personalInfo.findFirst((q) => q.where({ account_id: DEMO_MEMBER_ID }))?.mobile_verified,
    ).toBe(1);
  });

  it("a send refused as too frequent says 'Requests are too frequent, try again in an interval of minutes'", async () => {
    const token = await backend.signIn();
    // Five codes this hour already, a minute apart (the fake's limit).
    for (let sent = 0; sent < 5; sent++) {
      const result = await backend.call('POST', '/member/send_profile_sms', {
        token,
        body: { mobile_area: '+63', mobile: '9123456789' },
      });
      expect(result.status).toBe(200);
      advanceClock(61_000);
    }
    const { user } = await openForm();
    const sms = screen.getByRole('region', { name: 'Verify your mobile number' });
    await user.click(within(sms).getByRole('button', { name: 'Send code' }));
    expect(
      await within(sms).findByText(
        'Requests are too frequent, try again in an interval of minutes',
      ),
    ).toBeInTheDocument();
  });

  it('spec §6: the permission member section hides the e-mail (member_email = 0) and the phone (member_phone = 0)', async () => {
    await db().siteConfig.update((q) => q.where({ id: 1 }), {
      data(config) {
        config.permissions.member.member_email = 0;
        config.permissions.member.member_phone = 0;
      },
    });
    const { user } = await openForm();
    expect(screen.queryByRole('textbox', { name: /^E-mail/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Mobile number/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Contact details' })).not.toBeInTheDocument();
    // Saving leaves the hidden ones as they were.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your personal info is saved')).toBeInTheDocument();
    const account = db().accounts.findFirst((q) => q.where({ id: DEMO_MEMBER_ID }));
    expect(account).toMatchObject({ email: 'juan.delacruz@example.com', mobile: '9123456789' });
  });

  it('sent by the withdrawal: says what is missing, and once saved goes back to the withdrawal', async () => {
    await db().accounts.update((q) => q.where({ id: DEMO_MEMBER_ID }), {
      data(account) {
        account.real_name = '';
      },
    });
    const { user, router } = await openForm(
      profilePaths.info('/member/management/withdraw/submit'),
    );
    expect(
      screen.getByText(/^Your withdrawal needs your personal info\. Still missing: real name\./),
    ).toBeInTheDocument();
    await user.type(field(/^Real name/), 'Juan Dela Cruz');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The withdrawal')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/member/management/withdraw/submit');
  });

  it('a way back that leaves the site is ignored', async () => {
    await openForm(profilePaths.info('https://evil.example/member/x'));
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('a failed load says so in place and its retry loads the form', async () => {
    await backend.fake().setScenario('server-error', true, 'getPersonalInfo');
    await signIn();
    const { user } = await renderAt(profilePaths.info());
    const retry = await screen.findByRole('button', { name: 'Try again' });
    await backend.fake().setScenario('server-error', false, 'getPersonalInfo');
    await user.click(retry);
    expect(await screen.findByRole('textbox', { name: /^Nickname/ })).toBeInTheDocument();
  });
});
