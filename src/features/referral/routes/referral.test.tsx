import { screen, waitFor, within } from '@testing-library/react';
import { Navigate, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Decimal from 'decimal.js';
import { installFakeBackend } from '@mocks/test-utils';
import { setToken } from '@/api/session';
import { formatAmount } from '@/shared/lib/money';
import { renderScreen } from '@/testing/render-screen';
import { referralPaths } from '../paths';
import { ReferralRoute } from './referral';
import { ReferralDetailRoute } from './referral-detail';
import { ReferralRewardRoute } from './referral-reward';

const backend = installFakeBackend();
const DEMO_CODE = '318205';
const DEMO_MEMBER_ID = 10001;

const routes: RouteObject[] = [
  {
    path: referralPaths.referral(),
    element: <ReferralRoute />,
    children: [
      { index: true, element: <Navigate to="detail" replace /> },
      { path: 'detail', element: <ReferralDetailRoute /> },
      { path: 'reward', element: <ReferralRewardRoute /> },
    ],
  },
];

const signIn = async () => setToken(await backend.signIn(), null, 'member');
const bodyRows = (table: HTMLElement) =>
  within(within(table).getAllByRole('rowgroup')[1] ?? table).getAllByRole('row');

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'canShare');
});

describe('referral detail (spec §2 referral detail, §5 referral code of 6 digits)', () => {
  it('shows the code, the sign-up link with it, its QR code and the friends referred', async () => {
    await signIn();
    const { user } = await renderScreen(routes, { path: referralPaths.referral() });
    expect(screen.getByRole('heading', { level: 1, name: 'Referral' })).toBeInTheDocument();
    expect(await screen.findByText(DEMO_CODE)).toBeInTheDocument();
    const link = `${window.location.origin}/signup/${DEMO_CODE}`;
    expect(screen.getByText(link)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code of your referral link' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Referral views' })).getByRole('link', {
        name: 'Referral detail',
      }),
    ).toHaveAttribute('aria-current', 'page');

    const friends = screen.getByRole('region', { name: 'Friends referred' });
    expect(within(friends).getByText('Friends invited')).toBeInTheDocument();
    expect(within(friends).getByText('Active friends')).toBeInTheDocument();
    expect(within(friends).getByText('Total reward')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy referral link' }));
    expect(await navigator.clipboard.readText()).toBe(link);
    await user.click(screen.getByRole('button', { name: 'Copy referral code' }));
    expect(await navigator.clipboard.readText()).toBe(DEMO_CODE);
  });

  it('shares through the share sheet where the browser has one, else copies the link', async () => {
    await signIn();
    const { user } = await renderScreen(routes, { path: referralPaths.detail() });
    await screen.findByText(DEMO_CODE);
    const link = `${window.location.origin}/signup/${DEMO_CODE}`;

    // No Web Share API (a desktop browser): the link is copied.
    await user.click(screen.getByRole('button', { name: 'Share link' }));
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(link));

    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    await navigator.clipboard.writeText('before sharing');
    await user.click(screen.getByRole('button', { name: 'Share link' }));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({
        title: 'Register with my referral code',
        text: `Use my referral code ${DEMO_CODE} when you register.`,
        url: link,
      }),
    );
    expect(await navigator.clipboard.readText()).toBe('before sharing');
  });

  it('a failed load says so and its retry loads the card', async () => {
    await backend.fake().setScenario('server-error', true, 'getReferralDetail');
    await signIn();
    const { user } = await renderScreen(routes, { path: referralPaths.detail() });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    await backend.fake().setScenario('server-error', false, 'getReferralDetail');
    await user.click(retry);
    expect(await screen.findByText(DEMO_CODE)).toBeInTheDocument();
  });
});

describe('referral reward (spec §2 referral reward, §3 status 1 Verifying … 5 Rejected)', () => {
  it('lists the rewards with status, note and amount, the totals, and filters by status', async () => {
    await signIn();
    const { user, router } = await renderScreen(routes, { path: referralPaths.reward() });
    const table = await screen.findByRole('table', { name: 'Referral rewards' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(7));
    for (const status of ['Verifying', 'Active', 'Completed', 'Cancelled', 'Rejected'])
      expect(within(table).getAllByText(status).length).toBeGreaterThan(0);
    expect(
      within(table).getByText('Duplicate account (same device as the referrer)'),
    ).toBeInTheDocument();
    const totalRow = within(table).getByRole('rowheader', { name: 'Total' }).closest('tr');
    const mine = backend
      .fake()
      .ctx.db.referralRewards.findMany((q) => q.where({ referrer_id: DEMO_MEMBER_ID }));
    const sum = mine.reduce((total, reward) => total.plus(reward.reward_amount), new Decimal(0));
    expect(totalRow).toHaveTextContent(formatAmount(sum.toFixed(2)));

    const filters = screen.getByRole('group', { name: 'Reward status' });
    await user.click(within(filters).getByRole('button', { name: 'Completed' }));
    await waitFor(() => expect(bodyRows(table)).toHaveLength(2));
    expect(within(filters).getByRole('button', { name: 'Completed' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(router.state.location.search).toBe('?status=3');
    expect(within(table).queryByText('Verifying')).toBeNull();
  });

  it('a status with no rewards shows the empty state', async () => {
    backend.fake().ctx.db.referralRewards.deleteMany((q) => q.where({ status: 1 }));
    await signIn();
    await renderScreen(routes, { path: `${referralPaths.reward()}?status=1` });
    expect(await screen.findByText('No rewards yet')).toBeInTheDocument();
  });
});
