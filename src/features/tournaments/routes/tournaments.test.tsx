import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeBackend } from '@mocks/test-utils';
import { setToken } from '@/api/session';
import { renderScreen } from '@/testing/render-screen';
import { tournamentPaths } from '../paths';
import { TournamentRoute } from './detail';
import { TournamentListRoute } from './list';

const backend = installFakeBackend();

const routes = [
  { path: tournamentPaths.list(), element: <TournamentListRoute /> },
  { path: tournamentPaths.detail(':id'), element: <TournamentRoute /> },
];

type Listed = { id: number; title: string; period: string; status: string };
const listed = async () =>
  (await backend.call<{ data: { list: Listed[] } }>('GET', '/member/tournament/list')).body.data
    .list;
const daily = async () =>
  (await listed()).find((t) => t.period === 'daily' && t.status === 'running')!;

describe('issue 31: slot tournaments', () => {
  it('the list shows the running tournaments, then those starting soon, then the finished ones', async () => {
    await renderScreen(routes, { path: tournamentPaths.list() });
    expect(screen.getByRole('heading', { level: 1, name: 'Slot tournaments' })).toBeInTheDocument();
    const sections = await screen.findAllByRole('heading', { level: 2 });
    expect(sections.map((heading) => heading.textContent)).toEqual([
      'Running now',
      'Starting soon',
      'Finished',
    ]);
    const running = screen.getByRole('region', { name: 'Running now' });
    const card = within(running).getByRole('article', { name: 'Weekly Slot Race' });
    expect(within(card).getByText('Prize pool')).toBeInTheDocument();
    expect(within(card).getByText('5,000.00')).toBeInTheDocument();
    const { id } = await daily();
    expect(
      within(running).getByRole('link', { name: 'Leaderboard and rules of Daily Slot Sprint' }),
    ).toHaveAttribute('href', tournamentPaths.detail(id));
    expect(screen.getByRole('article', { name: 'Christmas Slot Cup' })).toHaveTextContent(
      'Upcoming',
    );
  });

  it('a guest sees the leaderboard, the prizes and the rules, and is asked to sign in to take part', async () => {
    const { id } = await daily();
    await renderScreen(routes, { path: tournamentPaths.detail(id) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Daily Slot Sprint' }),
    ).toBeInTheDocument();
    const board = await screen.findByRole('table', { name: 'Leaderboard' });
    // Every prize place (the top 10 of a daily), the first with the first prize.
    const rows = within(board).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('1');
    expect(rows[0]).toHaveTextContent('250.00');
    const prizes = screen.getByRole('region', { name: 'Prizes' });
    expect(within(prizes).getByRole('row', { name: '6–10 7.00% 70.00' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Slots' })).toHaveAttribute(
      'href',
      '/games?type=SlotMachine',
    );
    const mine = screen.getByRole('region', { name: 'Your standing' });
    expect(within(mine).getByRole('link', { name: 'Sign in to take part' })).toHaveAttribute(
      'href',
      `${tournamentPaths.detail(id)}?dialog=login`,
    );
  });

  it('a member sees their place, points and the points to the place ahead, their row marked', async () => {
    const token = await backend.signIn();
    setToken(token);
    const { id } = await daily();
    // The demo member's slot bet of now scores: they are on the board.
    await backend.recordBet(10001, {
      validBet: '4000.00',
      game: { channel_id: 3, channel_name: 'PG Soft', game_name: 'Fortune Tiger', game_type: 2 },
    });
    const standing = (
      await backend.call<{ data: { place: number; points: number; points_to_next?: number } }>(
        'GET',
        `/member/tournament/${id}/standing`,
        { token },
      )
    ).body.data;
    await renderScreen(routes, { path: tournamentPaths.detail(id) });
    const mine = await screen.findByRole('region', { name: 'Your standing' });
    expect(
      await within(mine).findByText(String(standing.points.toLocaleString('en'))),
    ).toBeInTheDocument();
    expect(within(mine).getByText('Your place').nextSibling).toHaveTextContent(
      String(standing.place),
    );
    if (standing.points_to_next !== undefined)
      expect(mine).toHaveTextContent(
        `${standing.points_to_next.toLocaleString('en')} points to place ${standing.place - 1}`,
      );
    else expect(mine).toHaveTextContent('You lead the tournament.');
    const board = screen.getByRole('table', { name: 'Leaderboard' });
    const own = within(board).getByRole('row', { current: true });
    expect(within(own).getByRole('rowheader')).toHaveTextContent(String(standing.place));
    expect(own).toHaveTextContent('You');
  });

  it('a finished tournament shows its final standings', async () => {
    const settled = (await listed()).find((t) => t.status === 'settled')!;
    await renderScreen(routes, { path: tournamentPaths.detail(settled.id) });
    expect(await screen.findByText(/^Final standings/)).toBeInTheDocument();
    expect(screen.getByText(/^Ended /)).toBeInTheDocument();
  });

  it('an unknown tournament is not found', async () => {
    await renderScreen(routes, { path: tournamentPaths.detail(9999) });
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
