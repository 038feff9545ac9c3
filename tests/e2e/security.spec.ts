import { type Page } from '@playwright/test';
import { PasswordMax } from '../../src/api/generated/zod/fortunaMemberAPI.schemas.zod';
import {
  expect,
  signInAsDemo,
  signInThroughTheForm,
  signOutThroughTheMenu,
  test,
} from './fixtures';

function directives(policy: string): Map<string, string> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values.join(' ')] as const;
      }),
  );
}

test('the built site is served with its Content-Security-Policy: object-src none, base-uri none, frame-ancestors none, scripts from the site or with the response’s nonce only', async ({
  request,
}) => {
  const response = await request.get('/');
  const policy = directives(response.headers()['content-security-policy'] ?? '');
  expect(policy.get('object-src')).toBe("'none'");
  expect(policy.get('base-uri')).toBe("'none'");
  expect(policy.get('frame-ancestors')).toBe("'none'");
  const scriptSrc = policy.get('script-src') ?? '';
  expect(scriptSrc).toMatch(/^'self' 'nonce-[A-Za-z0-9+/=]{16,}'$/);
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  // Every inline script of the page (hydration's data, React's stream) carries that nonce.
  const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1] ?? '';
  const inline = [...(await response.text()).matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
  expect(inline.length).toBeGreaterThan(0);
  for (const [, attributes] of inline) expect(attributes).toContain(`nonce="${nonce}"`);
  // And each response has its own.
  const again = directives((await request.get('/')).headers()['content-security-policy'] ?? '');
  expect(again.get('script-src')).not.toBe(scriptSrc);
});

test(
  'an inline script injected into the page does not run (CSP)',
  { annotation: { type: 'csp-probe', description: 'the refused script is logged' } },
  async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    const outcome = await page.evaluate(
      () =>
        new Promise<{ ran: boolean; violated: string }>((resolve) => {
          document.addEventListener(
            'securitypolicyviolation',
            (event) =>
              resolve({
                ran: Boolean((window as unknown as { __inline?: boolean }).__inline),
                violated: event.effectiveDirective,
              }),
            { once: true },
          );
          const script = document.createElement('script');
          script.textContent = 'window.__inline = true';
          document.body.append(script);
        }),
    );
    expect(outcome).toEqual({ ran: false, violated: 'script-src-elem' });
  },
);

async function pasteInto(page: Page, label: string | RegExp, text: string): Promise<boolean> {
  const field = page.getByRole('dialog').getByLabel(label);
  return field.evaluate((input, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    const event = new ClipboardEvent('paste', {
      clipboardData: data,
      bubbles: true,
      cancelable: true,
    });
    input.dispatchEvent(event);
    return !event.defaultPrevented;
  }, text);
}

test('password fields allow paste and password managers and take the longest password of spec §5', async ({
  page,
}) => {
  const longest = 'Aa1'.padEnd(PasswordMax, 'x');
  await page.goto('/?dialog=login');
  const login = page.getByRole('dialog', { name: 'Sign In' });
  await expect(login.getByLabel('Username')).toHaveAttribute('autocomplete', 'username');
  const password = login.getByLabel(/^Password/);
  await expect(password).toHaveAttribute('autocomplete', 'current-password');
  expect(await pasteInto(page, /^Password/, longest)).toBe(true);
  await password.fill(longest);
  await expect(password).toHaveValue(longest);

  await page.goto('/?dialog=register');
  const register = page.getByRole('dialog', { name: 'Register' });
  for (const label of [/^Password/, /^Confirm password/]) {
    const field = register.getByLabel(label);
    await expect(field).toHaveAttribute('autocomplete', 'new-password');
    expect(await pasteInto(page, label, longest)).toBe(true);
    await field.fill(longest);
    await expect(field).toHaveValue(longest);
  }
});

test('no URL the site requests or shows carries the session token', async ({ page }) => {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  // Through the form: the sign-in's own requests are among those checked.
  await signInThroughTheForm(page);
  await page.goto('/member/management/gameBalance');
  await expect(page.getByRole('listitem', { name: 'PG Soft', exact: true })).toContainText(
    '320.50',
  );
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('U-Token') ?? '{}') as { token?: string }).token ?? '',
  );
  expect(token.length).toBeGreaterThan(8);
  urls.push(page.url());
  expect(
    urls.filter((url) => url.includes(token) || url.includes(encodeURIComponent(token))),
  ).toEqual([]);
});

test('signing out clears every stored piece of session data', async ({ page }) => {
  await signInAsDemo(page, '/member/management/gameBalance');
  await expect(page.getByRole('listitem', { name: 'PG Soft', exact: true })).toContainText(
    '320.50',
  );
  await signOutThroughTheMenu(page);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
  const stored = await page.evaluate(() => ({
    local: Object.keys(localStorage).sort(),
    session: Object.keys(sessionStorage).sort(),
  }));
  // What stays are preferences of the device, none of them about the member.
  const preferences = [
    'fortuna-amount-visibility',
    'fortuna-cross-tab',
    'fortuna-fp',
    // The site notices' popups this device has seen (each opens once), not about the member.
    'fortuna-seen-notices',
    'fortuna-theme-choice',
    'locale',
    // The in-browser fake backend's own world (mock builds only), not the site's data.
    'fortuna-fake-backend',
    'fortuna-fake-scenarios',
  ];
  expect(stored.local.filter((key) => !preferences.includes(key))).toEqual([]);
  expect(stored.session.filter((key) => key !== 'fortuna-festival-shown')).toEqual([]);
  const cookies = await page.context().cookies();
  expect(
    cookies.map((cookie) => cookie.name).filter((name) => /token|session/i.test(name)),
  ).toEqual([]);
});
