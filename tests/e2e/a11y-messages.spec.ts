import { check, heading, THEMES, useTheme } from './axe';
import { expect, signInAsDemo, test, visit } from './fixtures';

test.describe('accessibility of the message centre: zero WCAG 2.2 A and AA violations (axe)', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const theme of THEMES) {
    test(`in ${theme}, the inbox, an open message, the delete confirmation and the notices`, async ({
      page,
    }) => {
      await useTheme(page, theme);
      await signInAsDemo(page);
      await visit(page, '/member/personal/message/inbox');
      await expect(heading(page, 'Messages')).toBeVisible();
      const inbox = page.getByRole('table', { name: 'Your inbox' });
      await check(page, `${theme} inbox`, inbox);

      const unread = inbox.getByRole('row').filter({ hasText: 'Unread' }).first();
      const title = (await unread.getByRole('button').first().textContent()) ?? '';
      await unread.getByRole('button', { name: title, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await check(page, `${theme} open message`, dialog.getByText(/^From System · /));
      await dialog.getByRole('button', { name: 'Delete' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete this message?' });
      await check(page, `${theme} delete confirmation`, confirm);
      await confirm.getByRole('button', { name: 'Keep it' }).click();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();

      await visit(page, '/member/personal/message/notice');
      await check(
        page,
        `${theme} notices`,
        page.getByRole('table', { name: 'Site notices' }).getByRole('button').first(),
      );
    });
  }
});
