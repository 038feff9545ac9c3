import { check, heading, THEMES, useTheme } from './axe';
import { expect, signInAsDemo, test, visit } from './fixtures';

test.describe('accessibility of the red packet and the roulette (axe)', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const theme of THEMES) {
    test(`in ${theme}, the red packet and roulette dialogs after a draw`, async ({ page }) => {
      await useTheme(page, theme);
      await signInAsDemo(page);
      // The red packet button of the floating tools, and its dialog.
      await page.getByRole('button', { name: /^Red packets waiting: / }).click();
      const packet = page.getByRole('dialog', { name: 'Red Packet Rain' });
      // Checked once a packet is open, when the dialog shows the most: the open packet, the
      // announced prize, the draws left, the button and the prize list.
      await packet.getByRole('button', { name: 'Open the red packet' }).click();
      await check(page, `${theme} red packet opened`, packet.getByText('Draws left: 1'));
      await packet.getByRole('button', { name: 'Close' }).click();
      await expect(packet).toBeHidden();

      // The roulette's promotion page with its call to action, then the wheel once spun.
      await visit(page, '/promotion/8');
      await check(page, `${theme} roulette promotion`, heading(page, 'Lucky Roulette'));
      await page.getByRole('main').getByRole('button', { name: 'Spin' }).click();
      const roulette = page.getByRole('dialog', { name: 'Lucky Roulette' });
      await roulette.getByRole('button', { name: 'Spin' }).click();
      await check(page, `${theme} roulette spun`, roulette.getByText('Draws left: 1'));
    });
  }
});
