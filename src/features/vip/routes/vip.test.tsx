import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeBackend } from '@mocks/test-utils';
import { setToken } from '@/api/session';
import { stubMatchMedia } from '@/testing/match-media';
import { renderScreen } from '@/testing/render-screen';
import { vipPaths } from '../paths';
import { VipRoute } from './vip';

const backend = installFakeBackend();

describe('/vip', () => {
  it('a guest sees the levels compared, without a progress of their own', async () => {
    await renderScreen(<VipRoute />, { path: vipPaths.vip() });
    expect(await screen.findByRole('table')).toBeVisible();
    expect(await screen.findByRole('columnheader', { name: /VIP 8/ })).toBeVisible();
    expect(screen.queryByText(/^Progress to/)).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { current: true })).not.toBeInTheDocument();
  });

  it('a signed-in member also sees their level and progress, and their level marked', async () => {
    stubMatchMedia((query) => query.includes('prefers-reduced-motion: reduce'));
    setToken(await backend.signIn());
    await renderScreen(<VipRoute />, { path: vipPaths.vip() });
    expect(await screen.findByText('Progress to VIP 4')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'VIP 3' })).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Deposit' })).toBeVisible();
    expect(await screen.findByRole('columnheader', { current: true })).toHaveTextContent('VIP 3');
  });
});
