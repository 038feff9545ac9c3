import { screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { installFakeBackend } from '@mocks/test-utils';
import { setToken } from '@/api/session';
import { renderScreen } from '@/testing/render-screen';
import { WalletProvider } from '../api/use-wallet';
import { MemberTransferRoute } from './member-transfer';
import { MemberTransferFormRoute } from './member-transfer-form';
import { MemberTransferListRoute } from './member-transfer-list';

const backend = installFakeBackend();
const DEMO_MEMBER_ID = 10001;

const pageRoutes: RouteObject[] = [
  { path: '/member/management/gameBalance', element: <p>Game balance page</p> },
  {
    path: '/member/management/memberTransfer',
    element: <MemberTransferRoute />,
    children: [
      { path: 'transfer', element: <MemberTransferFormRoute /> },
      { path: 'list', element: <MemberTransferListRoute /> },
    ],
  },
];

async function signIn({ memberTransferShow = 1 }: { memberTransferShow?: 0 | 1 } = {}) {
  if (memberTransferShow !== 1)
    await backend.fake().ctx.db.accounts.update((q) => q.where({ id: DEMO_MEMBER_ID }), {
      data(account) {
        account.member_transfer_show = memberTransferShow;
      },
    });
  setToken(await backend.signIn());
}

const renderAt = (path: string, routes: RouteObject[] = pageRoutes) =>
  renderScreen(routes, { path });

describe('member transfer page (spec §2 memberTransfer, §6)', () => {
  it('shows the Transfer and Transfer list tabs and the form with the limits and fee', async () => {
    await signIn();
    await renderAt('/member/management/memberTransfer/transfer');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Member Transfer' }),
    ).toBeInTheDocument();
    const views = screen.getByRole('navigation', { name: 'Member transfer views' });
    expect(within(views).getByRole('link', { name: 'Transfer' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(views).getByRole('link', { name: 'Transfer' })).toHaveAttribute(
      'href',
      '/member/management/memberTransfer/transfer',
    );
    expect(within(views).getByRole('link', { name: 'Transfer list' })).toHaveAttribute(
      'href',
      '/member/management/memberTransfer/list',
    );
    expect(await screen.findByText('100.00 – 50,000.00')).toBeInTheDocument();
    expect(screen.getByText('1.00% of the amount')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Receiver's username/ })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: /^Amount/ })).toBeEnabled();
    expect(screen.getByLabelText(/^Withdrawal password/)).toHaveAttribute('type', 'password');
    expect(await screen.findByRole('radio', { name: 'Me' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Transfer' })).toBeEnabled();
  });

  it('spec §5: a transfer amount is an integer; decimals typed in the amount are removed', async () => {
    await signIn();
    const { user } = await renderAt('/member/management/memberTransfer/transfer');
    const amount = await screen.findByRole('textbox', { name: /^Amount/ });
    await user.type(amount, '0150.75');
    expect(amount).toHaveValue('150');
  });

  it('issue 13: after five wrong withdrawal passwords in a row the form says transfers are locked and for how long', async () => {
    await signIn();
    // Four wrong ones already (the fake counts them); the fifth, typed here, locks.
    await backend
      .fake()
      .ctx.db.withdrawPasswords.update((q) => q.where({ account_id: DEMO_MEMBER_ID }), {
        data(record) {
          record.failures = 4;
        },
      });
    const { user } = await renderAt('/member/management/memberTransfer/transfer');
    await user.type(
      await screen.findByRole('textbox', { name: /^Receiver's username/ }),
      'friend888',
    );
    await user.type(screen.getByRole('textbox', { name: /^Amount/ }), '100');
    await user.type(screen.getByLabelText(/^Withdrawal password/), '9999');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(
      await screen.findByText(
        'Too many wrong withdrawal passwords. Withdrawals and credit transfers are locked; try again in 30 minutes.',
      ),
    ).toBeInTheDocument();
  });

  it('bonus money still being wagered stays: the form says how much can be sent and refuses more, the fee included', async () => {
    await signIn();
    // Within the member's wallets, as the member area shows it: the main balance is known.
    const { user } = await renderAt('/transfer', [
      {
        path: '/transfer',
        element: (
          <WalletProvider>
            <MemberTransferFormRoute />
          </WalletProvider>
        ),
      },
    ]);
    // The seeded member's promotion bonus is still being wagered (withdrawable 11,831.87).
    expect(await screen.findByText(/^You can send at most 11,831\.87:/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Receiver's username/ }), 'friend888');
    // 11,800 plus the 1% fee the sender bears is 11,918.00: more than may leave.
    await user.type(screen.getByRole('textbox', { name: /^Amount/ }), '11800');
    await user.type(screen.getByLabelText(/^Withdrawal password/), '2468');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(
      await screen.findByText(
        'You can send at most 11831.87, the fee included when you pay it: bonus money still being wagered cannot be transferred',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Amount/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('redirects to the game balance page when member_transfer_show is not 1', async () => {
    await signIn({ memberTransferShow: 0 });
    await renderAt('/member/management/memberTransfer/transfer');
    expect(await screen.findByText('Game balance page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Member Transfer' })).not.toBeInTheDocument();
  });

  it('shows the form disabled, with a message, when credit transfers are not enabled', async () => {
    await signIn({ memberTransferShow: 0 });
    await renderAt('/transfer', [{ path: '/transfer', element: <MemberTransferFormRoute /> }]);
    expect(
      await screen.findByText('Credit transfer is not available for your account.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Amount/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Transfer' })).toBeDisabled();
  });

  it('lists transfers with direction, counterparty, amount, fee, actual amount, status and time', async () => {
    await signIn();
    await renderAt('/member/management/memberTransfer/list');
    const table = await screen.findByRole('table', { name: 'Credit transfers' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Time',
      'Direction',
      'Member',
      'Amount',
      'Fee',
      'Actual amount',
      'Status',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(within(table).getAllByText('Sent').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('Received').length).toBeGreaterThan(0);
    expect(within(table).getByText('Failed')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  });

  it('spec §5: the list filters by a date range of whole days in the server timezone (+8)', async () => {
    await signIn();
    const db = backend.fake().ctx.db;
    const mine = db.memberTransfers
      .all()
      .filter(
        (row) => row.from_account_id === DEMO_MEMBER_ID || row.to_account_id === DEMO_MEMBER_ID,
      );
    // 2025-11-03 23:30 and 2025-11-04 00:10 at +8: both still the 3rd in UTC.
    const lateOnThe3rd = Date.UTC(2025, 10, 3, 15, 30) / 1000;
    const justAfterMidnight = Date.UTC(2025, 10, 3, 16, 10) / 1000;
    const stamps = [lateOnThe3rd, lateOnThe3rd, justAfterMidnight];
    for (const [index, row] of mine.entries())
      await db.memberTransfers.update((q) => q.where({ id: row.id }), {
        data(record) {
          record.created_at = stamps[index] ?? Date.UTC(2025, 9, 1) / 1000;
        },
      });
    const { router, user } = await renderAt(
      '/member/management/memberTransfer/list?from=2025-11-01&to=2025-11-03',
    );
    const table = await screen.findByRole('table', { name: 'Credit transfers' });
    await waitFor(() => expect(within(table).getAllByRole('row').slice(1)).toHaveLength(2));
    expect(within(table).getAllByText('2025-11-03 23:30:00')).toHaveLength(2);

    // A shortcut replaces the custom days and starts from the first page.
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(router.state.location.search).toBe('?range=last_7_days');
  });

  it('spec §9: the list offers the page sizes 15, 20, 25 and 30 and keeps the page and the size in the URL', async () => {
    await signIn();
    const db = backend.fake().ctx.db;
    const template = db.memberTransfers.all().find((row) => row.from_account_id === DEMO_MEMBER_ID);
    if (!template) throw new Error('the seed has no transfer of the demo member');
    // 10 seeded + 20 more: two pages of 20, one of 30.
    for (let index = 0; index < 20; index++)
      await db.memberTransfers.create({
        ...template,
        id: 990_000 + index,
        order_no: `MT9900000${String(index).padStart(2, '0')}`,
      });
    const { router, user } = await renderAt(
      '/member/management/memberTransfer/list?page_size=20&page=2',
    );
    const table = await screen.findByRole('table', { name: 'Credit transfers' });
    await waitFor(() => expect(within(table).getAllByRole('row').slice(1)).toHaveLength(10));
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('combobox', { name: 'Page size' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['15', '20', '25', '30']);
    await user.click(screen.getByRole('option', { name: '30' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Credit transfers' })).getAllByRole('row'),
      ).toHaveLength(31),
    );
    // A new size starts from the first page; the size is in the address.
    expect(router.state.location.search).toBe('?page_size=30');
    expect(screen.queryByRole('navigation', { name: /pagination/i })).toBeNull();

    await user.click(screen.getByRole('combobox', { name: 'Page size' }));
    await user.click(screen.getByRole('option', { name: '15' }));
    await user.click(await screen.findByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
  });
});
