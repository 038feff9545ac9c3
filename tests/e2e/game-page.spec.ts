import type { Page } from '@playwright/test';
import { THEMES, expectNoViolations, useTheme } from './axe';
import { expect, fakeDb, signInAsDemo, test } from './fixtures';

// The demo provider's game page at the fake's launch address (issue 34, decision 0026): a game
// opens in place on a phone and in a window of its own on a desktop.

const PHONE = { width: 360, height: 780 };
// Each journey loads the site twice (the lobby, then the game page with its own fake's start)
// and plays a round: the room of the a11y journeys on a busy machine.
test.describe.configure({ timeout: 90_000 });
const DESKTOP = { width: 1440, height: 900 };

/** The lobby's tile of Fortune Tiger (PG Soft): demo001 holds 320.50 in the PG Soft wallet. */
const tile = (page: Page) => page.getByRole('button', { name: 'Fortune Tiger PG Soft' });
const gameHeading = (page: Page) =>
  page.getByRole('main').getByRole('heading', { level: 1, name: 'Fortune Tiger' });
const round = (page: Page) => page.getByRole('region', { name: 'Demo round' });

/**
 * Plays a round of 10.00 on the game page: demo001's first demo round pays nothing back (the
 * demo game's fixed cycle), so the PG Soft wallet goes from 320.50 to 310.50. Answers the bet's
 * number the page says.
 */
async function playARound(game: Page): Promise<string> {
  const panel = round(game);
  await expect(panel.getByText('320.50')).toBeVisible();
  await panel.getByRole('radio', { name: '10.00', exact: true }).check();
  await panel.getByRole('button', { name: 'Play a demo round' }).click();
  const outcome = panel.getByRole('status');
  await expect(outcome).toContainText('No win this time: the stake of 10.00 is lost.');
  await expect(panel.getByText('310.50')).toBeVisible();
  const text = (await outcome.textContent()) ?? '';
  const betNo = /Bet (DEMO-\d+) is in your bet records/.exec(text)?.[1];
  expect(betNo, 'the bet number the page shows').toBeTruthy();
  return betNo ?? '';
}

/** The bet records list the bet (a table on a desktop, cards on a phone). */
async function expectInBetRecords(page: Page, betNo: string): Promise<void> {
  await expect(page).toHaveURL(/\/member\/personal\/betRecord/);
  // The records screen's part and its first page arrive after a full load on a desktop.
  await expect(page.getByRole('main').getByText(betNo).first()).toBeVisible({ timeout: 20_000 });
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('a game opens on its page and comes back', async ({ page }) => {
    await signInAsDemo(page, '/games/SlotMachine');
    await tile(page).click();
    // In place: the site's own window goes to the game.
    await expect(page).toHaveURL(/\/play\/\d+\?.*is_mobile=1/);
    await expect(gameHeading(page)).toBeVisible();
    await expect(page.getByText('A demo game by PG Soft')).toBeVisible();
    // No window of its own to close on a phone.
    await expect(page.getByRole('button', { name: 'Close window' })).toHaveCount(0);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, 'width beyond the 360 px screen').toBeLessThanOrEqual(0);
    await page.getByRole('link', { name: 'Back to the lobby' }).click();
    await expect(page).toHaveURL(/\/games\/SlotMachine$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
  });

  test('a demo round moves the game wallet and appears in bet records', async ({ page }) => {
    await signInAsDemo(page, '/games/SlotMachine');
    await tile(page).click();
    await expect(gameHeading(page)).toBeVisible();
    const betNo = await playARound(page);
    await round(page).getByRole('link', { name: 'See my bet records' }).click();
    await expectInBetRecords(page, betNo);
    // The provider reported the round as a bet of the game, lost.
    const [bet] = await fakeDb(page).find<{ win_loss: string; game_name: string }>('betRecords', {
      bet_no: betNo,
    });
    expect(bet).toMatchObject({ win_loss: '-10.00', game_name: 'Fortune Tiger' });
  });

  test('a guest on a game page is asked to sign in', async ({ page }) => {
    await page.goto('/games/SlotMachine');
    const [game] = await fakeDb(page).find<{ id: number }>('games', { name: 'Fortune Tiger' });
    await page.goto(`/play/${game?.id ?? 0}?is_mobile=1`);
    await expect(gameHeading(page)).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Sign in to play Fortune Tiger' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Play a demo round' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
  });

  for (const theme of THEMES)
    test(`axe: the game page after a round, in ${theme}`, async ({ page }) => {
      await useTheme(page, theme);
      await signInAsDemo(page, '/games/SlotMachine');
      await tile(page).click();
      await expect(gameHeading(page)).toBeVisible();
      await playARound(page);
      await expectNoViolations(page, `the game page in ${theme}`);
    });
});

test.describe('on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('a game opens on its page and comes back', async ({ page, context }) => {
    await signInAsDemo(page, '/games/SlotMachine');
    const opened = context.waitForEvent('page');
    await tile(page).click();
    const game = await opened;
    await game.waitForURL(/\/play\/\d+\?.*is_mobile=0/);
    await expect(gameHeading(game)).toBeVisible();
    // The lobby stays where it was, behind the game's window.
    await expect(page).toHaveURL(/\/games\/SlotMachine$/);
    const closed = game.waitForEvent('close');
    // The click closes the page it is made in; Playwright may report that as
    // an error of the click itself. Only a page that is still open is a failure.
    await game
      .getByRole('button', { name: 'Close window' })
      .click()
      .catch((error: unknown) => {
        if (!game.isClosed()) throw error;
      });
    await closed;
    await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
  });

  test('a demo round moves the game wallet and appears in bet records', async ({
    page,
    context,
  }) => {
    await signInAsDemo(page, '/games/SlotMachine');
    const opened = context.waitForEvent('page');
    await tile(page).click();
    const game = await opened;
    await expect(gameHeading(game)).toBeVisible();
    const betNo = await playARound(game);
    await game.close();
    await page.goto('/member/personal/betRecord');
    await expectInBetRecords(page, betNo);
  });
});
