import { screen, waitFor, within } from '@testing-library/react';
import Decimal from 'decimal.js';
import { describe, expect, it, vi } from 'vitest';
import { installFakeBackend } from '@mocks/test-utils';
import { setToken } from '@/api/session';
import { shortcutRange } from '@/shared/lib/date-range';
import { formatAmount } from '@/shared/lib/money';
import { formatServerDateTime } from '@/shared/lib/time';
import { stubMatchMedia } from '@/testing/match-media';
import { renderScreen } from '@/testing/render-screen';
import { recordPaths } from '../paths';
import { BetRecordsRoute } from './bet-records';
import { TradeRecordsRoute } from './trade-records';

const backend = installFakeBackend();
const DEMO_MEMBER_ID = 10001;
/** The fake's server timezone: +8 (spec §9's default). */
const SERVER_OFFSET_MINUTES = 480;

const db = () => backend.fake().ctx.db;
const signIn = async () => setToken(await backend.signIn());
const total = (values: string[]) => values.reduce((sum, value) => sum.plus(value), new Decimal(0));
const sum = (values: string[]) => formatAmount(total(values));
/** A sum of movements as the screen shows it: money in with its '+'. */
const signedSum = (values: string[]) =>
  `${total(values).isPositive() && !total(values).isZero() ? '+' : ''}${sum(values)}`;
const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .filter((row) => row.closest('tbody'));
const summaryRow = (table: HTMLElement, label: 'Page Total' | 'Total') => {
  const row = within(table).getByRole('rowheader', { name: label }).closest('tr');
  if (!row) throw new Error(`no ${label} row`);
  return row;
};

describe('trade records (spec §2 tradeRecords)', () => {
  const routes = [{ path: recordPaths.trade(), element: <TradeRecordsRoute /> }];

  it('lists the main wallet’s movements, 15 a page, with the page total and the total of the amounts', async () => {
    await signIn();
    await renderScreen(routes, { path: recordPaths.trade() });
    const table = await screen.findByRole('table', { name: 'Movements of the main wallet' });
    const mine = db()
      .tradeRecords.findMany((q) => q.where({ account_id: DEMO_MEMBER_ID }))
      .sort((a, b) => b.created_at - a.created_at || b.id - a.id);
    await waitFor(() => expect(bodyRows(table)).toHaveLength(15));
    const page = mine.slice(0, 15).map((record) => record.amount);
    expect(summaryRow(table, 'Page Total')).toHaveTextContent(signedSum(page));
    expect(summaryRow(table, 'Total')).toHaveTextContent(
      signedSum(mine.map((record) => record.amount)),
    );
  });

  it('issue 30: on a phone a page of thirty is thirty cards of plain elements, with no styles of their own to compute', async () => {
    // A phone's width: PagedList shows cards (below MUI's md breakpoint).
    stubMatchMedia((query) => query.includes('max-width'));
    try {
      await signIn();
      await renderScreen(routes, { path: `${recordPaths.trade()}?page_size=30` });
      const list = await screen.findByRole('list', { name: 'Movements of the main wallet' });
      await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(30));
      const [first] = db()
        .tradeRecords.findMany((q) => q.where({ account_id: DEMO_MEMBER_ID }))
        .sort((a, b) => b.created_at - a.created_at || b.id - a.id);
      const card = within(list).getAllByRole('listitem')[0] as HTMLElement;
      expect(within(card).getByText('Balance after', { selector: 'dt' })).toBeInTheDocument();
      expect(
        within(card).getByRole('button', { name: `Details of ${first?.order_no}` }),
      ).toBeInTheDocument();
      // Emotion names each element it styles `css-…`: none inside the list (MUI's Stack, Box,
      // Typography and Button were some twenty per card).
      expect(list.querySelectorAll('[class*="css-"]')).toHaveLength(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('filters by a transaction type of GET /sub_type and starts again from the first page', async () => {
    await signIn();
    const { user, router } = await renderScreen(routes, {
      path: `${recordPaths.trade()}?page=2`,
    });
    const table = await screen.findByRole('table', { name: 'Movements of the main wallet' });
    await user.click(screen.getByRole('combobox', { name: 'Transaction type' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual([
      'All',
      'Deposit',
      'Withdrawal',
      'Transfer In',
      'Transfer Out',
      'Bonus',
      'Rebate',
      'Member Transfer',
      'Adjustment',
    ]);
    await user.click(screen.getByRole('option', { name: 'Deposit' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=1'));
    await waitFor(() =>
      expect(bodyRows(table).every((row) => within(row).queryByText('Deposit') !== null)).toBe(
        true,
      ),
    );
  });

  it('a record’s detail shows its order number with a copy button and every field', async () => {
    await signIn();
    const { user } = await renderScreen(routes, { path: recordPaths.trade() });
    const table = await screen.findByRole('table', { name: 'Movements of the main wallet' });
    const newest = db()
      .tradeRecords.findMany((q) => q.where({ account_id: DEMO_MEMBER_ID }))
      .sort((a, b) => b.created_at - a.created_at || b.id - a.id)[0];
    if (!newest) throw new Error('the demo member has trade records');
    await user.click(
      await within(table).findByRole('button', { name: `Details of ${newest.order_no}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Trade record' });
    expect(within(dialog).getByText(newest.order_no)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy Order number' })).toBeInTheDocument();
    for (const label of ['Time', 'Transaction type', 'Amount', 'Balance after', 'Remark'])
      expect(within(dialog).getByText(label)).toBeInTheDocument();
    expect(within(dialog).getByText(formatAmount(newest.balance_after))).toBeInTheDocument();
    expect(within(dialog).getByText(String(newest.id))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a failed load says so in place and its retry loads the page', async () => {
    await backend.fake().setScenario('server-error', true, 'listTradeRecords');
    await signIn();
    const { user } = await renderScreen(routes, { path: recordPaths.trade() });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    await backend.fake().setScenario('server-error', false, 'listTradeRecords');
    await user.click(retry);
    expect(
      await screen.findByRole('table', { name: 'Movements of the main wallet' }),
    ).toBeInTheDocument();
  });
});

describe('bet records (spec §2 betRecord, §3 bet status and result)', () => {
  const routes = [{ path: recordPaths.bet(), element: <BetRecordsRoute /> }];
  const mine = () =>
    db()
      .betRecords.findMany((q) => q.where({ account_id: DEMO_MEMBER_ID }))
      .sort((a, b) => b.bet_at - a.bet_at || b.id - a.id);

  it('shows each bet’s status and result, and the page total and total of bet amount, valid bet and win/loss', async () => {
    await signIn();
    await renderScreen(routes, { path: `${recordPaths.bet()}?page_size=30` });
    const table = await screen.findByRole('table', { name: 'Your bets' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(30));
    const bets = mine();
    const page = bets.slice(0, 30);
    const pageRow = summaryRow(table, 'Page Total');
    expect(within(pageRow).getByText(sum(page.map((bet) => bet.bet_amount)))).toBeInTheDocument();
    expect(within(pageRow).getByText(sum(page.map((bet) => bet.valid_bet)))).toBeInTheDocument();
    const totalRow = summaryRow(table, 'Total');
    expect(within(totalRow).getByText(sum(bets.map((bet) => bet.bet_amount)))).toBeInTheDocument();
    // The newest bets include a pending one (status Pending, result Unknown).
    expect(within(table).getAllByText('Pending').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('Settled').length).toBeGreaterThan(0);
  });

  it('the provider filter follows the game type: disabled until one is chosen, then its providers', async () => {
    await signIn();
    const { user, router } = await renderScreen(routes, { path: recordPaths.bet() });
    const table = await screen.findByRole('table', { name: 'Your bets' });
    expect(screen.getByText('Choose a game type first')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Game type' }));
    await user.click(await screen.findByRole('option', { name: 'Casino' }));
    await waitFor(() => expect(router.state.location.search).toBe('?family=3'));
    const casino = mine().filter((bet) => bet.game_type === 3);
    const provider = casino[0];
    if (!provider) throw new Error('the demo member has casino bets');
    await user.click(screen.getByRole('combobox', { name: 'Provider' }));
    await user.click(await screen.findByRole('option', { name: provider.channel_name }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?family=3&channel=${provider.channel_id}`),
    );
    const expected = casino.filter((bet) => bet.channel_id === provider.channel_id);
    await waitFor(() => expect(bodyRows(table)).toHaveLength(Math.min(15, expected.length)));
    // Another game type drops the provider.
    await user.click(screen.getByRole('combobox', { name: 'Game type' }));
    await user.click(await screen.findByRole('option', { name: 'Slots' }));
    await waitFor(() => expect(router.state.location.search).toBe('?family=2'));
  });

  it('a date shortcut (last 7 days) keeps the bets of those days of the server calendar', async () => {
    await signIn();
    const { user, router } = await renderScreen(routes, { path: `${recordPaths.bet()}?page=3` });
    const table = await screen.findByRole('table', { name: 'Your bets' });
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => expect(router.state.location.search).toBe('?range=last_7_days'));
    const { from, to } = shortcutRange('last_7_days', Date.now(), SERVER_OFFSET_MINUTES);
    const days = mine().filter((bet) => {
      const day = formatServerDateTime(bet.bet_at, SERVER_OFFSET_MINUTES).slice(0, 10);
      return day >= from && day <= to;
    });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(Math.min(15, days.length)));
    for (const row of bodyRows(table)) {
      const day = within(row).getAllByRole('cell')[0]?.textContent?.slice(0, 10) ?? '';
      expect(day >= from && day <= to).toBe(true);
    }
  });

  it('filters by bet status', async () => {
    await signIn();
    const { user } = await renderScreen(routes, { path: recordPaths.bet() });
    const table = await screen.findByRole('table', { name: 'Your bets' });
    await user.click(screen.getByRole('combobox', { name: 'Bet status' }));
    await user.click(await screen.findByRole('option', { name: 'Cancelled' }));
    const cancelled = mine().filter((bet) => bet.status === 4);
    await waitFor(() => expect(bodyRows(table)).toHaveLength(Math.min(15, cancelled.length)));
    expect(within(table).queryByText('Settled')).toBeNull();
  });

  it('a bet’s detail shows the bet number with a copy button, device, times and amounts', async () => {
    await signIn();
    const { user } = await renderScreen(routes, { path: recordPaths.bet() });
    const table = await screen.findByRole('table', { name: 'Your bets' });
    const settled = mine().find((bet) => bet.settled_at !== undefined);
    if (!settled) throw new Error('the demo member has settled bets');
    await user.click(
      await within(table).findByRole('button', { name: `Details of ${settled.bet_no}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Bet' });
    expect(within(dialog).getByRole('button', { name: 'Copy Bet number' })).toBeInTheDocument();
    for (const label of [
      'Game',
      'Provider',
      'Game type',
      'Device',
      'Bet amount',
      'Valid bet',
      'Win/Loss',
      'Bet status',
      'Bet result',
      'Bet time',
      'Settled time',
    ])
      expect(within(dialog).getByText(label)).toBeInTheDocument();
    expect(within(dialog).getByText(settled.game_name)).toBeInTheDocument();
  });
});
