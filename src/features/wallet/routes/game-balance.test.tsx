import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeBackend } from '@mocks/test-utils';
import { setToken } from '@/api/session';
import { renderScreen } from '@/testing/render-screen';
import { WalletProvider } from '../api/use-wallet';
import { GameBalanceRoute } from './game-balance';

const backend = installFakeBackend();
let observer: MutationObserver | undefined;
afterEach(() => observer?.disconnect());

describe('game balance page (spec §2 gameBalance)', () => {
  it('issue 30: the wallets’ rows render after a render that shows the known totals over the rows’ placeholders', async () => {
    setToken(await backend.signIn());
    // Every state the page's DOM passes through: whether the totals were shown while the rows'
    // placeholders still stood (a render of the book's answer that left the rows for later).
    let totalsOverPlaceholders = false;
    observer = new MutationObserver(() => {
      const wallets = screen.queryByRole('region', { name: 'Game wallets' });
      const total = screen.queryByText('Total balance')?.nextElementSibling;
      if (
        wallets?.querySelector('[aria-busy="true"]') &&
        total &&
        /\d/.test(total.textContent ?? '')
      )
        totalsOverPlaceholders = true;
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    await renderScreen(
      [
        {
          path: '/member/management/gameBalance',
          element: (
            <WalletProvider>
              <GameBalanceRoute />
            </WalletProvider>
          ),
        },
      ],
      { path: '/member/management/gameBalance' },
    );
    const wallets = await screen.findByRole('region', { name: 'Game wallets' });
    expect(
      await within(wallets).findByRole('button', { name: 'Transfer in to PG Soft' }),
    ).toBeInTheDocument();
    expect(totalsOverPlaceholders).toBe(true);
  });
});
