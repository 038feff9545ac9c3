import type { Locator, Page } from '@playwright/test';
import { expect, notHydrated, signInAsAgent, signInAsDemo, test } from './fixtures';

// Issue 30: a signed-in visitor's member or agent page comes from the server with its layout,
// its menu's place and the screen's title and loading state (the marker cookie says who is
// signed in; the token, and so every member figure, stays in the browser). The journey fixture
// fails on any console error, React's hydration errors among them.

const TRADE_RECORDS = '/member/management/tradeRecords';

/** The page's HTML as the server sends it to this browser (its cookies), before any script. */
async function serverHtml(page: Page, path: string, cookie?: string): Promise<string> {
  const response = await page.request.get(path, cookie ? { headers: { cookie } } : undefined);
  expect(response.ok()).toBe(true);
  return response.text();
}

/**
 * The same-site paths a menu links to, in its order (the agents' popup may be open over the
 * portal: the page behind it is hidden from assistive technology then, yet on screen).
 */
async function menuPaths(menu: Locator): Promise<string[]> {
  const links = menu.getByRole('link', { includeHidden: true });
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((links) =>
    links.map((link) => link.getAttribute('href') ?? ''),
  );
  return [...new Set(hrefs.filter((href) => href.startsWith('/')))];
}

/** Opens each path anew, as a reload does, and holds that the page hydrated whole. */
async function reloadEach(page: Page, paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    await page.goto(path);
    await expect(
      page
        .getByRole('main', { includeHidden: true })
        .getByRole('heading', { level: 1, includeHidden: true }),
    ).toBeVisible();
    await expect
      .poll(() => notHydrated(page), { message: `${path}: elements still server HTML once live` })
      .toBe(0);
  }
}

test('issue 30: a signed-in member’s screen comes with its scripts named in the page, so they load beside the shell, not after it', async ({
  page,
}) => {
  const modulePreloads = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1] ?? '');
  const member = modulePreloads(
    await serverHtml(page, '/member/management/withdraw/submit', 'fortuna-session=member'),
  );
  // The centre's frame with its layout (decision 0034), the withdrawal's tabs and the submit
  // tab with its form.
  for (const part of ['member-centre', 'withdraw', 'withdraw-submit', 'money-form'])
    expect(member, part).toContainEqual(
      expect.stringMatching(new RegExp(`/${part}-[\\w-]+\\.js$`)),
    );
  for (const href of member) expect((await page.request.get(href)).ok(), href).toBe(true);
  // A guest gets the area's loading state, and none of the screen's code.
  const guest = modulePreloads(await serverHtml(page, '/member/management/withdraw/submit'));
  expect(guest).not.toContainEqual(expect.stringMatching(/\/withdraw-submit-[\w-]+\.js$/));
});

test('a member path that only leads to a screen’s first tab is a redirect from the server, which a signed-in member follows to the tab', async ({
  page,
}) => {
  for (const cookie of ['fortuna-session=member', undefined]) {
    const response = await page.request.get('/member/management/withdraw?from=menu', {
      maxRedirects: 0,
      ...(cookie ? { headers: { cookie } } : {}),
    });
    expect(response.status(), cookie ?? 'a guest').toBe(302);
    expect(response.headers().location).toBe('/member/management/withdraw/submit?from=menu');
  }
  await signInAsDemo(page, '/member/management/withdraw');
  await expect(page).toHaveURL(/\/member\/management\/withdraw\/submit$/);
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: 'Withdraw' }),
  ).toBeVisible();
});

test('a signed-in area’s path that is no screen’s, and the portal’s own path, are redirects from the server', async ({
  page,
}) => {
  const where = [
    ['/member/no-such-screen', 'fortuna-session=member', '/'],
    ['/agent', 'fortuna-session=agent', '/agent/dashboard'],
    ['/agent/no-such-screen', 'fortuna-session=agent', '/agent/dashboard'],
    [
      '/agent/creditTransfer?from=menu',
      'fortuna-session=agent',
      '/agent/creditTransfer/transfer?from=menu',
    ],
  ] as const;
  for (const [path, cookie, to] of where) {
    const response = await page.request.get(path, { maxRedirects: 0, headers: { cookie } });
    expect(response.status(), path).toBe(302);
    expect(response.headers().location, path).toBe(to);
  }
});

test('issue 30: the server sends a signed-in member’s screen with its layout and title, a guest’s with the loading state', async ({
  page,
}) => {
  const member = await serverHtml(page, TRADE_RECORDS, 'fortuna-session=member');
  expect(member).toContain('aria-label="Member centre"');
  expect(member).toMatch(/<h1[^>]*>[^<]*Trade Records/);
  // Nothing of the member's own: the server never holds the token.
  expect(member).not.toContain('demo001');

  for (const cookie of [undefined, 'fortuna-session=agent']) {
    const other = await serverHtml(page, TRADE_RECORDS, cookie);
    expect(other, `${cookie ?? 'a guest'}: the area's loading state`).not.toContain(
      'aria-label="Member centre"',
    );
    expect(other).not.toMatch(/<h1[^>]*>[^<]*Trade Records/);
  }
});

test('issue 30: a signed-in member’s reload of every screen of the member menu hydrates without a mismatch', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsDemo(page, '/member/management/gameBalance');
  const paths = await menuPaths(page.getByRole('navigation', { name: 'Member centre' }));
  expect(paths.length).toBeGreaterThan(10);
  await reloadEach(page, paths);
});

test('issue 30: a signed-in member’s reload with the side menu collapsed hydrates without a mismatch', async ({
  page,
}) => {
  await signInAsDemo(page, TRADE_RECORDS);
  const menu = page.getByRole('navigation', { name: 'Member centre' });
  await menu.getByRole('button', { name: 'Collapse the menu' }).click();
  expect(await serverHtml(page, TRADE_RECORDS)).toContain('aria-label="Expand the menu"');
  await page.reload();
  await expect(menu.getByRole('button', { name: 'Expand the menu' })).toBeVisible();
  await expect.poll(() => notHydrated(page)).toBe(0);
});

test('issue 30: a signed-in agent’s reload of every screen of the agent menu hydrates without a mismatch', async ({
  page,
}) => {
  await signInAsAgent(page);
  const menu = page.getByRole('navigation', { name: 'Agent menu', includeHidden: true });
  const paths = await menuPaths(menu);
  expect(paths.length).toBeGreaterThan(3);
  expect(await serverHtml(page, paths[0] ?? '')).toContain('aria-label="Agent menu"');
  await reloadEach(page, paths);
});
