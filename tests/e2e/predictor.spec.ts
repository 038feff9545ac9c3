import { check, heading, THEMES, useTheme } from './axe';
import { expect, signInAsDemo, test } from './fixtures';

/**
 * Issue 31: the match predictor (free to play) — picks until kick-off, locked after, points
 * once the result is in.
 */

type FakeDb = {
  __fortunaFake: { db: { create: (collection: string, record: object) => Promise<unknown> } };
};

test('issue 31: a member predicts a match, the pick locks at kick-off, the match settles and the points show', async ({
  page,
}) => {
  // The site's clock and the in-browser fake's move together (the fake follows the page).
  await page.clock.install();
  await signInAsDemo(page);
  // A match of the round that kicks off in ten minutes (set through the fake: the journey is
  // about the pick, not about which match the seed has open at this hour).
  await page.evaluate(async () => {
    const kickOff = Math.floor(Date.now() / 1000) + 600;
    await (window as unknown as FakeDb).__fortunaFake.db.create('predictorMatches', {
      id: 99,
      round_id: 1,
      sport: 'esports',
      league: 'Fortuna Esports Series',
      home: 'Night Owls',
      away: 'Red Comets',
      kick_off: kickOff,
      settles_at: kickOff + 2700,
      exact_score: true,
      result_home: 2,
      result_away: 0,
    });
  });
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('link', { name: 'Match predictor' }).click();
  await expect(heading(page, 'Match predictor')).toBeVisible();
  const summary = page.getByText(/^You have \d+ points? in this round/);
  await expect(summary).toBeVisible();
  const before = Number(/(\d+) point/.exec(await summary.innerText())?.[1]);
  const card = page.getByRole('article', { name: 'Night Owls v Red Comets' });
  await card.getByRole('button', { name: 'Night Owls win' }).click();
  await expect(card.getByText('Your pick: Night Owls win')).toBeVisible();
  const exact = card.getByRole('form', { name: 'Exact score for Night Owls v Red Comets' });
  await exact.getByLabel('Night Owls').fill('2');
  await exact.getByLabel('Red Comets').fill('0');
  await exact.getByRole('button', { name: 'Save score' }).click();
  await expect(card.getByText('Your pick: Night Owls win, 2–0')).toBeVisible();

  // Kick-off: the round is read again (every minute) and the pick is locked.
  await page.clock.fastForward('11:00');
  await expect(card.getByText('Picks closed at kick-off.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Red Comets win' })).toBeDisabled();
  await expect(card.getByRole('form')).toHaveCount(0);

  // The result is in: the right result and the exact score, 3 + 5 points.
  await page.clock.fastForward('46:00');
  await expect(card.getByText('Final score 2–0')).toBeVisible();
  await expect(card.getByText('8 points')).toBeVisible();
  await expect(
    page.getByText(new RegExp(`^You have ${before + 8} points in this round`)),
  ).toBeVisible();
});

test.describe('accessibility of the match predictor (axe)', () => {
  for (const theme of THEMES)
    test(`in ${theme}, the round, its matches and the leaderboard`, async ({ page }) => {
      await useTheme(page, theme);
      await page.goto('/predictor');
      await check(
        page,
        `${theme} /predictor`,
        page.getByRole('table', { name: 'Round leaderboard' }),
      );
    });

  test('as a member, with the pick buttons', async ({ page }) => {
    await signInAsDemo(page, '/predictor');
    const card = page.getByRole('article', { name: 'Manila Lions v Cebu Sharks' });
    await expect(card.getByText('3 points')).toBeVisible();
    await check(page, 'member /predictor', card);
  });
});
