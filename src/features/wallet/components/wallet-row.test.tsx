import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/testing/render-screen';
import type { WalletEntry } from '../model/wallet-book';
import { TRANSFER_IN, TRANSFER_OUT } from '../model/wallet-rules';
import { WalletRows } from './wallet-row';

const wallet = (id: number, name: string, overrides: Partial<WalletEntry> = {}): WalletEntry => ({
  id,
  name,
  currency: 'PHP',
  status: 1,
  locked: false,
  transfer_in_limit: 0,
  balance: '320.50',
  confirmedAt: 1_700_000_000_000,
  phase: 'ready',
  ...overrides,
});

const WALLETS = [
  wallet(2, 'PG Soft'),
  wallet(3, 'Evo Casino', { status: 2 }),
  wallet(4, 'SABA Sports', { phase: 'checking' }),
];

async function renderRows(busy = false) {
  const handlers = { onTransfer: vi.fn(), onRestore: vi.fn(), onRetry: vi.fn(), onForce: vi.fn() };
  const view = await renderScreen(<WalletRows wallets={WALLETS} busy={busy} {...handlers} />, {
    i18n: 'english',
    theme: 'theme1',
  });
  return { ...view, handlers };
}

describe('the balance page’s game wallets (spec §3)', () => {
  it('a wallet that is open moves money in and out, restores, and offers a forced transfer in its menu', async () => {
    const { user, handlers } = await renderRows();
    const row = screen.getByRole('listitem', { name: 'PG Soft' });
    expect(within(row).getByText('320.50')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Transfer in to PG Soft' }));
    expect(handlers.onTransfer).toHaveBeenLastCalledWith(2, TRANSFER_IN);
    await user.click(within(row).getByRole('button', { name: 'Transfer out of PG Soft' }));
    expect(handlers.onTransfer).toHaveBeenLastCalledWith(2, TRANSFER_OUT);
    await user.click(
      within(row).getByRole('button', { name: 'Restore PG Soft to the main wallet' }),
    );
    expect(handlers.onRestore).toHaveBeenCalledWith(WALLETS[0]);
    await user.click(within(row).getByRole('button', { name: 'More actions for PG Soft' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Forced transfer' }));
    expect(handlers.onForce).toHaveBeenCalledWith(WALLETS[0]);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('a wallet under maintenance says so instead of its buttons; one being checked moves nothing', async () => {
    await renderRows();
    const maintained = screen.getByRole('listitem', { name: 'Evo Casino' });
    expect(within(maintained).queryAllByRole('button')).toHaveLength(0);
    expect(
      within(maintained).getByText('(Evo Casino) Under Maintain, Unable to Transfer Temporary'),
    ).toBeInTheDocument();
    const checked = screen.getByRole('listitem', { name: 'SABA Sports' });
    expect(
      within(checked).getByRole('button', { name: 'Transfer in to SABA Sports' }),
    ).toBeDisabled();
  });

  it('while a money move is under way no wallet’s buttons can be pressed', async () => {
    await renderRows(true);
    const row = screen.getByRole('listitem', { name: 'PG Soft' });
    for (const button of within(row).getAllByRole('button')) expect(button).toBeDisabled();
  });

  it('issue 30: a row’s own parts are plain elements: none has styles of its own to compute', async () => {
    await renderRows();
    const row = screen.getByRole('listitem', { name: 'PG Soft' });
    // Emotion names each element it styles `css-…`: left are the balance, the chips and the
    // menu button, not the row, its name or its three text buttons (MUI's were fifteen).
    expect(row.className).not.toMatch(/css-/);
    for (const name of ['Transfer in to PG Soft', 'Transfer out of PG Soft'])
      expect(within(row).getByRole('button', { name }).className).not.toMatch(/css-/);
  });
});
