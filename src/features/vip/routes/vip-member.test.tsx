import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeBackend } from '@mocks/test-utils';
import { setToken } from '@/api/session';
import { stubMatchMedia } from '@/testing/match-media';
import { renderScreen } from '@/testing/render-screen';
import { vipPaths } from '../paths';
import { VipMemberRoute } from './vip-member';

const backend = installFakeBackend();

describe('member VIP screen', () => {
  it("shows the member's level, progress to the next level by deposit and turnover, and every level's benefits", async () => {
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
