import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { installFakeBackend } from '@mocks/test-utils';
import { setToken } from '@/api/session';
import { renderScreen } from '@/testing/render-screen';
import { predictorPaths } from '../paths';
import { PredictorRoute } from './predictor';

const backend = installFakeBackend();

type Match = { id: number; home: string; away: string; status: string; sport: string };
const matches = async () =>
  (await backend.call<{ data: { round: { matches: Match[] } } }>('GET', '/member/predictor/round'))
    .body.data.round.matches;

describe('issue 31: the match predictor', () => {
  it('a guest sees the round’s matches and the leaderboard, and is asked to sign in to predict', async () => {
    await renderScreen(<PredictorRoute />, { path: predictorPaths.home() });
    expect(await screen.findByRole('heading', { level: 2, name: 'Round 12' })).toBeInTheDocument();
    const yesterday = screen.getByRole('article', { name: 'Manila Lions v Cebu Sharks' });
    expect(yesterday).toHaveTextContent('Final score 2–1');
    expect(within(yesterday).queryByRole('button')).not.toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Round leaderboard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to predict' })).toHaveAttribute(
      'href',
      `${predictorPaths.home()}?dialog=login`,
    );
  });

  it('a member’s picks and points show; a press on an open match makes the pick', async () => {
    setToken(await backend.signIn());
    const { user } = await renderScreen(<PredictorRoute />, { path: predictorPaths.home() });
    const yesterday = await screen.findByRole('article', { name: 'Manila Lions v Cebu Sharks' });
    expect(
      await within(yesterday).findByText('Your pick: Manila Lions win, 2–0'),
    ).toBeInTheDocument();
    expect(within(yesterday).getByText('3 points')).toBeInTheDocument();
    // Settled: its buttons take no press.
    expect(within(yesterday).getByRole('button', { name: 'Manila Lions win' })).toBeDisabled();
    const open = (await matches()).find((m) => m.status === 'open' && m.sport === 'football')!;
    const card = screen.getByRole('article', { name: `${open.home} v ${open.away}` });
    await user.click(within(card).getByRole('button', { name: 'Draw' }));
    expect(await within(card).findByText('Your pick: Draw')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Draw' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('a member whose picks cannot be loaded is told so, and a retry brings them', async () => {
    setToken(await backend.signIn());
    const picks = `${location.origin}/api/member/predictor/picks`;
    // Refused (every retry too) until the member asks again; then the fake answers.
    let failing = true;
    backend.use(
      http.get(picks, () =>
        failing
          ? HttpResponse.json({ status: 500, message: 'Server error' }, { status: 500 })
          : undefined,
      ),
    );
    const { user } = await renderScreen(<PredictorRoute />, { path: predictorPaths.home() });
    const alert = await screen.findByText('Your picks could not be loaded.');
    failing = false;
    await user.click(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', {
        name: 'Try again',
      }),
    );
    // The demo member's seeded picks: one right result (3 points).
    expect(await screen.findByText(/^You have 3 points in this round/)).toBeInTheDocument();
    expect(screen.queryByText('Your picks could not be loaded.')).not.toBeInTheDocument();
  });
});
