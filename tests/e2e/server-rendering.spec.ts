import type { Page } from '@playwright/test';
import { chooseTheme, expect, notHydrated, test, untilInteractive } from './fixtures';

/** The content of a meta tag or the href of a link in an HTML document. */
function tag(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}

const LOCALES = ['en', 'zh-CN', 'zh-TW', 'th', 'vi', 'id', 'ms', 'ja', 'ko', 'pt-BR'];

test('issue 29: home’s HTML carries its title, description, keywords, canonical URL, the ten languages and the link-preview cards', async ({
  request,
  baseURL,
}) => {
  const html = await (await request.get('/')).text();
  expect(tag(html, /<title>([^<]+)<\/title>/)).toBe('Fortuna | Casino, Sports and Slots');
  expect(tag(html, /<meta name="description" content="([^"]*)"/)).toBeTruthy();
  expect(tag(html, /<meta name="keywords" content="([^"]*)"/)).toBeTruthy();
  expect(tag(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${baseURL}/`);
  for (const locale of LOCALES)
    expect(html).toContain(`hrefLang="${locale}" href="${baseURL}/?locale=${locale}"`);
  expect(tag(html, /<meta property="og:title" content="([^"]+)"/)).toBe(
    'Fortuna | Casino, Sports and Slots',
  );
  expect(tag(html, /<meta property="og:image" content="([^"]+)"/)).toBe(
    `${baseURL}/brand-card.png`,
  );
  expect(tag(html, /<meta name="twitter:card" content="([^"]+)"/)).toBe('summary_large_image');
  // The first banner's art is asked for from the head, at high priority.
  expect(html).toMatch(/<link rel="preload"[^>]*as="image"[^>]*fetchPriority="high"/);
});

test('issue 30: a page’s styles come in a few elements in its head, none in its body', async ({
  request,
}) => {
  for (const path of ['/', '/promotion', '/games/SlotMachine']) {
    const html = await (await request.get(path)).text();
    const end = html.indexOf('</head>');
    const inHead = html.slice(0, end).match(/<style data-emotion="[^"]+"/g) ?? [];
    expect(inHead.length, path).toBeGreaterThan(0);
    expect(inHead.length, path).toBeLessThanOrEqual(3);
    expect(html.slice(end).match(/<style/g) ?? [], path).toEqual([]);
  }
});

test('issue 29: the largest element’s picture is asked for first, the scripts and the dictionary after it', async ({
  request,
}) => {
  for (const path of ['/', '/promotion', '/games/SlotMachine']) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head, path).toMatch(/<link rel="preload"[^>]*as="image"[^>]*fetchPriority="high"/);
    const scripts = head.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const script of scripts) expect(script, path).toContain('fetchpriority="low"');
    expect(head, path).toMatch(/<link rel="preload" as="fetch" fetchPriority="low"[^>]*\.json/);
  }
});

test('issue 29: on a phone the promotions’ featured banner is the largest element, fetched alone first', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/promotion')).text();
  const banners = [...html.matchAll(/<img[^>]*storage\/promotions\/[^>]*>/g)].map(([img]) => img);
  expect(banners.length).toBeGreaterThan(2);
  // The first at high priority and preloaded from the head, alone; the second (in a phone's
  // first view too) at low priority, so the two do not share the link; the rest lazily.
  expect(banners[0]).toContain('fetchPriority="high"');
  expect(banners[1]).toContain('fetchPriority="low"');
  expect(banners[1]).not.toContain('loading="lazy"');
  for (const banner of banners.slice(2)) expect(banner).toContain('loading="lazy"');
  const head = html.slice(0, html.indexOf('</head>'));
  const preloaded = head.match(/<link rel="preload" as="image"[^>]*storage\/promotions[^>]*>/g);
  expect(preloaded).toHaveLength(1);
  expect(preloaded?.[0]).toContain('promotions/1.svg');
  // Strictly larger than the second, whatever the rounding of the cards' places: the largest
  // element is the picture fetched first (the second's was, by a fraction of a pixel).
  for (const width of [360, 412]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/promotion');
    const area = async (index: number) => {
      const box = await page
        .getByRole('main')
        .getByRole('link')
        .nth(index)
        .locator('img')
        .boundingBox();
      return (box?.width ?? 0) * (box?.height ?? 0);
    };
    expect(await area(0), `${width} px`).toBeGreaterThan((await area(1)) * 1.1);
  }
});

test('issue 30: the page keeps the server’s styles where they are and inserts only styles it lacks', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const moved: string[] = [];
    Object.assign(window, { __movedStyles: moved });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof HTMLStyleElement) moved.push(node.getAttribute('data-emotion') ?? '');
    }).observe(document, { childList: true, subtree: true });
  });
  for (const path of ['/', '/promotion']) {
    await page.goto(path);
    const found = await page.evaluate(() => {
      const served = new Set(
        [...document.querySelectorAll('style[data-emotion^="css-ssr "]')].flatMap((element) =>
          (element.getAttribute('data-emotion') ?? '').split(' ').slice(1),
        ),
      );
      const again = [...document.querySelectorAll('style[data-emotion="css"]')]
        .flatMap((element) => [...((element as HTMLStyleElement).sheet?.cssRules ?? [])])
        .map((rule) => /^\.css-([\w-]+)/.exec((rule as CSSStyleRule).selectorText ?? '')?.[1])
        .filter((name) => name !== undefined && served.has(name));
      return {
        served: served.size,
        again,
        moved: (window as unknown as { __movedStyles: string[] }).__movedStyles.filter(
          (mark) => !mark.startsWith('css-global'),
        ),
      };
    });
    expect(found.served, path).toBeGreaterThan(10);
    expect(found.moved, path).toEqual([]);
    expect(found.again, path).toEqual([]);
  }
});

test('issue 29: a promotion’s link preview is its own title, summary and art', async ({
  request,
}) => {
  const list = await (await request.get('/promotion')).text();
  const path = tag(list, /href="(\/promotion\/\d+)"/);
  expect(path).toBeTruthy();
  const html = await (await request.get(path ?? '')).text();
  const title = tag(html, /<meta property="og:title" content="([^"]+)"/);
  // The promotion's heading is in the page, and the preview names it.
  expect(html).toContain(`>${title}</h1>`);
  expect(tag(html, /<meta property="og:image" content="([^"]+)"/)).toMatch(/\/storage\//);
  expect(tag(html, /<meta property="og:description" content="([^"]*)"/)).toBeTruthy();
});

test('issue 29: the page’s language comes from the locale query, then the stored choice, then Accept-Language', async ({
  request,
}) => {
  const byHeader = await (
    await request.get('/', { headers: { 'Accept-Language': 'th-TH,th;q=0.9,en;q=0.5' } })
  ).text();
  expect(byHeader).toContain('<html lang="th"');
  const byCookie = await (
    await request.get('/', {
      headers: { 'Accept-Language': 'th', Cookie: 'fortuna-locale=ja' },
    })
  ).text();
  expect(byCookie).toContain('<html lang="ja"');
  const byQuery = await (
    await request.get('/?locale=ko', { headers: { Cookie: 'fortuna-locale=ja' } })
  ).text();
  expect(byQuery).toContain('<html lang="ko"');
  const unknown = await (await request.get('/', { headers: { 'Accept-Language': 'xx' } })).text();
  expect(unknown).toContain('<html lang="en"');
});

test('issue 29: a visitor whose language the server chose hydrates in it, with no flash of English', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/', { waitUntil: 'commit' });
  // Before any script: the server's HTML is already in Chinese.
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await untilInteractive(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  expect(errors).toEqual([]);
  await context.close();
});

test('issue 29: a visitor who chose Thai and theme 8 gets both in the first HTML', async ({
  request,
}) => {
  const theme = `fortuna-theme=${encodeURIComponent(JSON.stringify({ themeId: 'theme8', colors: {} }))}`;
  const html = await (
    await request.get('/', { headers: { Cookie: `${theme}; fortuna-locale=th` } })
  ).text();
  expect(html).toContain('<meta name="fortuna-theme" content="theme8"');
  expect(html).toContain('<html lang="th"');
  // Thai texts in the page itself, not English ones replaced later.
  expect(html).not.toContain('>Game families<');
  expect(html).toContain('>หมวดหมู่เกม<');
  // Theme 8's own home layout (its live casino lobby, named in Thai), not the default one.
  expect(html).toContain('aria-label="ล็อบบี้คาสิโนสด"');
});

test('issue 29: member pages send the shell and a loading state, never the member’s data, and are never cached', async ({
  request,
}) => {
  const member = await request.get('/member/management/gameBalance', {
    headers: { Cookie: 'fortuna-session=member' },
  });
  expect(member.headers()['cache-control']).toBe('private, no-store');
  const html = await member.text();
  expect(html).toContain('role="status"');
  // The member's header, in its loading state: no balance, no name (the token stays in the browser).
  expect(html).toContain('Main wallet balance');
  // No guest header to flash before the member's: no Sign In, no Register.
  expect(html).not.toMatch(/>(Sign In|Register)</);
  expect(html).not.toMatch(/PHP\s?[\d,]+\.\d\d/);
  expect(html).not.toContain('demo001');
  const home = await request.get('/');
  expect(home.headers()['cache-control']).toContain('s-maxage=60');
  expect(home.headers()['cache-control']).toContain('stale-while-revalidate');
});

test('issue 29: a crawler gets the whole page at once, with robots.txt and a sitemap of the public pages', async ({
  request,
  baseURL,
}) => {
  const html = await (
    await request.get('/promotion', {
      headers: {
        'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      },
    })
  ).text();
  expect(html).toContain('<h1');
  // Nothing left to stream: no section waits behind a fallback.
  expect(html).not.toContain('<template id="B:');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /member/');
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${baseURL}/promotion</loc>`);
  expect(sitemap).toMatch(/<loc>[^<]+\/games\/Casino<\/loc>/);
  // Issue 31: the games lobby, the help centre, its questions, each article, rules and policy,
  // and the slot tournaments.
  for (const path of [
    '/games',
    '/guide',
    '/guide/questions',
    '/guide/article/3',
    '/guide/rules/Casino',
    '/guide/policy/kyc-aml',
    '/tournaments',
    '/tournaments/3',
    '/predictor',
  ])
    expect(sitemap).toContain(`<loc>${baseURL}${path}</loc>`);
  expect(sitemap).toContain('hreflang="pt-BR"');
  expect(sitemap).not.toContain('/member/');
});

test('issue 29: the server answers its health check', async ({ request }) => {
  const health = await request.get('/healthz');
  expect(health.ok()).toBe(true);
  expect(await health.json()).toEqual({ status: 'ok' });
});

test('issue 29: the banner the server painted is the element the visitor keeps after hydration', async ({
  page,
}) => {
  await page.goto('/', { waitUntil: 'commit' });
  const banner = page.getByRole('main').locator('picture img').first();
  await expect(banner).toBeVisible();
  // Marked before any of the site's scripts can have replaced it.
  await banner.evaluate((element) => element.setAttribute('data-from-server', ''));
  await untilInteractive(page);
  await expect(page.getByRole('main').locator('picture img').first()).toHaveAttribute(
    'data-from-server',
    '',
  );
});

for (const [theme, path, content] of [
  ['theme8', '/', 'Game families'],
  ['theme9', '/', 'Game families'],
  ['theme1', '/af_intro/apply', 'Your agent sign-in'],
] as const) {
  test(`issue 29: in ${theme}, ${path} hydrates in one pass, even when a part's code is slow`, async ({
    page,
  }) => {
    // A part of the page in its own chunk (theme 8's and 9's home layout, the application
    // form) must not be left as server HTML for later: an answer that arrived before it hydrated
    // would make it disagree with the server's HTML (React error 418).
    await chooseTheme(page, theme);
    await page.route(
      /\/assets\/(home-theme[89]|agent-application-form)-[\w-]+\.js$/,
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      },
    );
    await page.goto(path);
    await expect(page.getByRole('main').getByText(content).first()).toBeVisible();
    expect(await notHydrated(page), 'elements of the page still server HTML once live').toBe(0);
  });
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  /** The page's title, description and link-preview title, as the HTML carries them. */
  async function tags(page: Page) {
    return {
      title: await page.title(),
      description: await page.locator('meta[name="description"]').getAttribute('content'),
      preview: await page.locator('meta[property="og:title"]').getAttribute('content'),
      image: await page.locator('meta[property="og:image"]').getAttribute('content'),
    };
  }

  test('issue 29: home, the promotions, a promotion and a game list show their content and tags', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(
      page.getByRole('main').getByRole('heading', { name: 'Top winners' }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('img').first()).toBeVisible();
    expect(await tags(page)).toEqual({
      title: 'Fortuna | Casino, Sports and Slots',
      description: expect.any(String),
      preview: 'Fortuna | Casino, Sports and Slots',
      image: expect.stringMatching(/\/brand-card\.png$/),
    });
    await page.goto('/promotion');
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    const first = page.getByRole('main').getByRole('heading', { level: 3 }).first();
    const name = (await first.textContent()) ?? '';
    expect((await tags(page)).description).toBeTruthy();
    await page.getByRole('main').getByRole('link', { name }).first().click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    // The promotion's body, sanitised on the server, is in the HTML too.
    await expect(page.getByRole('main').locator('p').first()).toBeVisible();
    expect((await tags(page)).preview).toBe(name);
    await page.goto('/games/SlotMachine');
    await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Pragmatic Play$/ }).first()).toBeVisible();
    expect((await tags(page)).title).toBeTruthy();
  });

  test('issue 29: an about article, VIP, the fishing games and the affiliate introduction are in the HTML', async ({
    page,
  }) => {
    // The about list answers with its first article (a redirect, not a script).
    await page.goto('/guide/about_us');
    await expect(page).toHaveURL(/\/guide\/about\/\d+$/);
    const article = page.getByRole('main').getByRole('article').or(page.getByRole('main'));
    await expect(article.locator('p').first()).toBeVisible();
    await page.goto('/vip');
    await expect(page.getByRole('main').getByRole('table').first()).toBeVisible();
    await page.goto('/games/FishHunting');
    await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toBeVisible();
    await page.goto('/af_intro');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Become a Fortuna partner' }),
    ).toBeVisible();
  });

  test('issue 31: the help centre, its questions, a game’s rules, a policy and the games lobby are in the HTML', async ({
    page,
  }) => {
    await page.goto('/guide');
    await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'How long does a withdrawal take?' }),
    ).toBeVisible();
    expect(await tags(page)).toMatchObject({
      title: 'Help Centre | Fortuna',
      description: expect.stringContaining('withdrawals'),
    });
    // The search is a form that works without a script.
    await page.getByRole('searchbox', { name: 'Search the help centre' }).fill('rollover');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/guide\?q=rollover$/);
    await expect(page.getByRole('link', { name: 'How rollover works' })).toBeVisible();
    // A linked answer is open in the HTML.
    await page.goto('/guide/questions?open=3');
    await expect(page.getByText(/The most common reasons/)).toBeVisible();
    expect((await tags(page)).title).toBe('Frequently Asked Questions | Fortuna');
    await page.goto('/guide/rules/Casino');
    await expect(page.getByRole('heading', { name: 'The third-card rule' })).toBeVisible();
    expect((await tags(page)).preview).toBe('Live casino rules');
    await page.goto('/guide/policy/terms');
    await expect(page.getByText('Effective from 2026-01-01')).toBeVisible();
    expect((await tags(page)).preview).toBe('Terms and Conditions');
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
      'content',
      /18 or older/,
    );
    // The games lobby: its family tabs, its providers with their counts, its games.
    await page.goto('/games?type=SlotMachine');
    await expect(
      page.getByRole('navigation', { name: 'Game families' }).getByRole('link', { name: 'Slots' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(/^PG Soft \(\d+\)$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Fortune Tiger PG Soft' })).toBeVisible();
  });

  test('issue 31: the slot tournaments, a tournament’s leaderboard and the match predictor are in the HTML', async ({
    page,
  }) => {
    await page.goto('/tournaments');
    await expect(page.getByRole('heading', { level: 1, name: 'Slot tournaments' })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Running now' })
        .getByRole('article', { name: 'Daily Slot Sprint' }),
    ).toContainText('1,000.00');
    expect((await tags(page)).title).toBe('Slot Tournaments | Fortuna');
    await page.goto('/tournaments/3');
    await expect(page.getByRole('heading', { level: 1, name: 'Daily Slot Sprint' })).toBeVisible();
    const board = page.getByRole('table', { name: 'Leaderboard' });
    await expect(board.getByRole('row').nth(1)).toContainText('250.00');
    await expect(page.getByRole('region', { name: 'Prizes' })).toContainText('6–10');
    expect((await tags(page)).preview).toBe('Daily Slot Sprint');
    // The match predictor: the round's matches, a result, the leaderboard.
    await page.goto('/predictor');
    await expect(page.getByRole('heading', { level: 2, name: 'Round 12' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Manila Lions v Cebu Sharks' })).toContainText(
      'Final score 2–1',
    );
    await expect(page.getByRole('table', { name: 'Round leaderboard' })).toBeVisible();
    expect((await tags(page)).title).toBe('Match Predictor | Fortuna');
  });

  test('issue 30: the header’s language switcher names the page’s language in the HTML', async ({
    page,
  }) => {
    // The language list comes with the page's data: the browser does not ask for it as it
    // hydrates, and the button's name does not change under a screen reader.
    await page.goto('/');
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'EN – Language: English' }).first(),
    ).toBeAttached();
  });

  test('issue 29: an invitation link carries the brand’s link preview', async ({ page }) => {
    const response = await page.goto('/signup/123456');
    // Registration over home, the code kept in the address.
    expect(new URL(page.url()).searchParams.get('code')).toBe('123456');
    expect(response?.status()).toBe(200);
    expect(await tags(page)).toEqual({
      title: expect.any(String),
      description: expect.any(String),
      preview: expect.any(String),
      image: expect.stringMatching(/\/brand-card\.png$/),
    });
  });

  for (const form of [
    { path: '/agent/login', press: 'Sign in' },
    { path: '/af_intro/apply', press: 'Send my application' },
  ]) {
    test(`a press of “${form.press}” on ${form.path} before the page is live posts it: no password in the address, the page comes back`, async ({
      page,
    }) => {
      await page.goto(form.path);
      const main = page.getByRole('main');
      const press = main.getByRole('button', { name: form.press, exact: true });
      await main.getByRole('textbox', { name: /^Username/ }).fill('agent001');
      await main
        .getByLabel(/^Password/)
        .first()
        .fill('agent1234');
      const answer = page.waitForResponse((response) => response.request().method() === 'POST');
      await press.click();
      expect((await answer).status()).toBe(200);
      expect(page.url()).toBe(new URL(form.path, page.url()).href);
      await expect(press).toBeVisible();
    });
  }

  test('issue 29: an unknown address is a 404 with the site around it', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
