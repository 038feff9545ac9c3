import type { Page } from '@playwright/test';
import { expectNoViolations, heading, THEMES, useTheme } from './axe';
import { expect, signInAsDemo, test, visit } from './fixtures';

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

const accountMenuButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Account menu/ });

/** Opens the account menu from the header: one tap. */
async function openAccountMenu(page: Page) {
  await accountMenuButton(page).click();
  const menu = page.getByRole('dialog', { name: 'Account menu' });
  await expect(menu).toBeVisible();
  return menu;
}

/** Opens the site's menu (a guest's) from the header: one tap. */
async function openSiteMenu(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  return menu;
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
