import type { Page } from '@playwright/test';
import { chooseTheme, expect, test, untilInteractive } from './fixtures';

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

test('issue 29: the theme chosen in the developer tools is in the first HTML', async ({
  request,
}) => {
  const cookie = `fortuna-theme=${encodeURIComponent(JSON.stringify({ themeId: 'theme8', colors: {} }))}`;
  const html = await (await request.get('/', { headers: { Cookie: cookie } })).text();
  expect(html).toContain('<meta name="fortuna-theme" content="theme8"');
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

/** How many of the main region's elements React has not taken over (hydrated) yet. */
const notHydrated = (page: Page) =>
  page
    .getByRole('main')
    .evaluate(
      (main) =>
        [main, ...main.querySelectorAll('*')].filter(
          (element) => !Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
        ).length,
    );

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
  test('issue 29: the promotion list and a game list show their content', async ({ page }) => {
    await page.goto('/promotion');
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toBeVisible();
    await page.goto('/games/SlotMachine');
    await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Pragmatic Play$/ }).first()).toBeVisible();
  });
});
