import {
  expect,
  fakeDb,
  fakeStartedFrom,
  fakeWorldsAhead,
  signInAsDemo,
  test,
  visit,
} from './fixtures';

const STARTUP_CALLS = [
  '/api/member/feature_premission/info',
  '/api/member/game/game-types',
  '/api/member/about_us',
  '/api/contact_list',
  '/api/member/custom_settings',
];

test('spec §4 start-up: the shell loads permissions, game list, about list, contacts and custom settings once (on the server, into the first HTML)', async ({
  page,
  request,
}) => {
  // The first HTML already has the navigation's families and the footer's about list.
  const html = await (await request.get('/')).text();
  expect(html).toContain('>Horse Racing<');
  expect(html).toContain('About Fortuna');
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) seen.push(url.pathname);
  });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main navigation' }).first();
  await expect(nav.getByRole('link')).toHaveText([
    'Casino',
    'Slots',
    'Sport',
    'Lottery',
    'Fishing',
    'Horse Racing',
    'Esports',
    'Chess',
  ]);
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'About Fortuna' }),
  ).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Casino', exact: true }).click();
  // The route changes once its screen has loaded: back only from there.
  await expect(page).toHaveURL(/\/games\/Casino$/);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The browser hydrated with the server's answers: it asks for none of them again.
  for (const call of STARTUP_CALLS)
    expect(
      seen.filter((path) => path === call),
      call,
    ).toHaveLength(0);
});

test('issue 18: the fake starts from the world seeded at build time; a reload goes on with its world, and a worker started anew takes the world the page kept', async ({
  page,
}) => {
  const title = 'Kept across restarts';
  const titleOfAbout4 = async () =>
    (await fakeDb(page).find<{ title: string }>('about', { id: 4 }))[0]?.title;
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Game families' })).toBeVisible();
  expect(await fakeStartedFrom(page)).toBe('seeded-ahead');
  await fakeDb(page).update('about', { id: 4 }, { title });
  // The worker hands the page its world after the change, which the page keeps.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('fortuna-fake-backend') ?? ''))
    .toContain(title);

  // A reload: the worker that answered goes on, with its world.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Game families' })).toBeVisible();
  expect(await fakeStartedFrom(page)).toBe('seeded-ahead');
  expect(await titleOfAbout4()).toBe(title);

  // A worker started anew (stopped by the browser, or a new build's) takes the page's world.
  await page.evaluate(async () => {
    for (const registration of await navigator.serviceWorker.getRegistrations())
      await registration.unregister();
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Game families' })).toBeVisible();
  expect(await fakeStartedFrom(page)).toBe('saved');
  expect(await titleOfAbout4()).toBe(title);
});

test('issue 18: a worker the browser stops (idle) starts again from the world the open page kept, and the member stays signed in', async ({
  page,
}) => {
  await signInAsDemo(page, '/member/management/gameBalance');
  await expect(page.getByRole('heading', { name: 'Game Balance', level: 1 })).toBeVisible();
  await fakeDb(page).update('accounts', { id: 10001 }, { money: '4321.00' });
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('fortuna-fake-backend') ?? ''))
    .toContain('"money":"4321.00"');
  // The browser stops a service worker that has been idle for a while; its world in memory
  // goes with it.
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('ServiceWorker.enable');
  await devtools.send('ServiceWorker.stopAllWorkers');
  // The next request starts it again: it asks the page, which hands it the world it kept.
  await visit(page, '/member/management/deposits/deposit');
  await expect(page.getByRole('heading', { name: 'Deposit', level: 1 })).toBeVisible();
  await expect(page.getByRole('banner').getByLabel('Main wallet balance')).toBeVisible();
  await expect
    .poll(async () => (await fakeDb(page).find<{ money: string }>('accounts', { id: 10001 }))[0])
    .toMatchObject({ money: '4321.00' });
  expect(await fakeStartedFrom(page)).toBe('saved');
});

test("issue 18: a page that another worker of the site controls (MSW's, from an older version) is taken over by the fake's worker", async ({
  page,
  context,
}) => {
  // An older version of the site registered MSW's worker for the same scope.
  await context.route('**/old-mock-worker.js', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: "self.addEventListener('install', () => self.skipWaiting()); self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));",
    }),
  );
  await page.goto('/favicon.svg');
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/old-mock-worker.js');
    await navigator.serviceWorker.ready;
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Game families' })).toBeVisible();
  expect(await fakeStartedFrom(page)).toBe('seeded-ahead');
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '')).toMatch(
    /\/fortuna-fake-worker\.js$/,
  );
});

test("issue 18: the fake's worker is a module worker, and the site's own files go straight to the network, not through it; its API and storage calls go through it", async ({
  page,
  context,
}) => {
  // The journeys run Chromium (playwright.config.ts), which has module workers and static
  // routing (and reports the route in resource timing).
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Game families' })).toBeVisible();
  // A module worker may not import scripts the classic way: importScripts throws there.
  const [worker] = context.serviceWorkers();
  expect(
    await worker?.evaluate(() => {
      try {
        (self as unknown as { importScripts: () => void }).importScripts();
        return 'classic';
      } catch (error) {
        return error instanceof TypeError ? 'module' : 'classic';
      }
    }),
  ).toBe('module');
  // A reload: the whole page under the worker's control from its first request.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Game families' })).toBeVisible();
  const routesSoFar = () =>
    page.evaluate(() =>
      [
        ...performance.getEntriesByType('navigation'),
        ...performance.getEntriesByType('resource'),
      ].map((entry) => ({
        path: new URL(entry.name).pathname,
        source: (entry as PerformanceResourceTiming & { workerMatchedSourceType?: string })
          .workerMatchedSourceType,
      })),
    );
  // The server's HTML carries the page's data: the calls the page makes after it (the texts,
  // the art, what the header and the shell ask for) come as it goes live, not all at once.
  const isFake = ({ path }: { path: string }) =>
    path.startsWith('/api/') || path.startsWith('/storage/');
  await expect.poll(async () => (await routesSoFar()).filter(isFake).length).toBeGreaterThan(1);
  const routes = await routesSoFar();
  const own = routes.filter(({ path }) => path === '/' || path.startsWith('/assets/'));
  const fakes = routes.filter(isFake);
  expect(own.length).toBeGreaterThan(1);
  expect(own.filter(({ source }) => source !== 'network')).toEqual([]);
  expect(fakes.filter(({ source }) => source === 'network')).toEqual([]);
});

test("issue 18: after midnight on the site's clock the fake starts from the next day's world the build carries", async ({
  page,
}) => {
  await page.goto('/');
  const worldsAhead = await fakeWorldsAhead(page);
  expect(worldsAhead).toHaveLength(2);
  const [builtOn, nextDay] = worldsAhead as [number, number];
  expect(nextDay).toBeGreaterThan(builtOn);
  // A worker started anew, on a page whose clock is an hour into the site day after the
  // build's (whatever the hour of this run): the build's own world is no longer fresh, the
  // next day's is. The fake's worker follows the page's clock.
  await page.evaluate(async () => {
    for (const registration of await navigator.serviceWorker.getRegistrations())
      await registration.unregister();
    localStorage.clear();
  });
  await page.clock.setSystemTime(nextDay + 3_600_000);
  // The worker asks for the file itself: its requests are the context's, not the page's.
  const nextDayWorld = page
    .context()
    .waitForEvent(
      'response',
      (response) => /next-day-world\.json$/.test(response.url()) && response.ok(),
    );
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Game families' })).toBeVisible();
  expect(await fakeStartedFrom(page)).toBe('seeded-ahead');
  await nextDayWorld;
});

test('every call carries the locale parameter', async ({ page }) => {
  const locales: (string | null)[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) locales.push(url.searchParams.get('locale'));
  });
  await page.goto('/?locale=en');
  // The first page's data came with it: the browser's own calls start with the next page.
  await page.getByRole('main').getByRole('link', { name: 'Casino', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Casino' })).toBeVisible();
  // The heading comes with the route, before its calls leave: the providers and the games are
  // there once their calls have been answered (so made, and seen here).
  await expect(page.getByRole('button', { name: 'Evo Casino', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Hot Crazy Time/ })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .first()
    .getByRole('link', { name: 'Slots' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fortune Tiger PG Soft' })).toBeVisible();
  expect(locales.length).toBeGreaterThanOrEqual(2);
  expect(new Set(locales)).toEqual(new Set(['en']));
});

test('/dashboard redirects to /', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
});

test('the API reference page renders the contract for backend developers', async ({ page }) => {
  // A deep link to an operation (Swagger UI renders the tags as they scroll into view).
  await page.goto('/api-docs/#/auth/loginMember');
  await expect(page.getByRole('heading', { name: /Fortuna member API/ })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('/member/auth/login', { exact: true })).toBeVisible();
});
