import type { Page } from '@playwright/test';
import { THEME_IDS, type ThemeId } from '../../src/theme/themes';
import { chooseTheme, expect, setScenario, test, visit } from './fixtures';

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1440, height: 900 };

/**
 * Every screen of the journey: the chosen theme is the one on the page, and on a phone the
 * page is not wider than the screen (no sideways scrolling, nothing cut off at the right).
 * One round trip for both: each test checks 15 screens.
 */
async function expectThemedAndFitting(page: Page, theme: ThemeId, route: string): Promise<void> {
  const seen = await page.evaluate(() => ({
    theme: document.documentElement.dataset.theme,
    overflow: Math.max(0, document.documentElement.scrollWidth - window.innerWidth),
  }));
  const phone = (page.viewportSize()?.width ?? 0) <= PHONE.width;
  expect(seen, `${route}: the theme, and the width beyond the screen`).toEqual({
    theme,
    overflow: phone ? 0 : seen.overflow,
  });
}

/** The public routes of spec §2 in turn: each one's heading and content, the theme and the fit. */
async function everyPublicRoute(page: Page, theme: ThemeId): Promise<void> {
  const main = page.getByRole('main');
  const heading = (name: string) => main.getByRole('heading', { level: 1, name, exact: true });

  await visit(page, '/401');
  await expect(heading('Please Sign In')).toBeVisible();
  await expect(main.getByText('You need to sign in to see this page.')).toBeVisible();
  await expectThemedAndFitting(page, theme, '/401');

  await visit(page, '/area_forbidden');
  await expect(heading('Your access is restricted')).toBeVisible();
  await expect(main.getByText('Fortuna is not available in your location.')).toBeVisible();
  await expectThemedAndFitting(page, theme, '/area_forbidden');

  await visit(page, '/_show/pay_cb?order=DP202611220001');
  await expect(heading('Payment submitted')).toBeVisible();
  await expect(main.getByText(/^Order DP202611220001: /)).toBeVisible();
  await expectThemedAndFitting(page, theme, '/_show/pay_cb');

  await page.getByRole('banner').getByRole('link', { name: 'Fortuna', exact: true }).click();
  await expect(heading('Fortuna: live casino, sports, slots and lottery')).toBeAttached();
  await expect(main.getByRole('link', { name: 'Casino', exact: true })).toBeVisible();
  await expectThemedAndFitting(page, theme, '/');

  await visit(page, '/promotion');
  await expect(heading('Promotions')).toBeVisible();
  const welcome = main.getByRole('link', { name: /100% Welcome Bonus/ });
  await expect(welcome.getByRole('heading', { name: '100% Welcome Bonus' })).toBeVisible();
  await expectThemedAndFitting(page, theme, '/promotion');

  await welcome.click();
  await expect(heading('100% Welcome Bonus')).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Rules' })).toBeVisible();
  await expectThemedAndFitting(page, theme, '/promotion/{id}');

  await visit(page, '/vip');
  await expect(heading('VIP Club')).toBeVisible();
  await expect(main.getByRole('columnheader', { name: 'VIP 1', exact: true })).toBeVisible();
  await expectThemedAndFitting(page, theme, '/vip');

  await visit(page, '/dlapp');
  await expect(heading('Download the Fortuna app')).toBeVisible();
  await expect(main.getByRole('img', { name: 'QR code to download for Android' })).toBeVisible();
  await expectThemedAndFitting(page, theme, '/dlapp');

  await visit(page, '/af_intro');
  await expect(heading('Become a Fortuna partner')).toBeVisible();
  await expect(
    main.getByRole('heading', { name: 'Earn up to 45% commission every month' }),
  ).toBeVisible();
  await expectThemedAndFitting(page, theme, '/af_intro');

  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Fishing' }).click();
  await expect(page).toHaveURL(/\/games\/FishHunting$/);
  await expect(heading('Fishing')).toBeVisible();
  await expect(main.getByRole('button', { name: / Jili Fishing$/ }).first()).toBeVisible();
  await expectThemedAndFitting(page, theme, '/games/FishHunting');

  await nav.getByRole('link', { name: 'Slots' }).click();
  await expect(heading('Slots')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Fortune Tiger PG Soft' })).toBeVisible();
  await expect(main.getByRole('navigation', { name: 'pagination navigation' })).toBeVisible();
  await expectThemedAndFitting(page, theme, '/games/{gameType}');

  await visit(page, '/games/list/SlotMachine');
  await expect(heading('Slots')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Fortune Tiger PG Soft' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Load more' })).toBeVisible();
  await expectThemedAndFitting(page, theme, '/games/list/{gameType}');

  await visit(page, '/guide/about_us');
  await expect(page).toHaveURL(/\/guide\/about\/1$/);
  const article = main.getByRole('article');
  await expect(article.getByRole('heading', { level: 1, name: 'About Fortuna' })).toBeVisible();
  await expect(article.getByText(/offered live casino, sports betting/)).toBeVisible();
  await expectThemedAndFitting(page, theme, '/guide/about_us');

  await main
    .getByRole('navigation', { name: 'About' })
    .getByRole('link', { name: 'Responsible Gaming' })
    .click();
  await expect(
    article.getByRole('heading', { level: 1, name: 'Responsible Gaming' }),
  ).toBeVisible();
  await expectThemedAndFitting(page, theme, '/guide/about/{id}');
}

// Motion reduced: the festival animation and transitions only cost time here (the festival has
// its own journey in chrome.spec.ts); layout and content are what the matrix checks.
test.use({ viewport: PHONE, reducedMotion: 'reduce' });

/**
 * The themes with a layout of their own (the default, and the two with their own home) at both
 * widths; themes 2 to 7 are theme 1's layout in other colours and corner radii, so they are
 * checked where a radius could push something off the screen: at 360 px.
 */
const BOTH_WIDTHS: readonly ThemeId[] = ['theme1', 'theme8', 'theme9'];

/**
 * Every theme, one page per theme: the routes at 360 px, then (see BOTH_WIDTHS) the window made
 * 1440 px wide and the routes again (the site started once, not twice).
 */
for (const theme of THEME_IDS) {
  test(`in ${theme} at ${BOTH_WIDTHS.includes(theme) ? '360 px and at 1440 px' : '360 px'} every public route of spec §2 shows its heading and its content`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    // The non-production theme switcher's stored choice, in place before the site starts.
    await chooseTheme(page, theme);
    await page.goto('/401');
    for (const viewport of BOTH_WIDTHS.includes(theme) ? [PHONE, DESKTOP] : [PHONE]) {
      await page.setViewportSize(viewport);
      await everyPublicRoute(page, theme);
    }

    // The maintenance page is shown only while maintenance is on (otherwise it sends to /).
    await setScenario(page, 'maintenance');
    await page.goto('/under_maintenance');
    await expect(page).toHaveURL(/\/under_maintenance$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'System is under maintenance' }),
    ).toBeVisible();
    await expect(page.getByText(/^Scheduled from \d{4}-\d\d-\d\d \d\d:\d\d to /)).toBeVisible();
    await expectThemedAndFitting(page, theme, '/under_maintenance');
    await page.setViewportSize(PHONE);
    await expectThemedAndFitting(page, theme, '/under_maintenance');
  });
}
