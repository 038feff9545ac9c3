import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeBackend } from '@mocks/test-utils';
import { setToken } from '@/api/session';
import { stubMatchMedia } from '@/testing/match-media';
import { renderScreen } from '@/testing/render-screen';
import { vipPaths } from '../paths';
import { VipMemberRoute } from './vip-member';

const backend = installFakeBackend();

describe('member VIP screen', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the member's level, progress to the next level by deposit and turnover, and every level's benefits", async () => {
    // Mid-month: the seeded world's deposits and bets of this month count for the progress (in a
    // month's first hours there are none yet; mocks/seed/payments.ts).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-18T04:00:00Z') });
    await backend.fake().reset();
    stubMatchMedia((query) => query.includes('prefers-reduced-motion: reduce'));
    setToken(await backend.signIn());
    await renderScreen(<VipMemberRoute />, { path: vipPaths.member() });
    expect(await screen.findByRole('heading', { name: 'VIP 3' })).toBeVisible();
    expect(screen.getByText('Progress to VIP 4')).toBeVisible();
    const deposit = screen.getByRole('progressbar', { name: 'Deposit' });
    const bet = screen.getByRole('progressbar', { name: 'Turnover (valid bets)' });
    // With reduced motion the bars stand at their values at once.
    expect(Number(bet.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    expect(Number(bet.getAttribute('aria-valuenow'))).toBeLessThan(100);
    expect(deposit.getAttribute('aria-valuetext')).toMatch(/of 30,000\.00$/);
    expect(bet.getAttribute('aria-valuetext')).toMatch(/of 300,000\.00$/);
    const table = await screen.findByRole('table');
    const mine = within(table).getByRole('columnheader', { current: true });
    expect(mine).toHaveTextContent('VIP 3');
    expect(mine).toHaveTextContent('Your level');
  });
});
