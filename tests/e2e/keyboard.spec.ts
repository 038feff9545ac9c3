import { type Page } from '@playwright/test';
import { expect, signInAsDemo, test } from './fixtures';

/**
 * Presses Tab until the focused element has the accessible name, checking at every stop that
 * focus is visible (an outline or a ring) and not hidden under the sticky header.
 */
async function tabTo(page: Page, name: RegExp, maxPresses = 80): Promise<void> {
  for (let press = 0; press < maxPresses; press++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const label =
        element.getAttribute('aria-label') ??
        (
          (element as HTMLInputElement).labels?.[0]?.textContent ||
          element.textContent ||
          ''
        ).trim();
      const style = getComputedStyle(element);
      const ring =
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
        style.boxShadow !== 'none' ||
        // A text field shows focus on its frame: MUI marks it focused and thickens the border.
        element.closest('.Mui-focused') !== null;
      // Hidden behind the sticky header: the point at its centre belongs to the header.
      const rect = element.getBoundingClientRect();
      const header = document.querySelector('header');
      const hit = document.elementFromPoint(
        rect.left + rect.width / 2,
        Math.min(Math.max(rect.top + rect.height / 2, 0), window.innerHeight - 1),
      );
      const underHeader = Boolean(
        hit &&
        header &&
        !element.contains(hit) &&
        !header.contains(element) &&
        header.contains(hit),
      );
      return { label, ring, underHeader, tag: element.tagName };
    });
    if (!stop) continue;
    expect(stop.ring, `focus is visible on ${stop.tag} "${stop.label}"`).toBe(true);
    expect(stop.underHeader, `"${stop.label}" is not hidden under the sticky header`).toBe(false);
    if (name.test(stop.label)) return;
  }
  throw new Error(`no focusable element named ${name} within ${maxPresses} Tab presses`);
}

// Each Tab stop is checked in the page: a journey across the header and a list of wallets
// takes many round trips, slower than a pointer journey on a busy machine.
test.describe.configure({ timeout: 90_000 });

test('keyboard only: a guest signs in', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Casino', exact: true }),
  ).toBeVisible();
  await tabTo(page, /^Sign In$/);
  await page.keyboard.press('Enter');
  const login = page.getByRole('dialog', { name: 'Sign In' });
  await expect(login).toBeVisible();
  await tabTo(page, /^Username/);
  await expect(login.getByLabel('Username')).toBeFocused();
  await page.keyboard.type('demo001');
  await page.keyboard.press('Tab');
  await expect(login.getByLabel(/^Password/)).toBeFocused();
  await page.keyboard.type('demo1234');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('banner').getByLabel('Main wallet balance')).toContainText(
    '12,850.75',
  );
});

test('keyboard only: a member transfers into a game wallet', async ({ page }) => {
  // Signing in by keyboard is the journey above; this one is about the wallet.
  await signInAsDemo(page, '/member/management/gameBalance');
  const pgSoft = page.getByRole('listitem', { name: 'PG Soft', exact: true });
  await expect(pgSoft).toContainText('320.50');

  await tabTo(page, /^Transfer in to PG Soft$/, 200);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Transfer' });
  await expect(dialog).toBeVisible();
  await tabTo(page, /^Amount/);
  await page.keyboard.type('25');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(pgSoft).toContainText('345.50');
  await expect(page.getByRole('banner').getByLabel('Main wallet balance')).toContainText(
    '12,825.75',
  );
});

test('keyboard only: a member withdraws to a bank account', async ({ page }) => {
  await signInAsDemo(page, '/member/management/withdraw/submit');
  await expect(page.getByRole('heading', { name: 'Withdraw to your bank account' })).toBeVisible();

  // The bank account: opened and chosen with the keys (the demo member's only card; the choice
  // is named by the card it shows).
  await tabTo(page, /^BDO Unibank \*{4} \*{4} 2233$/, 200);
  await expect(page.getByRole('combobox', { name: /^Bank account/ })).toBeFocused();
  await page.keyboard.press('Enter');
  const card = page.getByRole('option', { name: 'BDO Unibank **** **** 2233' });
  await expect(card).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option')).toHaveCount(0);

  await tabTo(page, /^Amount/);
  await page.keyboard.type('500');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^Withdrawal password/)).toBeFocused();
  await page.keyboard.type('2468');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Withdrawal submitted' })).toBeVisible();
  await expect(page.getByRole('banner').getByLabel('Main wallet balance')).toContainText(
    '12,350.75',
  );
});
