import type { Locator, Page } from '@playwright/test';
import { expectNoViolations, heading, THEMES, useTheme } from './axe';
import {
  accountMenuButton,
  expect,
  openAccountMenu,
  openSiteMenu,
  signInAsDemo,
  test,
  visit,
} from './fixtures';

/**
 * Issue 34: the way to Deposit, to the member centre and to the public pages, on a phone and
 * on a desktop.
 */

const VIEWPORTS = {
  phone: { width: 360, height: 780 },
  desktop: { width: 1440, height: 900 },
} as const;

/** Pages a member comes from: public and member, with the level-1 heading each shows. */
const PAGES: [string, string][] = [
  ['/promotion', 'Promotions'],
  ['/games/SlotMachine', 'Slots'],
  ['/vip', 'VIP Club'],
  ['/member/personal/betRecord', 'Bet Records'],
];

/**
 * The element lies whole inside the first screen (the viewport at the top of the page), above
 * the site's notice bar fixed at its foot.
 */
async function expectOnFirstScreen(page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox();
  const viewport = page.viewportSize();
  const bars = page.getByRole('region', { name: 'Latest news' });
  const bar = (await bars.count()) > 0 ? await bars.first().boundingBox() : null;
  expect(box && viewport).toBeTruthy();
  if (!box || !viewport) return;
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBe(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(bar ? bar.y : viewport.height);
}

for (const [width, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`way-finding on a ${width} (${viewport.width}x${viewport.height})`, () => {
    test.use({ viewport });

    test('a signed-in member reaches Deposit in one tap from any page', async ({ page }) => {
      await signInAsDemo(page);
      for (const [path, title] of [['/', ''] as [string, string], ...PAGES]) {
        if (path !== '/') await visit(page, path);
        if (title) await expect(heading(page, title)).toBeVisible();
        const deposit = page.getByRole('banner').getByRole('link', { name: 'Deposit' });
        // On screen at the top of the page, not behind a menu or off to the side.
        await expect(deposit).toBeInViewport();
        await deposit.click();
        await expect(page).toHaveURL(/\/member\/management\/deposits\/deposit$/);
        await expect(heading(page, 'Deposit')).toBeVisible();
      }
    });

    test('a signed-in member reaches a member-centre screen in two taps', async ({ page }) => {
      await signInAsDemo(page, '/games/SlotMachine');
      await expect(heading(page, 'Slots')).toBeVisible();
      let menu = await openAccountMenu(page);
      await expect(menu.getByText('demo001')).toBeVisible();
      await expect(menu.getByText(/^VIP \d+$/)).toBeVisible();
      await menu.getByRole('link', { name: 'Bet Records' }).click();
      await expect(heading(page, 'Bet Records')).toBeVisible();
      await expect(menu).toBeHidden();

      await visit(page, '/promotion');
      menu = await openAccountMenu(page);
      await menu.getByRole('link', { name: 'Personal info' }).click();
      await expect(heading(page, 'Personal info')).toBeVisible();

      // Messages, with the unread count in its name.
      menu = await openAccountMenu(page);
      await menu.getByRole('link', { name: /^Messages \(\d+ unread\)$/ }).click();
      await expect(heading(page, 'Messages')).toBeVisible();

      menu = await openAccountMenu(page);
      await menu.getByRole('link', { name: 'Withdraw' }).first().click();
      await expect(page).toHaveURL(/\/member\/management\/withdraw/);
    });

    test('a signed-in member hides the balance and signs out from the account menu', async ({
      page,
    }) => {
      await signInAsDemo(page);
      const menu = await openAccountMenu(page);
      await menu.getByRole('button', { name: 'Hide amounts' }).click();
      await expect(menu.getByText(/^PHP \*\*\*\*$/)).toBeVisible();
      await menu.getByRole('button', { name: 'Show amounts' }).click();
      await expect(menu.getByText(/^PHP [\d,]+\.\d\d$/)).toBeVisible();
      await menu.getByRole('button', { name: 'Sign Out' }).click();
      await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
      await expect(accountMenuButton(page)).toHaveCount(0);
    });

    test('a guest finds Promotions, VIP, app download and the affiliate introduction', async ({
      page,
    }) => {
      await page.goto('/');
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('button', { name: 'Sign In' })).toBeVisible();
      if (width === 'desktop') {
        // On a desktop Promotions is in the header itself.
        await banner.getByRole('link', { name: 'Promotions' }).click();
        await expect(heading(page, 'Promotions')).toBeVisible();
      } else {
        await expect(banner.getByRole('link', { name: 'Promotions' })).toBeHidden();
        await (await openSiteMenu(page)).getByRole('link', { name: 'Promotions' }).click();
        await expect(heading(page, 'Promotions')).toBeVisible();
      }
      const pages: [string, string, RegExp][] = [
        ['VIP', 'VIP Club', /\/vip$/],
        ['Download the app', 'Download the Fortuna app', /\/dlapp$/],
        ['Affiliate programme', 'Become a Fortuna partner', /\/af_intro$/],
      ];
      for (const [link, title, url] of pages) {
        const menu = await openSiteMenu(page);
        await menu.getByRole('link', { name: link }).click();
        await expect(heading(page, title)).toBeVisible();
        await expect(page).toHaveURL(url);
        await expect(menu).toBeHidden();
      }
    });

    test('the header shows every game family and Promotions without scrolling', async ({
      page,
    }) => {
      await signInAsDemo(page);
      const header = page.getByRole('banner');
      // On a phone the families are a row of their own under the actions; on a desktop they
      // share the row with them.
      const nav = header
        .getByRole('navigation', { name: 'Main navigation' })
        .filter({ visible: true });
      await expect(nav.getByRole('link', { name: 'Chess' })).toBeVisible();
      if (viewport.width >= 1200) {
        for (const link of await nav.getByRole('link').all())
          await expect(link).toBeInViewport({ ratio: 1 });
        await expect(header.getByRole('link', { name: 'Promotions' })).toBeInViewport({
          ratio: 1,
        });
      }
      await expect(header.getByRole('link', { name: 'Deposit' })).toBeInViewport({ ratio: 1 });
      await expect(accountMenuButton(page)).toBeInViewport({ ratio: 1 });
    });

    test('the withdrawal amount and the first bet record are on the first screen', async ({
      page,
    }) => {
      // As most visitors see it: the notice bars scroll in one line. (Under reduced motion they
      // show a notice at a time, wrapped over a few lines.)
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await signInAsDemo(page, '/member/management/withdraw/submit');
      const amount = page.getByRole('textbox', { name: 'Amount' });
      await expect(amount).toBeVisible();
      // Whole on the first screen, not only its top edge, and not under the site's notice bar.
      await expectOnFirstScreen(page, amount);
      if (viewport.width < 600) {
        // One row for the brand, the balance, Deposit and the menu; a slim one for the clock and
        // the language (it was four rows, 176 px).
        const header = await page.getByRole('banner').boundingBox();
        expect(header?.height).toBeLessThanOrEqual(100);
      }

      await visit(page, '/member/personal/betRecord');
      await expect(heading(page, 'Bet Records')).toBeVisible();
      const first = page.getByRole('listitem', { name: /^Record / }).first();
      // On a phone the record is a card; on a desktop a table row.
      const record = viewport.width < 600 ? first : page.getByRole('row').nth(1);
      await expect(record).toBeVisible();
      await expectOnFirstScreen(page, record);

      // The filters: open on a desktop; folded on a phone behind a button that names the range.
      const shortcuts = page.getByRole('group', { name: 'Quick ranges' });
      if (viewport.width < 600) {
        await expect(shortcuts).toBeHidden();
        const filters = page.getByRole('button', { name: 'Filters' });
        await expect(filters).toHaveAttribute('aria-expanded', 'false');
        await expect(page.getByText('All dates')).toBeVisible();
        await filters.click();
        await expect(filters).toHaveAttribute('aria-expanded', 'true');
      }
      await shortcuts.getByRole('button', { name: 'Last 7 days' }).click();
      await expect(page).toHaveURL(/range=last_7_days/);
      if (viewport.width < 600) {
        await page.getByRole('button', { name: 'Filters' }).click();
        await expect(shortcuts).toBeHidden();
        // The folded filters name the range beside their button.
        await expect(page.getByText('Last 7 days').filter({ visible: true })).toBeVisible();
      }
    });

    for (const theme of THEMES) {
      test(`in ${theme}, the open site menu and account menu have no axe violations`, async ({
        page,
      }) => {
        await useTheme(page, theme);
        await page.goto('/');
        await expect(
          page.getByRole('banner').getByRole('button', { name: 'Sign In' }),
        ).toBeVisible();
        await openSiteMenu(page);
        await expectNoViolations(page, `${theme} site menu`);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();

        await signInAsDemo(page);
        const menu = await openAccountMenu(page);
        // Once the server menu has come: the member centre's groups are in it.
        await expect(menu.getByRole('link', { name: 'Bet Records' })).toBeVisible();
        await expectNoViolations(page, `${theme} account menu`);
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
        await expect(accountMenuButton(page)).toBeFocused();
      });
    }
  });
}
