import { screen } from '@testing-library/react';
import { Outlet, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeBackend } from '@mocks/test-utils';
import type { ProtectionSettings } from '@/api/generated/model';
import { setToken } from '@/api/session';
import { formatAmount, Money } from '@/shared/lib/money';
import { stubMatchMedia } from '@/testing/match-media';
import { renderScreen } from '@/testing/render-screen';
import { depositPaths } from '../paths';
import { DepositNewRoute } from './deposit-new';
import { DepositsRoute } from './deposits';

const backend = installFakeBackend();
const SEEN_NOTICES = 'fortuna-seen-notices';
/** The deposit page's popup notice of the seed. */
const DEPOSIT_POPUP_ID = 83;

const routes: RouteObject[] = [
  {
    element: <Outlet />,
    children: [
      {
        path: depositPaths.deposits(),
        element: <DepositsRoute />,
        children: [{ path: 'deposit', element: <DepositNewRoute /> }],
      },
    ],
  },
];

beforeEach(() => {
  stubMatchMedia((query) => query.includes('prefers-reduced-motion'));
  localStorage.setItem(SEEN_NOTICES, JSON.stringify([DEPOSIT_POPUP_ID]));
});
afterEach(() => {
  localStorage.removeItem(SEEN_NOTICES);
  vi.unstubAllGlobals();
});

describe('deposit under player protection (issue 16)', () => {
  it('a deposit over the daily limit is refused with what remains and when it resets; nothing typed is lost', async () => {
    const token = await backend.signIn();
    setToken(token, null, 'member');
    const settings = await backend.get<ProtectionSettings>('/member/protection', token);
    const used = settings.body.data.deposit_limits[0]?.used ?? '0';
    // A daily limit that leaves 50 today.
    const limit = new Money(used).plus(50).toFixed(2);
    const set = await backend.call('PUT', '/member/protection/limits/deposit/day', {
      token,
      body: { amount: limit },
      headers: { 'Idempotency-Key': backend.key() },
    });
    expect(set.status).toBe(200);

    const { user } = await renderScreen(routes, { path: depositPaths.deposit() });
    const amount = await screen.findByRole('textbox', { name: /^Amount/ });
    await user.type(amount, '500');
    await user.click(screen.getByRole('button', { name: 'Submit deposit' }));

    expect(
      await screen.findByText(
        new RegExp(
          `^Your daily deposit limit is reached: ${formatAmount('50')} remains until \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}\\.$`,
        ),
      ),
    ).toBeVisible();
    expect(amount).toHaveValue('500');
  });

  it('before the first deposit the deposit screen offers a deposit limit first, which can be declined', async () => {
    setToken(await backend.register(), null, 'member');
    const { user } = await renderScreen(routes, { path: depositPaths.deposit() });

    expect(
      await screen.findByRole('heading', {
        name: 'Before your first deposit: set a deposit limit',
      }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Deposit limits' })).toBeVisible();
    // Not every tool outside `mga`.
    expect(screen.queryByRole('heading', { name: 'Loss limits' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Deposit methods' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'No thanks, continue to deposit' }));
    expect(await screen.findByRole('radiogroup', { name: 'Deposit methods' })).toBeVisible();
  });

  it('under mga every tool is offered before the first deposit', async () => {
    await backend.fake().setScenario('jurisdiction-mga', true);
    setToken(await backend.register(), null, 'member');
    await renderScreen(routes, { path: depositPaths.deposit() });
    expect(await screen.findByRole('heading', { name: 'Loss limits' })).toBeVisible();
    for (const name of ['Session-time limit', 'Reality check', 'Take a break'])
      expect(screen.getByRole('heading', { name })).toBeVisible();
  });
});
