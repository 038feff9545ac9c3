import { check, heading, THEMES, useTheme } from './axe';
import { depositSucceededNow, signInAsDemo, test, visit } from './fixtures';

const CENTRE = '/member/management/promotion';

test.use({ reducedMotion: 'reduce' });

for (const theme of THEMES) {
  test(`in ${theme}, the promotion centre's tabs and the apply dialog`, async ({ page }) => {
    // Five tabs and a dialog, each checked by axe (as the member screens of a11y.spec.ts).
    test.setTimeout(60_000);
    await useTheme(page, theme);
    await signInAsDemo(page);
    await depositSucceededNow(page, '1000.00');
    await visit(page, `${CENTRE}/apply`);
    await page.getByRole('article', { name: '10% Daily Reload' }).waitFor();
    await check(page, `${theme} promotion apply`, heading(page, 'My promotions centre'));
    await page
      .getByRole('article', { name: '10% Daily Reload' })
      .getByRole('button', { name: 'Apply' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Apply: 10% Daily Reload' });
    await dialog.getByRole('textbox', { name: /^Apply amount/ }).fill('1000');
    await check(page, `${theme} promotion apply dialog`, dialog.getByText('5,500.00'));
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await visit(page, `${CENTRE}/checkin`);
    await check(
      page,
      `${theme} promotion check-in`,
      page.getByRole('list', { name: 'This cycle of 7 days' }),
    );
    await visit(page, `${CENTRE}/code`);
    await page.getByRole('button', { name: 'Redeem' }).click();
    await check(page, `${theme} promotion code`, page.getByText('Please enter the promo code'));
    await visit(page, `${CENTRE}/mission`);
    await check(
      page,
      `${theme} promotion missions`,
      page.getByRole('listitem', { name: 'Deposit 500.00 today' }),
    );
    await visit(page, `${CENTRE}/my`);
    await check(
      page,
      `${theme} my promotions`,
      page.getByRole('progressbar', { name: /^Weekend Reload 50%: Wagered 8,450.00/ }).first(),
    );
  });
}
