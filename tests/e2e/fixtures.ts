import {
  test as base,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
} from '@playwright/test';
import { dayNumber, dayStart } from '../../mocks/lib/site-time';
import { fakeServerUrl } from '../../playwright.config';

/**
 * Every journey: a browser context without site data (so the fake backend starts from its
 * seed; in the desktop project a warm one, see `context` below), and a
 * failure on any console error or uncaught page error (contract violations are reported as
 * console errors by the HTTP layer and by the fake).
 */
type ContextOptions = NonNullable<Parameters<Browser['newContext']>[0]>;

export const test = base.extend<
  {
    consoleErrors: string[];
    freshFake: void;
    onOneSiteDay: void;
    welcomeNoticeSeen: void;
    hydrated: void;
    /** Playwright's own fixture of the context options this test runs with (test.use). */
    _combinedContextOptions: ContextOptions;
  },
  { warmContexts: Map<string, BrowserContext> }
>({
  // One browser context per worker and set of options, emptied before each journey: its site
  // data (storage, service workers, cookies) goes, its HTTP cache with the scripts' compiled
  // code stays, as for a visitor whose browser has the site's files cached.
  warmContexts: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; it has none.
    async ({}, use) => {
      const contexts = new Map<string, BrowserContext>();
      await use(contexts);
      await Promise.all([...contexts.values()].map((context) => context.close()));
    },
    { scope: 'worker' },
  ],
  context: async ({ browser, warmContexts, _combinedContextOptions }, use, testInfo) => {
    if (testInfo.project.name !== 'desktop') {
      const context = await browser.newContext();
      await use(context);
      await context.close();
      return;
    }
    const key = JSON.stringify(_combinedContextOptions);
    let context = warmContexts.get(key);
    if (!context) {
      context = await browser.newContext();
      warmContexts.set(key, context);
    }
    const journey = watchJourney(context);
    await use(context);
    journey.restore();
    // Playwright's clock cannot be taken off a context: a journey that installs it spends it;
    // so does one whose clean-up fails (a page stuck after a timeout), rather than hand its
    // leftovers to the next journey.
    const origin = new URL(testInfo.project.use.baseURL ?? 'http://127.0.0.1').origin;
    const emptied =
      !journey.clockUsed() &&
      (await emptyContext(context, journey.initScripts, origin).then(
        () => true,
        () => false,
      ));
    if (!emptied) {
      warmContexts.delete(key);
      await context.close().catch(() => undefined);
    }
  },
  // A journey runs on one day of the site's clock. "Today" is what much of the site is about
  // (a deposit of the day for a reload bonus, a daily mission, the check-in, the running daily
  // tournament), and at midnight the page's fake moves on to the next day's world: a journey
  // that straddled it would find its deposit yesterday's, or its tournament settled. One that
  // would start less than its timeout before midnight (it cannot run for longer) waits for the
  // new day; this happens to at most one journey per worker in a run that crosses midnight.
  onOneSiteDay: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; it has none.
    async ({}, use, testInfo) => {
      const now = Date.now();
      const midnight = dayStart(dayNumber(Math.floor(now / 1000)) + 1) * 1000;
      if (midnight - now < testInfo.timeout)
        await new Promise((resolve) => setTimeout(resolve, midnight - now + 1_000));
      await use();
    },
    // Its own time, not the journey's: the wait is at most the longest journey's timeout.
    { auto: true, timeout: 150_000 },
  ],
  // The server sends each page before its script has run (issue 29): a journey acts on a page
  // once it is live, as a visitor's taps only do something then. Every goto and reload waits
  // for the page to have hydrated (root.tsx marks it).
  hydrated: [
    async ({ page, javaScriptEnabled }, use) => {
      if (javaScriptEnabled !== false) {
        const goto = page.goto.bind(page);
        const reload = page.reload.bind(page);
        // `waitUntil: 'commit'` opts out: a journey about the page before it is live.
        page.goto = async (url, options) => {
          const response = await goto(url, options);
          if (options?.waitUntil !== 'commit') await untilInteractive(page);
          return response;
        };
        page.reload = async (options) => {
          const response = await reload(options);
          await untilInteractive(page);
          return response;
        };
      }
      await use();
    },
    { auto: true },
  ],
  // The seeded guest welcome popup (site notice 81, display page LOGIN_BEFORE) opens once per
  // device on every guest page: in a fresh browser that is every journey's first page, over
  // whatever the journey is about; the deposit page's (83) likewise on the deposit page. They
  // count as seen already, as for a returning visitor, except in the journeys about the popups
  // (annotation 'site-popups').
  welcomeNoticeSeen: [
    async ({ page }, use, testInfo) => {
      if (!testInfo.annotations.some((note) => note.type === 'site-popups'))
        await countSitePopupsAsSeen(page.context());
      await use();
    },
    { auto: true },
  ],
  // Against the standalone fake (real-mode build), every journey starts from the seed too.
  freshFake: [
    async ({ request }, use, testInfo) => {
      if (testInfo.project.name === 'real-api') {
        // The fake's control endpoints answer only requests with this header (mocks/server/main.ts).
        const reset = await request.post(`${fakeServerUrl}/__fake/reset`, {
          headers: { 'X-Fortuna-Fake': '1' },
        });
        expect(reset.ok()).toBe(true);
      }
      await use();
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use, testInfo) => {
      const errors: string[] = [];
      // A journey that cuts the network on purpose (lost answers) sees the browser log it.
      const networkFaults = testInfo.annotations.some((note) => note.type === 'network-faults');
      const providerFailures = testInfo.annotations.some(
        (note) => note.type === 'provider-failures',
      );
      // A journey that probes the Content-Security-Policy sees the browser report the refusal.
      const cspProbe = testInfo.annotations.some((note) => note.type === 'csp-probe');
      // Every Content-Security-Policy violation is an error of the journey, also those the
      // browser does not log (an eval probe inside a try, a blocked image or connection).
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(
            `CSP violation: ${event.effectiveDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
          ),
        ),
      );
      page.on('console', (message) => {
        if (
          cspProbe &&
          /^(Refused to execute inline script|Executing inline (event handler|script) violates|CSP violation: script-src-(elem|attr) inline )/.test(
            message.text(),
          )
        )
          return;
        // Chromium logs every 4xx answer; those the app handles are not errors of the app.
        if (networkFaults && message.text() === 'Failed to load resource: net::ERR_FAILED') return;
        // A journey about a provider that fails (502 BALANCE_FAILED) sees the browser log it.
        if (
          providerFailures &&
          /^Failed to load resource: the server responded with a status of 502 \(/.test(
            message.text(),
          )
        )
          return;
        if (
          message.type() === 'error' &&
          !/^Failed to load resource: the server responded with a status of 4\d\d/.test(
            message.text(),
          )
        ) {
          errors.push(message.text());
        }
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors during the journey').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Puts `wrap(original)` in place of an object's method; the returned function puts the method
 * back as it was (a reused context keeps no wrapper of a finished journey).
 */
function replaceMethod<T extends object, K extends keyof T & string>(
  target: T,
  name: K,
  wrap: (original: T[K]) => T[K],
): () => void {
  const own = Object.getOwnPropertyDescriptor(target, name);
  const original = target[name];
  const bound = (typeof original === 'function' ? original.bind(target) : original) as T[K];
  Object.defineProperty(target, name, { value: wrap(bound), configurable: true, writable: true });
  return () => {
    if (own) Object.defineProperty(target, name, own);
    else Reflect.deleteProperty(target, name);
  };
}

/**
 * What a journey does to a warm context that emptying its site data would not undo: the init
 * scripts it adds (collected to be disposed) and whether it installs Playwright's clock.
 */
function watchJourney(context: BrowserContext) {
  const initScripts: { dispose: () => Promise<void> }[] = [];
  let clockUsed = false;
  const restores = [
    replaceMethod(context, 'addInitScript', (add) => async (...args) => {
      const added = await add(...args);
      initScripts.push(added);
      return added;
    }),
    ...(['install', 'setFixedTime', 'setSystemTime', 'pauseAt'] as const).map((name) =>
      replaceMethod(
        context.clock,
        name,
        (original) =>
          ((...args: Parameters<typeof original>) => {
            clockUsed = true;
            return (original as (...a: typeof args) => Promise<void>)(...args);
          }) as typeof original,
      ),
    ),
  ];
  return {
    initScripts,
    clockUsed: () => clockUsed,
    restore: () => restores.forEach((restore) => restore()),
  };
}

/**
 * Empties a context for the next journey: its pages, the init scripts, routes, cookies and
 * permissions the journey added, and the origin's site data with its service workers. The
 * HTTP cache stays.
 */
async function emptyContext(
  context: BrowserContext,
  initScripts: { dispose: () => Promise<void> }[],
  origin: string,
): Promise<void> {
  await Promise.all(context.pages().map((page) => page.close()));
  await Promise.all(initScripts.map((script) => script.dispose()));
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.clearCookies();
  await context.clearPermissions();
  const blank = await context.newPage();
  const devtools = await context.newCDPSession(blank);
  await devtools.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  await devtools.detach();
  await blank.close();
}

/**
 * Waits until the page the browser shows is live: a page of the site has hydrated (root.tsx
 * sets data-hydrated on <html>) and, on a mock build, the page shows what this browser's fake
 * answers (entry.client.tsx sets data-fake-ready once it has asked again for what the server
 * rendered from the seed); any other document (an icon, a JSON answer) is at once.
 */
export async function untilInteractive(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.documentElement;
    if (document.contentType !== 'text/html' || !document.querySelector('script[type="module"]'))
      return true;
    const mock = document.querySelector('script[src="/start-fake-worker.js"]') !== null;
    return root.dataset.hydrated === 'true' && (!mock || root.dataset.fakeReady === 'true');
  });
}

/**
 * How many of the main region's elements React has not taken over (hydrated) yet; the insides
 * of sanitised server HTML (dangerouslySetInnerHTML) are the browser's, not React's. The main
 * region may be hidden from assistive technology by a popup over it (the agents' notice).
 */
export const notHydrated = (page: Page) =>
  page.getByRole('main', { includeHidden: true }).evaluate((main) => {
    const own = (element: Element, prefix: string): unknown =>
      Object.entries(element).find(([key]) => key.startsWith(prefix))?.[1];
    const insideInnerHtml = (element: Element) => {
      for (let up = element.parentElement; up && up !== main.parentElement; up = up.parentElement) {
        const props = own(up, '__reactProps$') as { dangerouslySetInnerHTML?: unknown } | undefined;
        if (props?.dangerouslySetInnerHTML) return true;
      }
      return false;
    };
    return [main, ...main.querySelectorAll('*')].filter(
      (element) => own(element, '__reactFiber$') === undefined && !insideInnerHtml(element),
    ).length;
  });

/**
 * The non-production theme switcher's choice, in place before the site starts: in the cookie
 * the server renders with and in local storage, as the switcher keeps it.
 */
export async function chooseTheme(page: Page, themeId: string): Promise<void> {
  const value = JSON.stringify({ themeId, colors: {} });
  const baseURL = test.info().project.use.baseURL ?? '';
  await page
    .context()
    .addCookies([{ name: 'fortuna-theme', value: encodeURIComponent(value), url: baseURL }]);
  await page.addInitScript((choice) => localStorage.setItem('fortuna-theme-choice', choice), value);
}

/**
 * Counts the seeded guest welcome popup (81) and the deposit page's (83) as seen on this
 * browser context's device, as for a returning visitor (every journey's own context has it; a
 * journey that opens another context calls it for that one).
 */
export async function countSitePopupsAsSeen(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const key = 'fortuna-seen-notices';
    try {
      const seen: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
      const ids = Array.isArray(seen) ? seen : [];
      const more = [81, 83].filter((id) => !ids.includes(id));
      if (more.length > 0) localStorage.setItem(key, JSON.stringify([...ids, ...more]));
    } catch {
      // A page without storage shows the popup; the journey would say so.
    }
  });
}

/**
 * Waits until the in-browser fake has started on the page: the site renders while it starts
 * (issue 18), so a page can be on screen before `window.__fortunaFake` exists.
 */
export async function fakeStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => '__fortunaFake' in window);
}

/** A field-by-field match of the fake's records (mocks/worker/protocol.ts Where). */
type Where = Record<string, string | number | boolean | null>;
type Record_ = Record<string, unknown>;
/** The fake's requests of its records, as the page's handle makes them (mocks/browser.ts). */
type FakeDbOp =
  | ['find', string, Where | undefined]
  | ['create', string, Record_]
  | ['update', string, Where, Record_]
  | ['delete', string, Where];

/**
 * The in-browser fake's records, read and set through the page's handle (mocks/browser.ts db):
 * the fake runs in its service worker, so a journey hands it plain data, matched field by
 * field; an update deep-merges its patch into each record found (arrays are replaced).
 */
export function fakeDb(page: Page) {
  const run = async (op: FakeDbOp): Promise<unknown> => {
    await fakeStarted(page);
    return page.evaluate(async ([action, collection, a, b]) => {
      type Db = Record<string, (collection: string, a?: unknown, b?: unknown) => Promise<unknown>>;
      const db = (window as unknown as { __fortunaFake: { db: Db } }).__fortunaFake.db;
      const call = db[action];
      if (!call) throw new Error(`no fake db action ${action}`);
      return call(collection, a, b);
    }, op);
  };
  return {
    find: async <T = Record_>(collection: string, where?: Where) =>
      (await run(['find', collection, where])) as T[],
    create: (collection: string, record: Record_) => run(['create', collection, record]),
    update: (collection: string, where: Where, patch: Record_) =>
      run(['update', collection, where, patch]),
    delete: (collection: string, where: Where) => run(['delete', collection, where]),
  };
}

/** Turns a fake backend scenario on (mock mode), by the same names as the dev panel. */
export async function setScenario(page: Page, name: string, on = true): Promise<void> {
  await fakeStarted(page);
  await page.evaluate(
    async ([scenario, enabled]) => {
      const handle = (
        window as unknown as {
          __fortunaFake?: { setScenario: (n: string, o: boolean) => Promise<boolean> };
        }
      ).__fortunaFake;
      if (!(await handle?.setScenario(scenario as string, enabled as boolean)))
        throw new Error(`unknown scenario ${String(scenario)}`);
    },
    [name, on] as const,
  );
}

/** Where the in-browser fake's world came from (mocks/fake.ts startedFrom; issue 18). */
export async function fakeStartedFrom(page: Page): Promise<string | undefined> {
  await fakeStarted(page);
  return page.evaluate(
    () =>
      (window as unknown as { __fortunaFake?: { fake: { startedFrom: string } } }).__fortunaFake
        ?.fake.startedFrom,
  );
}

/**
 * When the worlds the build carries were seeded as of (ms; mocks/fake.ts worldsAhead): the
 * build's day's, then the next site day's start.
 */
export async function fakeWorldsAhead(page: Page): Promise<number[]> {
  await fakeStarted(page);
  return page.evaluate(
    () =>
      (window as unknown as { __fortunaFake?: { fake: { worldsAhead: number[] } } }).__fortunaFake
        ?.fake.worldsAhead ?? [],
  );
}

/** The header's account menu button of a signed-in member. */
export const accountMenuButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Account menu/ });

/** Opens the account menu from the header: one tap. */
export async function openAccountMenu(page: Page) {
  await accountMenuButton(page).click();
  const menu = page.getByRole('dialog', { name: 'Account menu' });
  await expect(menu).toBeVisible();
  return menu;
}

/** Opens the site's menu (a guest's) from the header: one tap. */
export async function openSiteMenu(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  return menu;
}

/** Signs the member out as a member does, from the account menu (at every width). */
export async function signOutThroughTheMenu(page: Page): Promise<void> {
  const menu = await openAccountMenu(page);
  await menu.getByRole('button', { name: 'Sign Out' }).click();
}

/** Signs the demo member in through the sign-in panel and waits for the balance in the header. */
export async function signInThroughTheForm(page: Page): Promise<void> {
  await page.goto('/?dialog=login');
  // Once the page is live, as every journey's goto waits for (the stored state's own page,
  // storedState, is not a journey's): the press of Sign In must reach a live form.
  await untilInteractive(page);
  const login = page.getByRole('dialog', { name: 'Sign In' });
  await login.getByLabel('Username').fill('demo001');
  await login.getByLabel(/^Password/).fill('demo1234');
  await login.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('banner').getByLabel('Main wallet balance')).toBeVisible();
}

/**
 * A guest who tapped `game` signs in from the panel that opened: it says it is for that game,
 * and once signed in the member is on the game's page (in place: no press is left to open a
 * window with).
 */
export async function signInToPlay(page: Page, game: string): Promise<void> {
  const login = page.getByRole('dialog', { name: 'Sign In' });
  await expect(
    login.getByText(`Sign in to play ${game}: the game opens as soon as you are in.`),
  ).toBeVisible();
  await login.getByLabel('Username').fill('demo001');
  await login.getByLabel(/^Password/).fill('demo1234');
  await login.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/play\/\d+\?/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: game })).toBeVisible();
}

/** Signs the demo agent in through the agent sign-in page and waits for the portal. */
export async function signInAgentThroughTheForm(page: Page): Promise<void> {
  await page.goto('/agent/login');
  // Once the page is live, as every journey's goto waits for (the stored state's own page,
  // storedState, is not a journey's): the press of Sign in must reach a live form.
  await untilInteractive(page);
  const form = page.getByRole('region', { name: 'Agent sign-in' });
  await form.getByRole('textbox', { name: 'Username' }).fill('agent001');
  await form.getByLabel(/^Password/).fill('agent1234');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await untilInThePortal(page);
}

/** Waits for the signed-in agent's header, with its link to the portal. */
export async function untilInThePortal(page: Page): Promise<void> {
  // The agents' popup (display page 6) opens over the portal once signed in, and may already be
  // open: the page behind it is hidden from assistive technology then, yet on screen.
  await expect(
    page
      .getByRole('banner', { includeHidden: true })
      .getByRole('link', { name: 'Agent portal', includeHidden: true }),
  ).toBeVisible();
}

/**
 * What the browser keeps once a demo account has signed in, per account, site (base URL) and
 * day on the site's clock: the stored world is dated from the day it was seeded (today's
 * check-in streak, this period's claims), so a run that crosses midnight in Manila signs in anew.
 */
const storedStates = new Map<string, Promise<[string, string][]>>();

/**
 * Signs a demo account in once per test worker and site, through its form, and keeps what the
 * browser stored: the token and session stamps, and (mock builds) the in-browser fake's world
 * with that session in it.
 */
function storedState(
  page: Page,
  who: 'member' | 'agent',
  signIn: (page: Page) => Promise<void>,
): Promise<[string, string][]> {
  const baseURL = test.info().project.use.baseURL ?? '';
  const key = `${who} ${baseURL} ${dayNumber(Math.floor(Date.now() / 1000))}`;
  let state = storedStates.get(key);
  if (!state) {
    state = (async () => {
      const browser = page.context().browser();
      if (!browser) throw new Error('no browser to sign in with');
      const context = await browser.newContext({ baseURL });
      // As in every journey's own context: the guest's welcome popup would cover a sign-in page.
      await countSitePopupsAsSeen(context);
      try {
        const signInPage = await context.newPage();
        await signIn(signInPage);
        return await signInPage.evaluate(async () => {
          // The fake's worker hands the page its world after each change; keep it now.
          await (
            window as unknown as { __fortunaFake?: { save: () => Promise<void> } }
          ).__fortunaFake?.save();
          return Object.entries(localStorage);
        });
      } finally {
        await context.close();
      }
    })();
    storedStates.set(key, state);
  }
  return state;
}

/** Gives the page what a signed-in browser stored, then opens `path`. */
async function restoreState(
  page: Page,
  entries: [string, string][],
  path: string,
  who: 'member' | 'agent',
): Promise<void> {
  // The session's marker, which the browser keeps beside the token for the server (issue 29).
  const baseURL = test.info().project.use.baseURL ?? '';
  await page.context().addCookies([{ name: 'fortuna-session', value: who, url: baseURL }]);
  // Any document of the site's origin gives access to its storage; the icon is the lightest.
  await page.goto('/favicon.svg');
  // The sign-in browser counted the seeded popups as seen; a journey about them has not seen them.
  const aboutPopups = test.info().annotations.some((note) => note.type === 'site-popups');
  await page.evaluate(
    async ([stored, unsee]) => {
      // As when a browser's site data is cleared: the storage, and the fake's worker with the
      // world it holds (a journey that was a guest first). The next page starts a worker anew,
      // which takes the stored world.
      const workers = (await navigator.serviceWorker?.getRegistrations()) ?? [];
      await Promise.all(workers.map((worker) => worker.unregister()));
      localStorage.clear();
      for (const [key, value] of stored) localStorage.setItem(key, value);
      const seen: unknown = JSON.parse(localStorage.getItem('fortuna-seen-notices') ?? '[]');
      if (unsee && Array.isArray(seen))
        localStorage.setItem(
          'fortuna-seen-notices',
          JSON.stringify(seen.filter((id) => id !== 81 && id !== 83)),
        );
    },
    [entries, aboutPopups] as const,
  );
  await page.goto(path);
}

/**
 * Starts the journey as the signed-in demo member on `path` (default /), without the sign-in
 * form: the browser is given what it stored after one sign-in through the form (see
 * storedState), so each journey still starts from its own copy of the seeded world. The
 * journeys about signing in use the form themselves. Against the standalone fake (real-api),
 * which is reset before each journey, it signs in through the form.
 */
export async function signInAsDemo(page: Page, path = '/'): Promise<void> {
  if (test.info().project.name === 'real-api') {
    await signInThroughTheForm(page);
    if (path !== '/') await page.goto(path);
    return;
  }
  await restoreState(page, await storedState(page, 'member', signInThroughTheForm), path, 'member');
  await expect(page.getByRole('banner').getByLabel('Main wallet balance')).toBeVisible();
  // The header can show the stored member before the in-browser fake has started (issue 18):
  // journeys that drive the fake next need its handle.
  await fakeStarted(page);
}

/**
 * Starts the journey as the signed-in demo agent (agent001) on `path` (default the dashboard),
 * as signInAsDemo does for the member: one sign-in through the agent form per worker, then a
 * copy of what the browser stored.
 */
export async function signInAsAgent(page: Page, path = '/agent/dashboard'): Promise<void> {
  if (test.info().project.name === 'real-api') {
    await signInAgentThroughTheForm(page);
    if (path !== '/agent/dashboard') await page.goto(path);
    return;
  }
  await restoreState(
    page,
    await storedState(page, 'agent', signInAgentThroughTheForm),
    path,
    'agent',
  );
  // The agents' popup (display page 6) may already be open: the page behind it is hidden from
  // assistive technology then, yet on screen.
  await expect(
    page
      .getByRole('banner', { includeHidden: true })
      .getByRole('link', { name: 'Agent portal', includeHidden: true }),
  ).toBeVisible();
  await fakeStarted(page);
}

/**
 * Changes the route without a reload, the way the browser's back and forward buttons do: the
 * router hears a popstate and reads the new location. Used where the journey has no link to
 * follow (status pages, payment result, VIP, download, affiliate, the asynchronous list); a
 * full reload would cost the start-up of the site and of the fake backend again.
 */
export async function visit(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    // From the top, as after following a link (the router scrolls to the top of a new page).
    window.scrollTo(0, 0);
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Records a deposit of the demo member that succeeded just now, in the page's fake. */
export async function depositSucceededNow(page: Page, amount: string): Promise<void> {
  const db = fakeDb(page);
  const [template] = await db.find('deposits', { account_id: 10001 });
  const now = Math.floor(Date.now() / 1000);
  // Today's, also in a day's first minutes.
  const today = dayStart(dayNumber(now));
  await db.create('deposits', {
    ...template,
    id: 99901,
    order_no: 'DPE2E99901',
    amount,
    actual_amount: amount,
    fee: '0.00',
    status: 2,
    credited: true,
    created_at: Math.max(today, now - 120),
    updated_at: Math.max(today, now - 60),
    settle_at: null,
  });
}
