import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PromotionSummary } from '@/api/generated/model';
import { sitePaths } from '@/shared/lib/paths';
import { renderScreen } from '@/testing/render-screen';
import { ApplyDialog } from './apply-dialog';

const reload: PromotionSummary = {
  id: 31,
  title: 'Reload Bonus 20%',
  type: 1,
  recurrence: 3,
  banner_url: '/storage/promotions/reload.png',
  summary: 'A 20% bonus on your deposit',
  start_time: 1763683200,
  end_time: null,
  audience: 2,
  tags: [],
  can_apply: true,
  deposit_bonus: true,
  apply_min_amount: '200.00',
  apply_max_amount: '10000.00',
  bonus_percent: '20',
  bonus_cap: '2000.00',
  rollover_multiplier: 8,
};

async function openDialog(promotion: PromotionSummary) {
  const result = await renderScreen(
    [
      { path: '/apply', element: <ApplyDialog promotion={promotion} onClose={vi.fn()} /> },
      { path: sitePaths.deposit(), element: <p>Deposit page</p> },
    ],
    { path: '/apply', i18n: 'english' },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Apply: Reload Bonus 20%' });
  return { ...result, dialog };
}

describe('the apply form of a deposit bonus', () => {
  it('applies to the qualifying deposit: says which, and takes no more than it', async () => {
    const { user, dialog } = await openDialog({ ...reload, qualifying_deposit: '1500' });
    expect(within(dialog).getByText('Applies to your deposit of 1,500.00')).toBeInTheDocument();
    const amount = within(dialog).getByRole('textbox', { name: /^Apply amount/ });
    expect(amount).toHaveAccessibleDescription('Apply with 200.00 to 1,500.00');
    await user.type(amount, '2000');
    await user.click(within(dialog).getByRole('button', { name: 'Apply now' }));
    expect(
      await within(dialog).findByText(
        'This bonus applies to your deposit of 1500.00: apply for at most that amount',
      ),
    ).toBeInTheDocument();
  });

  it('with no qualifying deposit it asks for a deposit first and leads to the deposit page', async () => {
    const { user, dialog, router } = await openDialog(reload);
    expect(
      within(dialog).getByText(
        'This bonus is paid on a deposit you have made. Make a deposit first, then apply.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Apply amount/ })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Apply now' })).toBeDisabled();
    await user.click(within(dialog).getByRole('link', { name: 'Make a deposit' }));
    expect(router.state.location.pathname).toBe('/member/management/deposits/deposit');
    expect(await screen.findByText('Deposit page')).toBeInTheDocument();
  });

  it('a promotion that is not a deposit bonus says nothing of deposits', async () => {
    const { dialog } = await openDialog({ ...reload, deposit_bonus: false });
    expect(within(dialog).queryByText(/deposit/i)).not.toBeInTheDocument();
    expect(
      within(dialog).getByRole('textbox', { name: /^Apply amount/ }),
    ).toHaveAccessibleDescription('Apply with 200.00 to 10,000.00');
  });
});
