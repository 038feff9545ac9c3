import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { type DemoRoundRequest, playDemoRound } from '@mocks/lib/demo-round';
import { installFakeBackend, type Envelope } from '@mocks/test-utils';
import { setToken } from '@/api/session';
import { renderScreen } from '@/testing/render-screen';
import { demoGamePaths } from '../paths';
import { DemoGameRoute } from './demo-game';

const backend = installFakeBackend();
/** The page at its route, as the router has it (the game's id from the path). */
const gameRoute = [{ path: demoGamePaths.play(':id'), element: <DemoGameRoute /> }];

/** The demo provider of mock builds: the fake's round, as the in-browser handle plays it. */
function installDemoProvider() {
  Object.assign(window, {
    __fortunaFake: {
      playDemoRound: (round: DemoRoundRequest) => playDemoRound(backend.fake().ctx, round),
    },
  });
}

afterEach(() => {
  Reflect.deleteProperty(window, '__fortunaFake');
});

async function fortuneTigerId(): Promise<number> {
  const found = await backend.call<Envelope<{ list: { id: number; name: string }[] }>>(
    'GET',
    '/member/game/game_name',
    { query: { name: 'Fortune Tiger' } },
  );
  const game = found.body.data.list.find((item) => item.name === 'Fortune Tiger');
  if (!game) throw new Error('Fortune Tiger is not seeded');
  return game.id;
}

describe('the demo game page', () => {
  it('asks a guest to sign in, and offers no round', async () => {
    const id = await fortuneTigerId();
    await renderScreen(gameRoute, { path: `${demoGamePaths.play(id)}?is_mobile=1` });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fortune Tiger' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Sign in to play Fortune Tiger' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/?dialog=login');
    expect(screen.queryByRole('button', { name: 'Play a demo round' })).not.toBeInTheDocument();
    // In place on a phone: no window of its own to close.
    expect(screen.queryByRole('button', { name: 'Close window' })).not.toBeInTheDocument();
  });

  it('says an unknown game does not exist', async () => {
    await renderScreen(gameRoute, { path: demoGamePaths.play(999999) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This game does not exist.' }),
    ).toBeInTheDocument();
  });

  it('a round the provider refuses for a launch token it does not know says the game session has ended', async () => {
    installDemoProvider();
    const token = await backend.signIn();
    setToken(token, null, 'member');
    const id = await fortuneTigerId();
    await renderScreen(gameRoute, {
      path: `${demoGamePaths.play(id)}?token=not-a-session&is_mobile=0`,
    });
    const round = await screen.findByRole('region', { name: 'Demo round' });
    expect(await within(round).findByText('320.50')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close window' })).toBeInTheDocument();
    await userEvent.click(within(round).getByRole('button', { name: 'Play a demo round' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This game session has ended. Sign in and open the game again from the lobby.',
    );
  });

  it('a round moves the game wallet by what the provider settled and says the outcome', async () => {
    installDemoProvider();
    const token = await backend.signIn();
    setToken(token, null, 'member');
    const id = await fortuneTigerId();
    await renderScreen(gameRoute, {
      path: `${demoGamePaths.play(id)}?token=${token}&is_mobile=1`,
    });
    const round = await screen.findByRole('region', { name: 'Demo round' });
    expect(await within(round).findByText('320.50')).toBeInTheDocument();
    await userEvent.click(within(round).getByRole('radio', { name: '50.00' }));
    await userEvent.click(within(round).getByRole('button', { name: 'Play a demo round' }));
    expect(await within(round).findByRole('status')).toHaveTextContent(
      'No win this time: the stake of 50.00 is lost.',
    );
    expect(await within(round).findByText('270.50')).toBeInTheDocument();
    await userEvent.click(within(round).getByRole('button', { name: 'Play a demo round' }));
    expect(await within(round).findByText(/You won 100\.00 on a stake of 50\.00\./)).toBeVisible();
    expect(await within(round).findByText('320.50')).toBeInTheDocument();
  });
});
