import type { Page } from '@playwright/test';
import { drawRoll, pickPrize } from '../../mocks/lib/engage-rules';
import fixture from '../../mocks/seed/fixtures/promotions.json' with { type: 'json' };
import { expect, signInAsDemo, test, visit } from './fixtures';

/** The seed's Red Packet Rain (type 4) and Lucky Roulette (type 5), and the demo member. */
const RED_PACKET = 7;
const ROULETTE = 8;
const DEMO_MEMBER_ID = 10001;

/**
 * The prize the fake draws for the demo member's n-th draw (0-based) in a promotion: its draws
 * are deterministic per member, promotion and draw number (mocks/lib/engage-rules.ts). The seed
 * has one red packet draw today and two roulette draws, so the next are numbers 1 and 2.
 */
function nextPrize(name: 'RED_PACKET' | 'ROULETTE', promotionId: number, drawIndex: number) {
  const prize = pickPrize(fixture.prizes[name], drawRoll(DEMO_MEMBER_ID, promotionId, drawIndex));
  if (!prize) throw new Error('the seed should make the next draw win a prize');
  return prize;
}

/** The header's main balance; behind an open dialog too, where the member still sees it. */
const mainBalance = (page: Page) =>
  page.getByRole('banner', { includeHidden: true }).getByLabel('Main wallet balance');

/** The header's main balance as a number of cents (it reads like 'PHP 1,250.50'). */
async function balanceCents(page: Page): Promise<number> {
  await expect(mainBalance(page)).toHaveText(/\d/);
  const text = (await mainBalance(page).textContent()) ?? '';
  return Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
}

/** Cents as the header writes them: thousands separators and 2 decimals. */
const formatted = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

test.describe('with motion', () => {
  test.use({ reducedMotion: 'no-preference' });
  test('open a red packet from the floating button: it opens on the prize, which lands in the main wallet', async ({
    page,
  }) => {
    const prize = nextPrize('RED_PACKET', RED_PACKET, 1);
    await signInAsDemo(page);
    const before = await balanceCents(page);
    // The seed used one of today's 3 packets: 2 wait.
    const entry = page.getByRole('button', { name: 'Red packets waiting: 2' });
    await entry.click();
    const dialog = page.getByRole('dialog', { name: 'Red Packet Rain' });
    await expect(dialog.getByText('Draws left: 2')).toBeVisible();
    const open = dialog.getByRole('button', { name: 'Open the red packet' });
    await open.click();
    // While the packet opens the button is off: no second draw from a second press.
    await expect(dialog.getByRole('button', { name: 'Opening…' })).toBeDisabled();
    await expect(dialog.getByTestId('red-packet')).toHaveAttribute('data-state', 'opening');
    await expect(dialog.getByRole('status')).toHaveText(`You won ${prize.name}: ${prize.amount}!`);
    await expect(dialog.getByTestId('red-packet')).toHaveAttribute('data-state', 'open');
    await expect(mainBalance(page)).toContainText(
      formatted(before + Math.round(Number(prize.amount) * 100)),
    );
    await expect(dialog.getByText('Draws left: 1')).toBeVisible();
    // Keyboard focus is back on the button, for the next packet.
    await expect(dialog.getByRole('button', { name: 'Open another red packet' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Red packets waiting: 1' })).toBeVisible();
  });
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('spin the roulette from its promotion page: the prize at once, announced, in the main wallet', async ({
    page,
  }) => {
    const prize = nextPrize('ROULETTE', ROULETTE, 2);
    await signInAsDemo(page);
    const before = await balanceCents(page);
    await visit(page, `/promotion/${ROULETTE}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Lucky Roulette' })).toBeVisible();
    await page.getByRole('button', { name: 'Spin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Lucky Roulette' });
    await expect(dialog.getByText('Draws left: 2')).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'Prizes' }).getByRole('listitem')).toHaveCount(
      6,
    );
    // The keyboard spins it.
    await dialog.getByRole('button', { name: 'Spin' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('status')).toHaveText(`You won ${prize.name}: ${prize.amount}!`);
    await expect(mainBalance(page)).toContainText(
      formatted(before + Math.round(Number(prize.amount) * 100)),
    );
    await expect(dialog.getByText('Draws left: 1')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Spin again' })).toBeEnabled();
  });
});
