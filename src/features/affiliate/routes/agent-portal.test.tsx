import { screen, waitFor, within } from '@testing-library/react';
import Decimal from 'decimal.js';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { installFakeBackend } from '@mocks/test-utils';
import { getRole, setToken } from '@/api/session';
import { formatAmount } from '@/shared/lib/money';
import { DialogHost } from '@/shared/ui/dialogs';
import { renderScreen } from '@/testing/render-screen';
import { affiliatePaths } from '../paths';
import { AgentSignInRoute } from './agent-sign-in';
import { CreditTransferRoute } from './credit-transfer';
import { CreditTransferFormRoute } from './credit-transfer-form';
import { CreditTransferListRoute } from './credit-transfer-list';
import { AgentDashboardRoute } from './dashboard';
import { DownlineRoute } from './downline';
import { QrCodesRoute } from './qr-codes';

const backend = installFakeBackend();
const AGENT_ID = 20001;
const db = () => backend.fake().ctx.db;
const signInAgent = async () => setToken(await backend.signInAgent(), null, 'agent');

describe('agent sign-in (spec §3 account type 1 and affiliate status)', () => {
  const routes: RouteObject[] = [
    { path: affiliatePaths.login(), element: <AgentSignInRoute /> },
    { path: affiliatePaths.dashboard(), element: <p>Agent dashboard</p> },
  ];

  it('an active agent signs in with the encrypted password and opens the dashboard as an agent', async () => {
    const { user } = await renderScreen(routes, { path: affiliatePaths.login() });
    await user.type(await screen.findByRole('textbox', { name: /^Username/ }), 'agent001');
    await user.type(screen.getByLabelText(/^Password/), 'agent1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Agent dashboard')).toBeInTheDocument();
    expect(getRole()).toBe('agent');
  });

  it('a pending agent is told why in words and stays signed out', async () => {
    await db().affiliateProfiles.update((q) => q.where({ account_id: AGENT_ID }), {
      data(profile) {
        profile.affiliate_status = 6;
      },
    });
    const { user } = await renderScreen(routes, { path: affiliatePaths.login() });
    await user.type(await screen.findByRole('textbox', { name: /^Username/ }), 'agent001');
    await user.type(screen.getByLabelText(/^Password/), 'agent1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('Your application is still being reviewed. We will let you know.'),
    ).toBeInTheDocument();
    expect(getRole()).toBeNull();
    expect(screen.queryByText('Agent dashboard')).toBeNull();
  });
});

describe('agent dashboard', () => {
  it('shows the period’s figures as cards and by day; another period asks again', async () => {
    await signInAgent();
    const { user, router } = await renderScreen(
      [{ path: affiliatePaths.dashboard(), element: <AgentDashboardRoute /> }],
      { path: affiliatePaths.dashboard() },
    );
    const figures = within(await screen.findByLabelText('Figures of the period'));
    for (const label of ['Sign-ups', 'First-time depositors', 'Active members', 'Net revenue'])
      expect(figures.getByText(label)).toBeInTheDocument();
    // It opens on a trend: the last 30 days, a row a day.
    expect(screen.getByRole('button', { name: 'Last 30 days', pressed: true })).toBeInTheDocument();
    const byDay = await screen.findByRole('table', { name: 'By day' });
    await waitFor(() => expect(within(byDay).getAllByRole('row').length).toBeGreaterThan(28));
    await user.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(router.state.location.search).toBe('?period=today'));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'By day' })).getAllByRole('row'),
      ).toHaveLength(2),
    );
    expect(screen.getByText('Credit balance')).toBeInTheDocument();
  });
});

describe('downline drill-down', () => {
  it('opens a sub-agent’s downline and leads back up by the path', async () => {
    await signInAgent();
    const routes: RouteObject[] = [
      { path: affiliatePaths.downline(), element: <DownlineRoute /> },
      { path: affiliatePaths.subDownline(':parentId'), element: <DownlineRoute /> },
    ];
    const sub = db().accounts.findFirst((q) => q.where({ id: 10008 }));
    if (!sub) throw new Error('the seed has sub-agent 10008');
    const { user, router } = await renderScreen(routes, {
      path: `${affiliatePaths.downline()}?keyword=${sub.username}`,
    });
    await user.click(
      await screen.findByRole('link', { name: `Open the downline of ${sub.username}` }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent/downline/10008'));
    expect(
      await screen.findByRole('heading', { name: `Under ${sub.username}` }),
    ).toBeInTheDocument();
    const path = screen.getByRole('navigation', { name: 'Downline path' });
    await user.click(within(path).getByRole('link', { name: 'agent001' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent/downline'));
  });
});

describe('QR codes', () => {
  it('an unused code is cancelled after confirming and shows Cancel; used ones cannot be', async () => {
    await signInAgent();
    const { user } = await renderScreen(
      [
        {
          path: affiliatePaths.qrCodes(),
          element: (
            <>
              <QrCodesRoute />
              <DialogHost />
            </>
          ),
        },
      ],
      { path: affiliatePaths.qrCodes() },
    );
    const table = await screen.findByRole('table', { name: 'Your QR codes' });
    expect(within(table).getByRole('img', { name: 'QR code QR7F3K9M2P' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Cancel code QRM4T7Z1LB' })).toBeNull();
    await user.click(within(table).getByRole('button', { name: 'Cancel code QR7F3K9M2P' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this QR code?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel code' }));
    await waitFor(() =>
      expect(db().affiliateQrCodes.findFirst((q) => q.where({ code: 'QR7F3K9M2P' }))?.status).toBe(
        3,
      ),
    );
    await waitFor(() =>
      expect(within(table).queryByRole('button', { name: 'Cancel code QR7F3K9M2P' })).toBeNull(),
    );
  });
});

describe('credit transfer', () => {
  const routes: RouteObject[] = [
    {
      path: affiliatePaths.creditTransfer(),
      element: <CreditTransferRoute />,
      children: [
        { path: 'transfer', element: <CreditTransferFormRoute /> },
        { path: 'list', element: <CreditTransferListRoute /> },
      ],
    },
  ];

  it('shows the fee and what the recipient gets before confirming, and moves the money once', async () => {
    await signInAgent();
    const recipient = db()
      .accounts.findMany((q) => q.where({ parent_id: AGENT_ID, status: 1 }))
      .sort((a, b) => b.created_at - a.created_at || b.id - a.id)[0];
    if (!recipient) throw new Error('the agent has active downline accounts');
    const before = new Decimal(recipient.money);
    const { user, router } = await renderScreen(routes, {
      path: affiliatePaths.creditTransferForm(),
    });
    const select = await screen.findByRole('combobox', { name: /^Recipient/ });
    await screen.findByRole('option', { name: new RegExp(`^${recipient.username} `) });
    await user.selectOptions(select, String(recipient.id));
    await user.type(screen.getByRole('textbox', { name: /^Amount/ }), '1000');
    await user.click(await screen.findByRole('radio', { name: 'The recipient pays' }));
    const facts = within(screen.getByLabelText('What this transfer does'));
    expect(facts.getByText('15.00')).toBeInTheDocument();
    expect(facts.getByText('1,000.00')).toBeInTheDocument();
    expect(facts.getByText('985.00')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Transfer' });
    await user.dblClick(submit);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(affiliatePaths.creditTransferList()),
    );
    const after = db().accounts.findFirst((q) => q.where({ id: recipient.id }));
    expect(new Decimal(after?.money ?? '0').minus(before).toFixed(2)).toBe('985.00');
    expect(
      db().affiliateCreditTransfers.findMany((q) =>
        q.where({ to_user_id: recipient.id, amount: '1000.00' }),
      ),
    ).toHaveLength(1);
    expect(await screen.findByRole('table', { name: 'Your credit transfers' })).toHaveTextContent(
      formatAmount('985'),
    );
  });

  it('typing part of a username narrows the recipients to the accounts that contain it', async () => {
    await signInAgent();
    const active = db().accounts.findMany((q) => q.where({ parent_id: AGENT_ID, status: 1 }));
    const wanted = active[0];
    if (!wanted || active.length < 2) throw new Error('the agent has active downline accounts');
    const { user } = await renderScreen(routes, { path: affiliatePaths.creditTransferForm() });
    const select = await screen.findByRole('combobox', { name: /^Recipient/ });
    await screen.findByRole('option', { name: new RegExp(`^${wanted.username} `) });
    const others = active.filter((account) => !account.username.includes(wanted.username));
    expect(others.length).toBeGreaterThan(0);
    await user.type(screen.getByRole('searchbox', { name: 'Find an account' }), wanted.username);
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Choose an account', expect.stringMatching(new RegExp(`^${wanted.username} `))]),
    );
    await user.clear(screen.getByRole('searchbox', { name: 'Find an account' }));
    await user.type(screen.getByRole('searchbox', { name: 'Find an account' }), 'zzzz-nobody');
    expect(await screen.findByText('No active account under you matches.')).toBeInTheDocument();
  });

  it('a lost answer shows checking, then the transfer the server made, made once', async () => {
    // Under lost-response every second money-moving answer is lost: the second transfer's.
    await backend.fake().setScenario('lost-response', true);
    await signInAgent();
    const recipient = db()
      .accounts.findMany((q) => q.where({ parent_id: AGENT_ID, status: 1 }))
      .sort((a, b) => b.created_at - a.created_at || b.id - a.id)[0];
    if (!recipient) throw new Error('the agent has active downline accounts');
    const { user, router } = await renderScreen(routes, {
      path: affiliatePaths.creditTransferForm(),
    });
    for (const amount of ['321', '654']) {
      const select = await screen.findByRole('combobox', { name: /^Recipient/ });
      await screen.findByRole('option', { name: new RegExp(`^${recipient.username} `) });
      await user.selectOptions(select, String(recipient.id));
      await user.type(screen.getByRole('textbox', { name: /^Amount/ }), amount);
      await user.click(screen.getByRole('button', { name: 'Transfer' }));
      if (amount === '654')
        expect(
          await screen.findByText('Checking whether the transfer went through…'),
        ).toBeInTheDocument();
      await waitFor(() =>
        expect(router.state.location.pathname).toBe(affiliatePaths.creditTransferList()),
      );
      if (amount === '321')
        await user.click(
          within(screen.getByRole('navigation', { name: 'Credit transfer views' })).getByRole(
            'link',
            {
              name: 'Transfer',
            },
          ),
        );
    }
    expect(
      db().affiliateCreditTransfers.findMany((q) =>
        q.where({ to_user_id: recipient.id, amount: '654.00' }),
      ),
    ).toHaveLength(1);
  });
});
