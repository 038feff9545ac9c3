import { fakeServerUrl } from '../../playwright.config';
import { expect, signInAsDemo, test } from './fixtures';

test('a site built for a real API contains no fake backend code and talks to the configured API', async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  const apiHosts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
    if (response.url().includes('/api/')) apiHosts.add(new URL(response.url()).host);
  });
  // The server hands the page its data; the browser's own first call (the guest's notices)
  // leaves once the page is live.
  const called = page.waitForResponse((response) => response.url().includes('/api/'));
  await page.goto('/');
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'About Fortuna' }),
  ).toBeVisible();
  await called;
  expect(scripts.length).toBeGreaterThan(0);
  for (const url of scripts) {
    const body = await (await request.get(url)).text();
    // Markers of mocks/: the worker script it registers and the key it persists under.
    expect(body.includes('fortuna-fake-worker'), `${url} contains the fake backend`).toBe(false);
    expect(body.includes('fortuna-fake-backend'), `${url} contains the fake backend`).toBe(false);
  }
  // The standalone fake the build was given (E2E_FAKE_PORT, default 4010).
  expect([...apiHosts]).toEqual([new URL(fakeServerUrl).host]);
  // Nor does it serve the fake's service worker the mock builds carry, or the script that
  // registers it.
  for (const file of ['/fortuna-fake-worker.js', '/start-fake-worker.js']) {
    const served = await request.get(file);
    expect(served.headers()['content-type'] ?? '', file).not.toContain('javascript');
  }
  expect(
    await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length)),
  ).toBe(0);
});

test('issue 29: every script home needs is named in the HTML (no request waits for another), and the dictionary is fetched once — the preload started by the HTML is the one the app reads', async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  const dictionaries: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
    if (/\/frontend\/lang\/en\/en\.json/.test(request.url())) dictionaries.push(request.url());
  });
  await page.goto('/');
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'About Fortuna' }),
  ).toBeVisible();
  await expect(page.locator('link[rel="preload"][as="fetch"]')).toHaveAttribute(
    'href',
    /\/frontend\/lang\/en\/en\.json\?ts=/,
  );
  expect(dictionaries).toHaveLength(1);
  // Each module the page runs as it starts is preloaded from the HTML's head, so all of them
  // travel at once; what follows loads on demand (festival, developer tools, dialogs).
  const html = await (await request.get('/')).text();
  const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(
    (match) => match[1] ?? '',
  );
  expect(preloaded.length).toBeGreaterThan(0);
  // The shell in its steps (decision 0033), the entry, the route modules and React Router's
  // manifest: all of them asked for at once.
  expect(preloaded.length).toBeLessThanOrEqual(15);
  const atStart = scripts
    .map((url) => new URL(url).pathname)
    .filter((path) =>
      /\/assets\/(entry\.client|root|site-layout|home|shell|rolldown-runtime|react|styles|mui-a-l|mui|router|libraries|site)-/.test(
        path,
      ),
    );
  for (const path of atStart) expect(preloaded, path).toContain(path);
});

test('issue 30: home’s scripts run in steps: every one after React’s starts in a task of its own, so none makes one long task of the start', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(
    (match) => match[1] ?? '',
  );
  const first = /\/assets\/(react|rolldown-runtime|manifest)-/;
  const later = preloaded.filter((path) => !first.test(path));
  // The shell's steps after React's (styles, MUI's two halves, the router, the libraries, the
  // site's shared code, the shell), the entry and the route modules.
  expect(later.length).toBeGreaterThanOrEqual(11);
  for (const path of later) {
    const code = await (await request.get(path)).text();
    // After the compile hint and Vite's list of a chunk's lazy parts, the chunk's first
    // statement waits for the next task (vite.config.ts NEXT_TASK).
    const start = code.replace(
      /^(\s|\/\/# allFunctionsCalledOnLoad\n|const __vite__mapDeps=.*\n)*/,
      '',
    );
    expect(start.startsWith('await new Promise('), path).toBe(true);
  }
});

test('issue 30: a member screen’s scripts come in a few files: the withdrawal’s HTML preloads at most 23, the member centre’s frame, the money form, the money intent and the withdrawal’s data each in one', async ({
  request,
}) => {
  // The server renders a signed-in visitor's member screen with the screen's code preloaded
  // (the marker cookie says who; the content is the browser's). A phone opens six connections
  // and waits a round trip for each file: the files, not only their bytes, set when the screen
  // can ask for its data (decision 0034). Before the groups: 33 files.
  const html = await (
    await request.get('/member/management/withdraw/submit', {
      headers: { Cookie: 'fortuna-session=member' },
    })
  ).text();
  const preloaded = new Set(
    [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1] ?? ''),
  );
  expect(preloaded.size).toBeLessThanOrEqual(23);
  for (const part of ['member-centre', 'money-form', 'money-intent', 'withdraw-data'])
    expect(
      [...preloaded].filter((path) => path.startsWith(`/assets/${part}-`)),
      part,
    ).toHaveLength(1);
});

test('issue 30: a signed-in member’s reload of the withdrawal asks for its terms, its cards and its page’s notices as the HTML arrives, before the site’s scripts run, once each', async ({
  page,
}) => {
  await signInAsDemo(page, '/member/management/withdraw/submit');
  await expect(page.getByRole('textbox', { name: /^Amount/ })).toBeVisible();
  // Each API call the page sends, by fetch (the head script's) or XMLHttpRequest (the site's
  // HTTP layer), and whether the site's scripts had started then (entry.client.tsx marks it).
  await page.addInitScript(() => {
    const sent: { path: string; by: string; scriptsStarted: boolean }[] = [];
    Object.assign(window, { fortunaSent: sent });
    const started = () => performance.getEntriesByName('fortuna:start').length > 0;
    // A path with its display page, when it names one (the notices of one page).
    const keep = (url: string, by: string) => {
      const { pathname, searchParams } = new URL(url, location.href);
      const page = searchParams.get('display_page');
      sent.push({
        path: page ? `${pathname}?display_page=${page}` : pathname,
        by,
        scriptsStarted: started(),
      });
    };
    const { fetch } = window;
    window.fetch = (input, init) => {
      keep(input instanceof Request ? input.url : String(input), 'fetch');
      return fetch(input, init);
    };
    const { open } = XMLHttpRequest.prototype;
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
      keep(String(args[1]), 'xhr');
      return Reflect.apply(open, this, args) as void;
    };
  });
  await page.reload();
  await expect(page.getByRole('textbox', { name: /^Amount/ })).toBeVisible();
  await expect(page.getByText(/^Withdrawable now: [\d,]+\.\d\d/)).toBeVisible();
  await expect(page.getByRole('main').getByRole('region', { name: 'Announcements' })).toContainText(
    'Withdrawals on public holidays',
  );
  const sent = await page.evaluate(
    () =>
      (
        window as unknown as {
          fortunaSent: { path: string; by: string; scriptsStarted: boolean }[];
        }
      ).fortunaSent,
  );
  for (const path of [
    '/api/member/withdraw/info',
    '/api/member/bank_cards',
    // The page's announcement bar (spec §3 display page 4, WITHDRAW) comes with the form.
    '/api/member/message/notices?display_page=4',
  ])
    // Once, by the page's head script, with the session the browser keeps: the screen's
    // queries took its answers (the Content-Security-Policy let it run by its nonce).
    expect(
      sent.filter((call) => call.path === path),
      path,
    ).toEqual([{ path, by: 'fetch', scriptsStarted: false }]);
});

test('decision 0035: the production server sends the site’s scripts in Brotli made at build time, cached for a year', async ({
  page,
  request,
}) => {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (/\/assets\/[^/]+\.js$/.test(new URL(response.url()).pathname)) scripts.add(response.url());
  });
  await page.goto('/');
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'About Fortuna' }),
  ).toBeVisible();
  expect(scripts.size).toBeGreaterThan(5);
  let inBrotli = 0;
  for (const url of scripts) {
    const answer = await request.get(url, { headers: { 'Accept-Encoding': 'br, gzip' } });
    const headers = answer.headers();
    expect(headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
    // The build leaves files under 1 kB as they are.
    if ((await answer.body()).length < 1024) continue;
    expect(headers['content-encoding'], url).toBe('br');
    // A file compressed as it is sent goes out in chunks, of no length known beforehand.
    expect(headers['transfer-encoding'], url).toBeUndefined();
    expect(Number(headers['content-length']), url).toBeGreaterThan(0);
    inBrotli += 1;
  }
  expect(inBrotli).toBeGreaterThan(5);
});
