import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeBackend } from '@mocks/test-utils';
import { stubMatchMedia } from '@/testing/match-media';
import { renderScreen } from '@/testing/render-screen';
import type { ThemeId } from '@/theme/themes';
import { HomeRoute } from './home';

const fake = installFakeBackend();

beforeEach(() => {
  // jsdom has no matchMedia; the banner carousel asks it about reduced motion.
  stubMatchMedia(() => true);
});

/** The home route as the app shows it under a theme: its theme id, MUI theme, queries, texts. */
async function renderHome(themeId: ThemeId) {
  await renderScreen(<HomeRoute />, { theme: themeId });
  // The theme 8 and 9 layouts load on demand: their heading arrives with them.
  expect(
    await screen.findByRole('heading', {
      level: 1,
      name: 'Fortuna: live casino, sports, slots and lottery',
    }),
  ).toBeInTheDocument();
}

/**
 * What every variant shows from the fake: families, hot games, top winners, promotions. A hot
 * game is a tile (a button) or, in theme 9, a row (a link), named by what it shows.
 */
async function expectTheHomeContent(scope: HTMLElement, hotGame: 'button' | 'link' = 'button') {
  const page = within(scope);
  expect(await page.findByRole('link', { name: 'Casino' })).toBeInTheDocument();
  expect(page.getByRole('heading', { level: 2, name: 'Hot games' })).toBeInTheDocument();
  expect(page.getByRole('heading', { level: 2, name: 'Top winners' })).toBeInTheDocument();
  expect(page.getByRole('heading', { level: 2, name: 'Promotions' })).toBeInTheDocument();
  expect(await page.findByRole(hotGame, { name: /Fortune Tiger PG Soft/ })).toBeInTheDocument();
  expect(page.getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/promotion');
  const promotion = (
    await fake.call<{ data: { list: { title: string }[] } }>('GET', '/member/promotion/list')
  ).body.data.list[0];
  expect(
    await page.findByRole('heading', { level: 3, name: promotion?.title ?? '' }),
  ).toBeInTheDocument();
}

describe('spec §1: the home page has a default, a theme 8 and a theme 9 variant', () => {
  it('the home page shows the theme 8 variant (live casino lobby) under theme 8', async () => {
    await renderHome('theme8');
    // The variant's layout loads on demand.
    const lobby = await screen.findByRole('region', { name: 'Live casino lobby' });
    expect(screen.queryByRole('region', { name: 'Sportsbook' })).not.toBeInTheDocument();
    await expectTheHomeContent(lobby);
    // Its top winners are a ticker that scrolls on its own and is reachable by keyboard.
    const ticker = within(lobby).getByRole('region', { name: 'Top winners' });
    expect(ticker).toHaveAttribute('tabindex', '0');
    expect(await within(ticker).findAllByRole('listitem')).not.toHaveLength(0);
    expect(within(lobby).getByText('Live')).toBeInTheDocument();
  });

  it('the home page shows the theme 9 variant (sportsbook) under theme 9', async () => {
    await renderHome('theme9');
    const board = await screen.findByRole('region', { name: 'Sportsbook' });
    expect(screen.queryByRole('region', { name: 'Live casino lobby' })).not.toBeInTheDocument();
    await expectTheHomeContent(board, 'link');
    // Hot games are a ranked list, each with its provider.
    const hot = within(board)
      .getByRole('heading', { level: 2, name: 'Hot games' })
      .closest('section');
    expect(hot).not.toBeNull();
    const rows = await within(hot as HTMLElement).findAllByRole('link', { name: / Hot( New)?$/ });
    expect(rows.length).toBeGreaterThanOrEqual(8);
  });

  it.each(['theme1', 'theme4', 'theme7'] as const)(
    'the home page shows the default variant under %s',
    async (themeId) => {
      await renderHome(themeId);
      await expectTheHomeContent(document.body);
      expect(screen.queryByRole('region', { name: 'Live casino lobby' })).not.toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Sportsbook' })).not.toBeInTheDocument();
    },
  );

  // One variant per test: the three rendered in one test took up to 17 s of its 15 on a busy
  // machine.
  it.each(['theme1', 'theme8', 'theme9'] as const)(
    'no variant shows hot games when the permission game.show_hot_game is 0: %s',
    async (themeId) => {
      await fake.fake().ctx.db.siteConfig.update((q) => q.where({ id: 1 }), {
        data(config) {
          config.permissions.game.show_hot_game = 0;
        },
      });
      await renderHome(themeId);
      expect(await screen.findByRole('link', { name: 'Casino' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'Promotions' })).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.queryByRole('heading', { name: 'Hot games' })).not.toBeInTheDocument(),
      );
    },
  );
});
