import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GameFamily, type GameItem } from '@/api/generated/model';
import { renderScreen } from '@/testing/render-screen';
import { GameTile } from './game-tile';

const GAME: GameItem = {
  id: 5031,
  name: 'Fortune Tiger',
  image: '/storage/games/5031.svg',
  channel_id: 7,
  channel_name: 'PG Soft',
  game_type: GameFamily.SLOT_MACHINE,
  is_hot: true,
  is_new: false,
  is_favourite: false,
  status: 1,
};

describe('spec §1: a game tile shows the game’s art, name and provider, and opens the game', () => {
  it('is one button named by its badge, its name and its provider, which opens the game', async () => {
    const onOpen = vi.fn();
    const { user } = await renderScreen(<GameTile game={GAME} onOpen={onOpen} />, {
      i18n: 'english',
      theme: 'theme1',
    });
    const tile = screen.getByRole('button', { name: 'Hot Fortune Tiger PG Soft' });
    expect(screen.getByRole('heading', { level: 3, name: 'Fortune Tiger' })).toBeVisible();
    await user.click(tile);
    expect(onOpen).toHaveBeenCalledWith(GAME);
  });

  it('a game under maintenance cannot be opened and says it is unavailable', async () => {
    const onOpen = vi.fn();
    await renderScreen(<GameTile game={{ ...GAME, status: 2 }} onOpen={onOpen} />, {
      i18n: 'english',
      theme: 'theme1',
    });
    expect(screen.getByRole('button', { name: /^Hot Fortune Tiger Unavailable$/ })).toBeDisabled();
  });

  it('a member’s heart says whether the game is a favourite and toggles it', async () => {
    const onToggle = vi.fn();
    const { user } = await renderScreen(
      <GameTile game={{ ...GAME, is_favourite: true }} onToggleFavourite={onToggle} />,
      { i18n: 'english', theme: 'theme1' },
    );
    const heart = screen.getByRole('button', { name: 'Remove Fortune Tiger from favourites' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await user.click(heart);
    expect(onToggle).toHaveBeenCalledWith({ ...GAME, is_favourite: true });
  });

  it('the art of a first-row tile is fetched first; the others as they near the view', async () => {
    const { container, rerender } = await renderScreen(<GameTile game={GAME} priority />, {
      i18n: 'english',
      theme: 'theme1',
    });
    const art = () => container.querySelector('img');
    expect(art()).toHaveAttribute('fetchpriority', 'high');
    expect(art()).not.toHaveAttribute('loading');
    rerender(<GameTile game={GAME} />);
    expect(art()).toHaveAttribute('loading', 'lazy');
    expect(art()).not.toHaveAttribute('fetchpriority');
    // Decorative: the tile's name says what the game is.
    expect(art()).toHaveAttribute('alt', '');
  });
});
