import { screen, waitFor, within } from '@testing-library/react';
import { Outlet, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advanceClock, resetClock } from '@mocks/lib/clock';
import { installFakeBackend } from '@mocks/test-utils';
import { setToken } from '@/api/session';
import { contentPaths } from '@/features/content';
import { ToastHost } from '@/shared/ui/toast-host';
import { stubMatchMedia } from '@/testing/match-media';
import { renderScreen } from '@/testing/render-screen';
import { depositPaths } from '../paths';
import { DepositNewRoute } from './deposit-new';
import { DepositRecordRoute } from './deposit-record';
import { DepositsRoute } from './deposits';
import { PaymentResultRoute } from './payment-result';

const backend = installFakeBackend();
const DEMO_MEMBER_ID = 10001;
/** The deposit page's popup notice of the seed ('GCash deposits are instant again'). */
const DEPOSIT_POPUP_ID = 83;
const SEEN_NOTICES = 'fortuna-seen-notices';

const routes: RouteObject[] = [
  {
    element: (
      <>
        <Outlet />
        <ToastHost />
      </>
    ),
    children: [
      {
        path: depositPaths.deposits(),
        element: <DepositsRoute />,
        children: [
          { path: 'deposit', element: <DepositNewRoute /> },
          { path: 'record', element: <DepositRecordRoute /> },
        ],
      },
      { path: contentPaths.paymentResult(), element: <PaymentResultRoute /> },
    ],
  },
];

const db = () => backend.fake().ctx.db;
const signIn = async () => setToken(await backend.signIn());
const renderAt = (path: string) => renderScreen(routes, { path });
const amountField = () => screen.findByRole('textbox', { name: /^Amount/ });

beforeEach(() => {
  // jsdom has no matchMedia; the banner carousel asks it about reduced motion (reduced: no
  // rotation), the record list about the width (a desktop: the table).
  stubMatchMedia((query) => query.includes('prefers-reduced-motion'));
  // The deposit page's popup is seen already, except where a test says otherwise.
  localStorage.setItem(SEEN_NOTICES, JSON.stringify([DEPOSIT_POPUP_ID]));
});
afterEach(() => {
  localStorage.removeItem(SEEN_NOTICES);
  resetClock();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('deposit methods (issue 13)', () => {
  it('groups the methods by payment type, each with its range, fee and bonus offer', async () => {
    await signIn();
    await renderAt(depositPaths.deposit());
    const methods = await screen.findByRole('radiogroup', { name: 'Deposit methods' });
    const groups = within(methods).getAllByRole('group');
    expect(groups.map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'Bank transfer',
      'Cryptocurrency',
      'E-wallet and online payment',
    ]);
    expect(
      within(groups[2]!)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-label')),
    ).toEqual(['GCash', 'Maya']);
    const bank = screen.getByRole('radio', { name: 'Bank Transfer' });
    expect(bank).toBeChecked();
    expect(bank).toHaveAccessibleDescription('100.00 – 100,000.00 · No fee · Promo code bonus');
    expect(screen.getByRole('radio', { name: 'GCash' })).toHaveAccessibleDescription(
      '100.00 – 20,000.00 · Fee 1.50%',
    );
  });

  it('the chosen method follows the URL, and a choice goes into it', async () => {
    await signIn();
    const { user, router } = await renderAt(`${depositPaths.deposit()}?method=19`);
    expect(await screen.findByRole('radio', { name: 'Maya' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'GCash' }));
    expect(screen.getByRole('radio', { name: 'GCash' })).toBeChecked();
    await waitFor(() => expect(router.state.location.search).toBe('?method=18'));
    await router.navigate(`${depositPaths.deposit()}?method=15`);
    expect(
      await screen.findByRole('heading', { name: 'Deposit with USDT (TRC20)' }),
    ).toBeInTheDocument();
    // Arrow keys move between the methods, as in any radio group.
    screen.getByRole('radio', { name: 'USDT (TRC20)' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'GCash' })).toBeChecked();
  });

  it('quick amounts fill the amount, and the fee and the amount credited show before confirming', async () => {
    await signIn();
    const { user } = await renderAt(depositPaths.deposit());
    await user.click(await screen.findByRole('radio', { name: 'GCash' }));
    expect(await screen.findByRole('heading', { name: 'Deposit with GCash' })).toBeInTheDocument();
    const quick = screen.getByRole('group', { name: 'Quick amounts' });
    expect(
      within(quick)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['100', '200', '500', '1,000', '2,000', '5,000']);
    await user.click(within(quick).getByRole('button', { name: '1,000' }));
    expect(await amountField()).toHaveValue('1000');
    expect(within(quick).getByRole('button', { name: '1,000' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const preview = screen.getByLabelText('Fee and amount credited');
    expect(within(preview).getByText('15.00')).toBeInTheDocument();
    expect(within(preview).getByText('985.00')).toBeInTheDocument();
  });

  it('an amount outside the method range is refused on its field before anything is sent', async () => {
    await signIn();
    const { user } = await renderAt(depositPaths.deposit());
    await user.type(await amountField(), '99.99');
    await user.click(screen.getByRole('button', { name: 'Submit deposit' }));
    expect(
      await screen.findByText('The amount must be from 100.00 to 100,000.00'),
    ).toBeInTheDocument();
    expect(db().deposits.findMany((q) => q.where({ account_id: DEMO_MEMBER_ID })).length).toBe(26);
  });

  it('an invalid promo code comes back from the server on its field', async () => {
    await signIn();
    const { user } = await renderAt(depositPaths.deposit());
    await user.type(await amountField(), '500');
    await user.type(screen.getByRole('textbox', { name: /^Promo code/ }), 'NOSUCHCODE');
    await user.click(screen.getByRole('button', { name: 'Submit deposit' }));
    expect(await screen.findByText('The promo code is invalid.')).toBeInTheDocument();
  });
});

describe('deposit tab states', () => {
  it('no method open: the empty state says so', async () => {
    db().depositMethods.deleteMany((q) => q.where({ id: (id) => id > 0 }));
    await signIn();
    await renderAt(depositPaths.deposit());
    expect(await screen.findByText('No deposit method is open right now')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('methods that fail to load: the error with a retry that loads them', async () => {
    await backend.fake().setScenario('server-error', true, 'listDepositMethods');
    await signIn();
    const { user } = await renderAt(depositPaths.deposit());
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 10_000 });
    expect(screen.getByText('Load Failed, Please Try Again')).toBeInTheDocument();
    await backend.fake().setScenario('server-error', false);
    await user.click(retry);
    expect(await screen.findByRole('radiogroup', { name: 'Deposit methods' })).toBeInTheDocument();
  });
});

describe('bank transfer', () => {
  it('shows the receiving account with copy buttons, then the order number as transfer reference, Pending', async () => {
    await signIn();
    const { user } = await renderAt(depositPaths.deposit());
    await user.click(await screen.findByRole('radio', { name: 'Metrobank' }));
    const details = await screen.findByLabelText('Receiving bank account');
    expect(within(details).getByText('2457102983311')).toBeInTheDocument();
    expect(within(details).getByText('Fortuna Payments Inc.')).toBeInTheDocument();
    expect(within(details).getByText('Ortigas Center')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy account number' }));
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe('2457102983311');
    expect(await screen.findByText('Copied')).toBeInTheDocument();

    await user.type(await amountField(), '500');
    await user.type(screen.getByRole('textbox', { name: /^Payer's name/ }), 'Juan Dela Cruz');
    await user.click(screen.getByRole('button', { name: 'Submit deposit' }));
    expect(await screen.findByRole('heading', { name: 'Deposit submitted' })).toBeInTheDocument();
    const made = db().deposits.findMany((q) => q.where({ account_id: DEMO_MEMBER_ID }));
    const newest = made.sort((a, b) => b.id - a.id)[0]!;
    expect(newest).toMatchObject({ amount: '500.00', bank_account_id: 73, status: 1 });
    expect(screen.getAllByText(newest.order_no).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Copy transfer reference' })).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
  });
});

describe('a deposit is a money intent', () => {
  it('a lost answer shows checking, then the deposit the server made, made once', async () => {
    // Under lost-response every second money-moving answer is lost: the second deposit's.
    await backend.fake().setScenario('lost-response', true);
    await signIn();
    const { user } = await renderAt(depositPaths.deposit());
    await user.type(await amountField(), '500');
    await user.click(screen.getByRole('button', { name: 'Submit deposit' }));
    await user.click(await screen.findByRole('button', { name: 'Make another deposit' }));
    await user.type(await amountField(), '600');
    await user.click(screen.getByRole('button', { name: 'Submit deposit' }));
    expect(
      await screen.findByText('Checking whether your deposit went through…'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Deposit submitted' })).toBeInTheDocument();
    const made = db()
      .deposits.findMany((q) => q.where({ account_id: DEMO_MEMBER_ID }))
      .filter((deposit) => deposit.amount === '600.00');
    expect(made).toHaveLength(1);
  });
});

describe('crypto', () => {
  it('shows the address as a named QR code, with the network, the coin and the amount in coins', async () => {
    await signIn();
    const { user } = await renderAt(depositPaths.deposit());
    await user.click(await screen.findByRole('radio', { name: 'USDT (TRC20)' }));
    expect(
      await screen.findByRole('img', { name: 'QR code of the USDT address' }),
    ).toBeInTheDocument();
    expect(screen.getByText('TQ5pYx2R7dGkH1wz8c3ZqM4vN6bB9eF2aK')).toBeInTheDocument();
    expect(screen.getByText('TRC20')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeInTheDocument();
    await user.type(await amountField(), '5620');
    expect(screen.getByText('About, in USDT')).toBeInTheDocument();
    expect(screen.getByText('100.00')).toBeInTheDocument();
  });
});

describe('gateway', () => {
  const payWindow = () => ({ opener: {}, closed: false, location: { href: '' }, close: vi.fn() });

  it('opens the window at the press and sends it to pay_url once the deposit is made', async () => {
    const opened = payWindow();
    const open = vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
    await signIn();
    const { user } = await renderAt(`${depositPaths.deposit()}?method=18`);
    await user.type(await amountField(), '1000');
    await user.click(screen.getByRole('button', { name: 'Pay with GCash' }));
    expect(await screen.findByRole('heading', { name: 'Deposit submitted' })).toBeInTheDocument();
    expect(open).toHaveBeenCalledTimes(1);
    expect(opened.opener).toBeNull();
    const deposit = db()
      .deposits.findMany((q) => q.where({ account_id: DEMO_MEMBER_ID }))
      .sort((a, b) => b.id - a.id)[0]!;
    expect(opened.location.href).toBe(
      `${window.location.origin}/_show/pay_cb?order=${deposit.order_no}&id=${deposit.id}`,
    );
  });

  it('no window for a form that will not be sent, and the window closed when the server refuses', async () => {
    const opened = payWindow();
    const open = vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
    await signIn();
    const { user } = await renderAt(`${depositPaths.deposit()}?method=18`);
    await user.type(await amountField(), '20001');
    await user.click(screen.getByRole('button', { name: 'Pay with GCash' }));
    expect(await screen.findByText(/^The amount must be from/)).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();

    // The method closes meanwhile: the server refuses, the blank window goes.
    db().depositMethods.deleteMany((q) => q.where({ id: 18 }));
    await user.clear(await amountField());
    await user.type(await amountField(), '500');
    await user.click(screen.getByRole('button', { name: 'Pay with GCash' }));
    await waitFor(() => expect(opened.close).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'Deposit submitted' })).not.toBeInTheDocument();
  });

  it('a blocked window: the dialog links to the payment page', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    await signIn();
    const { user } = await renderAt(`${depositPaths.deposit()}?method=19`);
    await user.type(await amountField(), '300');
    await user.click(screen.getByRole('button', { name: 'Pay with Maya' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Your browser blocked the payment window',
    });
    const link = within(dialog).getByRole('link', { name: 'Open the Maya payment page' });
    expect(link).toHaveAttribute(
      'href',
      expect.stringMatching(/\/_show\/pay_cb\?order=DP\d+&id=\d+$/),
    );
    expect(link).toHaveAttribute('target', '_blank');
  });
});

describe('deposit record', () => {
  it('lists every deposit with its status, the page and overall totals', async () => {
    await signIn();
    await renderAt(depositPaths.record());
    const table = await screen.findByRole('table', { name: 'Deposit record' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(15));
    expect(within(table).getAllByText('Success').length).toBeGreaterThan(0);
    expect(within(table).getByText('Page Total')).toBeInTheDocument();
    expect(within(table).getByText('Total')).toBeInTheDocument();
  });
});

describe('payment result (/_show/pay_cb)', () => {
  async function gatewayDeposit() {
    const token = await backend.signIn();
    setToken(token);
    const created = await backend.call<{ data: { deposit: { id: number; order_no: string } } }>(
      'POST',
      '/member/deposit',
      {
        token,
        body: { method_id: 18, amount: '1000' },
        headers: { 'Idempotency-Key': backend.key() },
      },
    );
    return created.body.data.deposit;
  }

  it('tells a Pending payment, and Success once the server confirmed it', async () => {
    const deposit = await gatewayDeposit();
    await renderAt(`${contentPaths.paymentResult()}?order=${deposit.order_no}&id=${deposit.id}`);
    expect(await screen.findByRole('heading', { name: 'Payment submitted' })).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();

    advanceClock(31_000);
    await renderAt(`${contentPaths.paymentResult()}?order=${deposit.order_no}&id=${deposit.id}`);
    expect(await screen.findByRole('heading', { name: 'Deposit successful' })).toBeInTheDocument();
    expect(screen.getByText('985.00 is in your main wallet.')).toBeInTheDocument();
  });

  it('tells a failed payment with the reason', async () => {
    const deposit = await gatewayDeposit();
    await db().deposits.update((q) => q.where({ id: deposit.id }), {
      data(record) {
        record.status = 3;
        record.remark = 'Payment declined by GCash';
      },
    });
    await renderAt(`${contentPaths.paymentResult()}?id=${deposit.id}`);
    expect(await screen.findByRole('heading', { name: 'Deposit failed' })).toBeInTheDocument();
    expect(screen.getByText('Payment declined by GCash')).toBeInTheDocument();
  });
});

describe('deposit page notices (display page 3)', () => {
  it('the popup shows once per notice (remembered on the device), the announcement bar above the form', async () => {
    localStorage.removeItem(SEEN_NOTICES);
    await signIn();
    const { user } = await renderAt(depositPaths.deposit());
    const popup = await screen.findByRole('dialog', { name: 'GCash deposits are instant again' });
    await user.click(within(popup).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const bar = screen.getByRole('region', { name: 'Announcements' });
    expect(within(bar).getByText('Red Packet Rain is on')).toBeInTheDocument();

    await renderAt(depositPaths.deposit());
    await screen.findAllByRole('radiogroup', { name: 'Deposit methods' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
