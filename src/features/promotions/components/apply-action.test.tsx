import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PROMO } from '@mocks/seed/engage';
import { installFakeBackend } from '@mocks/test-utils';
import { clearSession, setToken } from '@/api/session';
import { renderScreen } from '@/testing/render-screen';
import { sitePaths } from '@/shared/lib/paths';
import { promotionPaths } from '../paths';
import { PromotionDetailRoute } from '../routes/promotions';

const backend = installFakeBackend();
afterEach(() => clearSession());

const openPage = (id: number) =>
  renderScreen([{ path: promotionPaths.detail(':id'), element: <PromotionDetailRoute /> }], {
    path: promotionPaths.detail(id),
  });

describe("a promotion's page offers what the visitor can do (issue 34)", () => {
  it('a guest is asked to sign in or register to apply', async () => {
    await openPage(PROMO.DAILY_RELOAD);
    expect(
      await screen.findByText('Sign in or register to apply for this promotion.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  });

  it('a member who may apply gets Apply, which opens the apply form', async () => {
    const token = await backend.register('applier01');
    await backend.depositMade(token, '1000.00');
    setToken(token);
    const { user } = await openPage(PROMO.DAILY_RELOAD);
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply: 10% Daily Reload' });
    expect(within(dialog).getByText(/Applies to your deposit of 1,000.00/)).toBeInTheDocument();
  });

  it('a member with no deposit for a deposit bonus is led to the deposit page', async () => {
    setToken(await backend.register('nodeposit2'));
    await openPage(PROMO.DAILY_RELOAD);
    expect(
      await screen.findByText(/This bonus is paid on a deposit you have made/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'href',
      sitePaths.deposit(),
    );
  });

  it('a first-deposit bonus is not available to a member with deposits, and says why', async () => {
    setToken(await backend.signIn());
    // demo001 has many deposits: the first-deposit bonus is not theirs, and no deposit changes it.
    await openPage(PROMO.WELCOME);
    expect(
      await screen.findByText(
        'Not available to your account: this bonus is for a first deposit only, and your account already has deposits.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Deposit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  });

  it('a first-deposit bonus asks a member with no deposit yet for the first one', async () => {
    setToken(await backend.register('nodeposit3'));
    await openPage(PROMO.WELCOME);
    expect(await screen.findByText(/paid on a first deposit/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'href',
      sitePaths.deposit(),
    );
  });

  it('a member who applied in this period is told when to apply again', async () => {
    const token = await backend.register('applier02');
    await backend.depositMade(token, '1000.00');
    setToken(token);
    const { user } = await openPage(PROMO.DAILY_RELOAD);
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply: 10% Daily Reload' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Apply amount/ }), '500');
    await user.click(within(dialog).getByRole('button', { name: 'Apply now' }));
    await user.click(await within(dialog).findByRole('button', { name: 'OK' }));
    expect(
      await screen.findByText(/^Applied for this period; apply again from \d{4}-\d{2}-\d{2}/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My promotions' })).toBeInTheDocument();
    // Signing up, a deposit, the form and its answer: more steps than most screen tests.
  }, 30_000);
});
