import type { Locator, Page } from '@playwright/test';
import { useTheme } from './axe';
import { expect, signInAsDemo, test } from './fixtures';

// Issue 34: the floating buttons (the tools, the developer tools') covered the top winners'
// amounts at 1440 px, game titles and tabs on a phone, "Game families" in theme 8. No button
// may cover the page's content, at 360 x 780 and at 1440 x 900.

const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1440, height: 900 };

type Box = { x: number; y: number; width: number; height: number };

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The boxes of every floating button on screen: the tools' and the developer tools'. */
async function buttonBoxes(page: Page): Promise<Box[]> {
  const tools = page.getByRole('complementary', { name: 'Tools' });
  const buttons = tools.getByRole('button').or(tools.getByRole('link'));
  const boxes: Box[] = [];
  for (const button of await buttons.all()) {
    if (!(await button.isVisible())) continue;
    const box = await button.boundingBox();
    if (box) boxes.push(box);
  }
  expect(boxes.length, 'the floating buttons on screen').toBeGreaterThan(0);
  return boxes;
}

/**
 * Where the page's full-width bars fixed to the bottom of the window begin (the announcement bar,
 * the member's bottom bar): what scrolls under them is hidden by them, button or not.
 */
function bottomBarsTop(page: Page): Promise<number> {
  return page.evaluate(() => {
    let top = innerHeight;
    for (const element of document.body.querySelectorAll('*')) {
      if (getComputedStyle(element).position !== 'fixed') continue;
      const box = element.getBoundingClientRect();
      if (box.width >= innerWidth * 0.9 && Math.abs(box.bottom - innerHeight) < 2 && box.height > 0)
        top = Math.min(top, box.top);
    }
    return top;
  });
}

/**
 * Each visible element of `content` is clear of every floating button, at the top of the page,
 * half-way down and at its end (the part of it on screen: not what a bottom bar hides).
 */
async function expectNothingCovered(page: Page, content: Locator[]): Promise<void> {
  for (const at of [0, 0.5, 1]) {
    await page.evaluate(
      (share) => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * share),
      at,
    );
    const buttons = await buttonBoxes(page);
    const barsTop = await bottomBarsTop(page);
    for (const part of content) {
      for (const element of await part.all()) {
        const whole = await element.boundingBox();
        if (!whole || !(await element.isVisible())) continue;
        const box = { ...whole, height: Math.min(whole.height, barsTop - whole.y) };
        if (box.height <= 0) continue;
        const text = (await element.textContent())?.trim().slice(0, 40);
        for (const button of buttons)
          expect(overlap(box, button), `"${text}" under a floating button at ${at * 100}%`).toBe(
            false,
          );
      }
    }
  }
}

const footerText = (page: Page) => page.getByRole('contentinfo').getByRole('link');

test.describe('at 1440 px', () => {
  test.use({ viewport: DESKTOP });

  for (const theme of ['theme1', 'theme8'] as const) {
    test(`in ${theme} no floating button covers the top winners, the game families or the games`, async ({
      page,
    }) => {
      await useTheme(page, theme);
      await page.goto('/');
      const main = page.getByRole('main');
      // Theme 8's lobby names the ticker as a region; theme 1 lists it under its heading.
      const winners = main
        .getByRole('region', { name: 'Top winners' })
        .or(main.getByRole('heading', { name: 'Top winners' }).locator('xpath=following::ul[1]'));
      await expect(winners.getByRole('listitem').first()).toBeVisible();
      await expect(
        page.getByRole('button', { name: 'Open the developer tools' }),
        'the developer tools, among the floating buttons',
      ).toBeVisible();
      await expectNothingCovered(page, [
        winners.getByRole('listitem'),
        main.getByRole('heading', { name: 'Game families' }),
        main.getByRole('link', { name: 'Casino', exact: true }),
        main.getByRole('heading', { level: 3 }),
        footerText(page),
      ]);
    });
  }

  test('no floating button covers a signed-in member’s game list', async ({ page }) => {
    await signInAsDemo(page, '/games/SlotMachine');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Fast transfer' })).toBeVisible();
    await expectNothingCovered(page, [
      main.getByRole('heading', { level: 3 }),
      main.getByRole('group', { name: 'Providers' }).getByRole('button'),
      footerText(page),
    ]);
  });
});

test.describe('at 360 px', () => {
  test.use({ viewport: PHONE });

  for (const theme of ['theme1', 'theme8'] as const) {
    test(`in ${theme} no floating button covers the game titles or the tabs`, async ({ page }) => {
      await useTheme(page, theme);
      await page.goto('/games/SlotMachine');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 3 }).first()).toBeVisible();
      await expectNothingCovered(page, [
        main.getByRole('heading', { level: 3 }),
        main.getByRole('group', { name: 'Providers' }).getByRole('button'),
        page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link'),
        footerText(page),
      ]);
      await page.goto('/');
      await expect(main.getByRole('heading', { name: 'Game families' })).toBeVisible();
      await expectNothingCovered(page, [
        main.getByRole('heading', { name: 'Game families' }),
        main.getByRole('link', { name: 'Casino', exact: true }),
        main.getByRole('heading', { level: 3 }),
      ]);
    });
  }

  test('the tools unfold from one button, and the developer tools close with a labelled button', async ({
    page,
  }) => {
    await page.goto('/');
    const tools = page.getByRole('complementary', { name: 'Tools' });
    const fold = tools.getByRole('button', { name: 'Tools', exact: true });
    await expect(fold).toHaveAttribute('aria-expanded', 'false');
    await expect(tools.getByRole('button', { name: 'Customer support' })).toBeHidden();
    await fold.click();
    await expect(fold).toHaveAttribute('aria-expanded', 'true');
    await expect(tools.getByRole('link', { name: 'About us' })).toBeVisible();
    await tools.getByRole('button', { name: 'Open the developer tools' }).click();
    const panel = page.getByRole('dialog', { name: 'Developer tools' });
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: 'Close the developer tools' }).click();
    await expect(panel).toBeHidden();
  });
});
