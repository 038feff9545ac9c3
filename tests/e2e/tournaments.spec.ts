import type { Page } from '@playwright/test';
import { check, heading, THEMES, useTheme } from './axe';
import {
  expect,
  signInAsDemo,
  signInThroughTheForm,
  signOutThroughTheMenu,
  test,
} from './fixtures';

/**
 * Issue 31: slot tournaments — the list, a tournament's live leaderboard and the member's own
 * standing, and the settlement that pays the prizes when the fake's clock passes the end.
 */

type FakeHandle = {
  __fortunaFake: {
    db: { find: <T>(collection: string, where?: Record<string, unknown>) => Promise<T[]> };
    recordPlay: (play: { stake: number; payout: number; game_id: number }) => Promise<unknown>;
  };
};

/** A settled slot bet of `stake` on Fortune Tiger, reported by the provider now. */
async function playSlots(page: Page, stake: number): Promise<void> {
  const recorded = await page.evaluate(async (amount) => {
    const fake = (window as unknown as FakeHandle).__fortunaFake;
    const [game] = await fake.db.find<{ id: number }>('games', { name: 'Fortune Tiger' });
    return fake.recordPlay({ stake: amount, payout: 0, game_id: game!.id });
  }, stake);
  expect(recorded).not.toBeNull();
}

/**
 * What the demo member (account 10001) has won in the tournaments settled so far. A weekly or
 * monthly tournament may end with the day (on a Sunday, on the month's last day), and pays too.
 */
async function prizesWon(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const fake = (window as unknown as FakeHandle).__fortunaFake;
    const all = await fake.db.find<{
      results: { account_id: number | null; prize: string | null }[] | null;
    }>('tournaments');
    return all
      .flatMap((entry) => entry.results ?? [])
      .filter((line) => line.account_id === 10001 && line.prize !== null)
      .reduce((sum, line) => sum + Number(line.prize), 0);
  });
}

/** Seconds from the fake's now to the end of the running daily tournament. */
async function secondsToDailyEnd(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const fake = (window as unknown as FakeHandle).__fortunaFake;
    const running = await fake.db.find<{ end_time: number; settled_at: number | null }>(
      'tournaments',
      { period: 'daily' },
    );
    const open = running.find((entry) => entry.settled_at === null)!;
    return open.end_time - Math.floor(Date.now() / 1000);
  });
}

test('issue 31: a member plays slots, climbs the leaderboard, and once the tournament ends finds the prize in the wallet and the trade records', async ({
  page,
}) => {
  // The site's clock and the in-browser fake's move together (the fake follows the page).
  await page.clock.install();
  await signInAsDemo(page, '/tournaments');
  const running = page.getByRole('region', { name: 'Running now' });
  await running.getByRole('link', { name: 'Leaderboard and rules of Daily Slot Sprint' }).click();
  await expect(heading(page, 'Daily Slot Sprint')).toBeVisible();
  const mine = page.getByRole('region', { name: 'Your standing' });
  await expect(mine.getByText('Your points')).toBeVisible();
  const board = page.getByRole('table', { name: 'Leaderboard' });
  const balance = page.getByRole('banner').getByLabel('Main wallet balance');
  const before = Number((await balance.innerText()).replace(/[^\d.]/g, ''));

  await playSlots(page, 5000);
  // The open board refreshes itself (every 30 seconds): the member leads, their row marked.
  await page.clock.fastForward('00:31');
  await expect(mine).toContainText('You lead the tournament.');
  const own = board.getByRole('row').filter({ has: page.getByText('You', { exact: true }) });
  await expect(own.getByRole('rowheader')).toHaveText('1');
  await expect(own).toContainText('de****01');
  await expect(own).toContainText('250.00');

  // The member signs out; the day ends on the fake's clock; the member comes back and signs in
  // again. (Signed in, the session would outlast the day's end when it is under the 2-hour
  // inactivity limit away, and end with it otherwise: the journey would depend on the hour.)
  const seconds = await secondsToDailyEnd(page);
  await signOutThroughTheMenu(page);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.clock.fastForward(seconds * 1000 + 60_000);
  await signInThroughTheForm(page);
  await expect(balance).not.toContainText('Loading');
  // The daily's 250.00 for first place (below), and whatever else ended with the day.
  const won = await prizesWon(page);
  expect(won).toBeGreaterThanOrEqual(250);
  await expect(balance).toContainText(
    (before + won).toLocaleString('en', { minimumFractionDigits: 2 }),
  );
  await page.goto('/member/management/tradeRecords');
  await expect(page.getByRole('main')).toContainText(
    'Tournament prize: Daily Slot Sprint, place 1',
  );
  // On the site's own links: the page a full load would render comes from the server, whose
  // fake keeps the real clock (a real backend would be the same for both).
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('link', { name: 'Slot tournaments' }).click();
  const finished = page.getByRole('region', { name: 'Finished' });
  await finished
    .getByRole('link', { name: 'Leaderboard and rules of Daily Slot Sprint' })
    .first()
    .click();
  await expect(page.getByText(/^Final standings/)).toBeVisible();
  await expect(mine).toContainText('You won 250.00');
});

test('issue 31: a guest finds the tournaments in the menu, reads the leaderboard and signs in to take part', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Slot tournaments' }).click();
  await expect(heading(page, 'Slot tournaments')).toBeVisible();
  await page
    .getByRole('region', { name: 'Running now' })
    .getByRole('link', { name: 'Leaderboard and rules of Weekly Slot Race' })
    .click();
  await expect(page.getByRole('table', { name: 'Leaderboard' }).getByRole('row')).toHaveCount(21);
  const mine = page.getByRole('region', { name: 'Your standing' });
  await mine.getByRole('link', { name: 'Sign in to take part' }).click();
  const login = page.getByRole('dialog', { name: 'Sign In' });
  await login.getByLabel('Username').fill('demo001');
  await login.getByLabel(/^Password/).fill('demo1234');
  await login.getByRole('button', { name: 'Sign In' }).click();
  await expect(heading(page, 'Weekly Slot Race')).toBeVisible();
  await expect(mine.getByText('Your points')).toBeVisible();
  await expect(mine.getByRole('link', { name: 'Play slots' })).toHaveAttribute(
    'href',
    '/games?type=SlotMachine',
  );
});

test.describe('accessibility of the slot tournaments (axe)', () => {
  for (const theme of THEMES)
    test(`in ${theme}, the list and a tournament with its leaderboard`, async ({ page }) => {
      await useTheme(page, theme);
      await page.goto('/tournaments');
      await check(page, `${theme} /tournaments`, heading(page, 'Slot tournaments'));
      await page
        .getByRole('region', { name: 'Running now' })
        .getByRole('link', { name: 'Leaderboard and rules of Daily Slot Sprint' })
        .click();
      await check(
        page,
        `${theme} /tournaments/{id}`,
        page.getByRole('table', { name: 'Leaderboard' }),
      );
    });
});
