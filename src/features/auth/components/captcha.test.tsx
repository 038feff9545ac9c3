import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { installFakeBackend } from '@mocks/test-utils';
import { getToken } from '@/api/session';
import { renderScreen } from '@/testing/render-screen';
import { LoginDialog } from './login-dialog';
import { RegisterDialog } from './register-dialog';

/**
 * The seeded fake backend; these tests decide themselves when the server asks for a captcha
 * (backend.use), rather than rely on the fake's own rule for when it does.
 */
const backend = installFakeBackend();

const LOGIN = `${location.origin}/api/member/auth/login`;
const REGISTER = `${location.origin}/api/member/auth/register`;

type Sent = { captcha?: string; captcha_key?: string };

/** The server's 422 for a captcha (as the contract's examples), whatever was sent. */
function captchaRefused(code: 'CAPTCHA_REQUIRED' | 'CAPTCHA_INVALID') {
  return () =>
    HttpResponse.json(
      code === 'CAPTCHA_REQUIRED'
        ? {
            status: 422,
            message: 'Please enter the captcha code',
            code,
            errors: { captcha: ['The captcha code is required'] },
          }
        : {
            status: 422,
            message: 'The given data was invalid.',
            code,
            errors: { captcha: ['The captcha code is incorrect'] },
          },
      { status: 422 },
    );
}

/**
 * The server answers the next submits to `url` with these refusals, one each, then as the
 * fake does; every body sent is recorded.
 */
function refuseNext(url: string, ...codes: ('CAPTCHA_REQUIRED' | 'CAPTCHA_INVALID')[]): Sent[] {
  const sent: Sent[] = [];
  backend.use(
    http.post(url, async ({ request }) => {
      sent.push((await request.clone().json()) as Sent);
    }),
    ...codes.map((code) => http.post(url, captchaRefused(code), { once: true })),
  );
  return sent;
}

/** The captchas the fake has drawn and not used up. */
function liveCaptchas() {
  return backend.fake().ctx.db.captchas.findMany(undefined) ?? [];
}

async function openSignIn() {
  const onClose = vi.fn();
  const rendered = await renderScreen(
    <LoginDialog
      open
      onClose={onClose}
      onSwitchToRegister={() => undefined}
      withdrawHome="/withdraw"
    />,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
  await rendered.user.type(within(dialog).getByLabelText(/^Username/), 'demo001');
  await rendered.user.type(within(dialog).getByLabelText(/^Password/), 'demo1234');
  const submit = () => rendered.user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
  return { ...rendered, dialog, onClose, submit };
}

async function openRegistration() {
  const onClose = vi.fn();
  const rendered = await renderScreen(
    <RegisterDialog open onClose={onClose} onSwitchToLogin={() => undefined} />,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Register' });
  const { user } = rendered;
  await user.type(within(dialog).getByLabelText(/^Username/), 'newcomer7');
  await user.type(within(dialog).getByLabelText(/^Password/), 'secret12');
  await user.type(within(dialog).getByLabelText(/^Confirm password/), 'secret12');
  await user.type(await within(dialog).findByLabelText(/^E-mail/), 'newcomer7@example.com');
  await user.type(within(dialog).getByLabelText(/^Mobile number/), '9123456780');
  await user.click(within(dialog).getByRole('checkbox', { name: /Terms and Conditions/ }));
  const submit = () => user.click(within(dialog).getByRole('button', { name: 'Register' }));
  return { ...rendered, dialog, onClose, submit };
}

type Panel = Awaited<ReturnType<typeof openSignIn>>;

/** The captcha block once it shows: the loaded picture, its field and the new-picture button. */
async function captchaBlock(dialog: HTMLElement) {
  const picture = await within(dialog).findByRole('img', { name: 'Captcha picture' });
  return {
    picture,
    field: within(dialog).getByRole('textbox', { name: /^Captcha/ }),
    newPicture: within(dialog).getByRole('button', { name: 'New picture' }),
  };
}

/** The server asks for a captcha, the member types the shown one, and the panel sends it. */
async function showsAndSendsTheCaptcha(panel: Panel, sent: Sent[]) {
  const { dialog, user, submit } = panel;
  expect(within(dialog).queryByRole('textbox', { name: /^Captcha/ })).toBeNull();
  await submit();

  const { field, newPicture } = await captchaBlock(dialog);
  expect(field).toHaveAccessibleDescription(
    'For your security, enter the characters shown in the picture',
  );
  expect(field).toHaveFocus();
  expect(newPicture).toBeEnabled();
  expect(sent[0]).not.toHaveProperty('captcha');
  expect(sent[0]).not.toHaveProperty('captcha_key');

  const [drawn, ...more] = liveCaptchas();
  expect(more).toEqual([]);
  await user.type(field, drawn?.code ?? '');
  await submit();

  await waitFor(() => expect(panel.onClose).toHaveBeenCalled());
  expect(getToken()?.token).toEqual(expect.any(String));
  expect(sent[1]).toMatchObject({ captcha: drawn?.code, captcha_key: drawn?.key });
}

/** A wrong code is refused: a fresh picture in place of the used one, the field emptied. */
async function bringsAFreshPicture(panel: Panel, sent: Sent[]) {
  const { dialog, user, submit } = panel;
  await submit();
  const first = await captchaBlock(dialog);
  const firstPicture = first.picture.getAttribute('src');
  await user.type(first.field, 'WXYZ');
  await submit();

  const field = within(dialog).getByRole('textbox', { name: /^Captcha/ });
  await waitFor(() =>
    expect(field).toHaveAccessibleDescription(
      'The captcha code was incorrect. Enter the characters in the new picture',
    ),
  );
  expect(field).toHaveValue('');
  expect(field).toHaveFocus();
  const fresh = await captchaBlock(dialog);
  expect(fresh.picture.getAttribute('src')).not.toBe(firstPicture);
  expect(sent[1]).toMatchObject({ captcha: 'WXYZ', captcha_key: expect.any(String) });
  expect(getToken()).toBeNull();

  // The next submit sends the fresh picture's key with the code typed from it.
  const drawn = liveCaptchas().find((captcha) => captcha.key !== sent[1]?.captcha_key);
  await user.type(fresh.field, drawn?.code ?? '');
  await submit();
  await waitFor(() => expect(panel.onClose).toHaveBeenCalled());
  expect(sent[2]).toMatchObject({ captcha: drawn?.code, captcha_key: drawn?.key });
}

describe('captcha on sign-in', () => {
  it('the sign-in panel shows the captcha when the server asks for it and sends it with the next sign-in', async () => {
    const sent = refuseNext(LOGIN, 'CAPTCHA_REQUIRED');
    await showsAndSendsTheCaptcha(await openSignIn(), sent);
  });

  it('a wrong captcha brings a fresh picture and clears the code', async () => {
    const sent = refuseNext(LOGIN, 'CAPTCHA_REQUIRED', 'CAPTCHA_INVALID');
    await bringsAFreshPicture(await openSignIn(), sent);
  });

  it('any refused sign-in that sent a captcha brings a fresh picture, the old one being used up', async () => {
    refuseNext(LOGIN, 'CAPTCHA_REQUIRED');
    const { dialog, user, submit } = await openSignIn();
    await submit();
    const first = await captchaBlock(dialog);
    const firstPicture = first.picture.getAttribute('src');
    await user.type(first.field, liveCaptchas()[0]?.code ?? '');
    await user.type(within(dialog).getByLabelText(/^Password/), '-wrong');
    await submit();

    await waitFor(async () =>
      expect((await captchaBlock(dialog)).picture.getAttribute('src')).not.toBe(firstPicture),
    );
    expect(within(dialog).getByRole('textbox', { name: /^Captcha/ })).toHaveValue('');
    expect(getToken()).toBeNull();
  });

  it('closing and reopening the panel forgets the captcha until the server asks again', async () => {
    const sent = refuseNext(LOGIN, 'CAPTCHA_REQUIRED');
    const panel = await openSignIn();
    await panel.submit();
    await captchaBlock(panel.dialog);

    const dialog = (open: boolean) => (
      <LoginDialog
        open={open}
        onClose={panel.onClose}
        onSwitchToRegister={() => undefined}
        withdrawHome="/withdraw"
      />
    );
    panel.rerender(dialog(false));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    panel.rerender(dialog(true));
    const reopened = await screen.findByRole('dialog', { name: 'Sign In' });
    expect(within(reopened).queryByRole('textbox', { name: /^Captcha/ })).toBeNull();
    expect(within(reopened).queryByRole('img', { name: 'Captcha picture' })).toBeNull();

    await panel.user.click(within(reopened).getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(panel.onClose).toHaveBeenCalled());
    expect(sent[1]).not.toHaveProperty('captcha');
    expect(sent[1]).not.toHaveProperty('captcha_key');
  });
});

describe('the captcha picture', () => {
  it('shows a placeholder while it loads, and an error with a retry when it cannot be loaded', async () => {
    refuseNext(LOGIN, 'CAPTCHA_REQUIRED');
    let down = true;
    backend.use(
      http.get(`${location.origin}/api/captcha`, async () => {
        await delay(50);
        return down
          ? HttpResponse.json(
              { status: 500, message: 'Server Error', code: 'SERVER_ERROR' },
              { status: 500 },
            )
          : undefined;
      }),
    );
    const { dialog, user, submit } = await openSignIn();
    await submit();

    expect(await within(dialog).findByRole('status', { name: 'Loading…' })).toBeVisible();
    const retry = await within(dialog).findByRole('button', { name: 'Try again' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Load Failed, Please Try Again');
    expect(within(dialog).queryByRole('img', { name: 'Captcha picture' })).toBeNull();

    down = false;
    await user.click(retry);
    expect(await within(dialog).findByRole('img', { name: 'Captcha picture' })).toBeVisible();
  });
});

describe('captcha on registration', () => {
  it('the registration panel shows the captcha when the server asks for it and sends it with the next registration', async () => {
    const sent = refuseNext(REGISTER, 'CAPTCHA_REQUIRED');
    await showsAndSendsTheCaptcha(await openRegistration(), sent);
  });

  it('a wrong captcha on registration brings a fresh picture and clears the code', async () => {
    const sent = refuseNext(REGISTER, 'CAPTCHA_REQUIRED', 'CAPTCHA_INVALID');
    await bringsAFreshPicture(await openRegistration(), sent);
  });
});
