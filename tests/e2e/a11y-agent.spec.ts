import { check, heading, THEMES, useTheme } from './axe';
import { expect, signInAsAgent, test, visit } from './fixtures';

test.describe('accessibility of the agent portal (axe)', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const theme of THEMES) {
    test(`in ${theme}, the agent sign-in, every portal screen and its dialogs`, async ({
      page,
    }) => {
      // Ten screens, the agents' popup and the cancel confirmation, each checked once there.
      test.setTimeout(90_000);
      await useTheme(page, theme);
      await page.goto('/agent/login');
      await check(page, `${theme} agent sign-in`, heading(page, 'Agent sign-in'));

      await signInAsAgent(page);
      // The agents' popup of display page 6 opens once, over the dashboard.
      const popup = page.getByRole('dialog');
      await check(page, `${theme} agents' popup`, popup);
      await popup.getByRole('button', { name: 'Close' }).click();
      await expect(popup).toBeHidden();
      await check(page, `${theme} dashboard`, page.getByRole('table', { name: 'By day' }));
      await page.getByRole('button', { name: 'Custom', exact: true }).click();
      await check(page, `${theme} dashboard custom range`, page.getByText('Custom range'));

      await visit(page, '/agent/downline');
      await check(
        page,
        `${theme} downline`,
        page.getByRole('table', { name: 'Members and agents under you' }),
      );
      await visit(page, '/agent/downline/10008');
      await check(
        page,
        `${theme} sub-agent downline`,
        page.getByRole('navigation', { name: 'Downline path' }),
      );
      await visit(page, '/agent/groupLogs');
      await check(
        page,
        `${theme} member group logs`,
        page.getByRole('table', { name: 'Changes to your members' }),
      );
      await visit(page, '/agent/inviteCodes');
      await check(
        page,
        `${theme} invitation codes`,
        page.getByRole('table', { name: 'Your invitation codes' }),
      );
      await visit(page, '/agent/qrCodes');
      const qrCodes = page.getByRole('table', { name: 'Your QR codes' });
      await check(page, `${theme} QR codes`, qrCodes.getByRole('img').first());
      await qrCodes.getByRole('button', { name: 'Cancel code QR7F3K9M2P' }).click();
      const confirm = page.getByRole('dialog', { name: 'Cancel this QR code?' });
      await check(page, `${theme} QR code cancel confirmation`, confirm);
      await confirm.getByRole('button', { name: 'Keep it' }).click();
      await expect(confirm).toBeHidden();

      await visit(page, '/agent/creditTransfer/transfer');
      await check(
        page,
        `${theme} credit transfer`,
        page.getByRole('radio', { name: 'I pay the fee' }),
      );
      await page.getByRole('button', { name: 'Transfer', exact: true }).click();
      await check(
        page,
        `${theme} credit transfer prompts`,
        page.getByText('Choose who receives the credit'),
      );
      await visit(page, '/agent/creditTransfer/list');
      await check(
        page,
        `${theme} credit transfers`,
        page.getByRole('table', { name: 'Your credit transfers' }),
      );
      await visit(page, '/agent/commission');
      const statements = page.getByRole('table', { name: 'Monthly statements' });
      await check(page, `${theme} commission statements`, statements);
      await statements
        .getByRole('link', { name: /^Details of / })
        .nth(1)
        .click();
      await check(
        page,
        `${theme} commission statement`,
        page.getByRole('heading', { name: 'Details' }),
      );
    });
  }
});
