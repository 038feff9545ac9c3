import { screen, waitFor, within } from '@testing-library/react';
import { Outlet, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mainBalance } from '@mocks/lib/payments-ledger';
import { installFakeBackend } from '@mocks/test-utils';
import { setToken } from '@/api/session';
import { profileScreens } from '@/features/profile';
import { DialogHost } from '@/shared/ui/dialogs';
import { renderScreen } from '@/testing/render-screen';
import { withdrawPaths } from '../paths';
import { BankCardsRoute } from './bank-cards';
import { WithdrawRoute } from './withdraw';
import { WithdrawPasswordRoute } from './withdraw-password';
import { WithdrawRecordRoute } from './withdraw-record';
import { WithdrawSubmitRoute } from './withdraw-submit';

const backend = installFakeBackend();
const DEMO_MEMBER_ID = 10001;
const DEMO_WITHDRAW_PASSWORD = '2468';

const routes: RouteObject[] = [
  {
    element: (
      <>
        <Outlet />
        <DialogHost />
      </>
    ),
    children: [
      {
        path: withdrawPaths.withdraw(),
        element: <WithdrawRoute />,
        children: [
          { index: true, element: <p>Withdraw index</p> },
          { path: 'submit', element: <WithdrawSubmitRoute /> },
          { path: 'bank', element: <BankCardsRoute /> },
        ],
      },
      { path: withdrawPaths.password(), element: <WithdrawPasswordRoute /> },
      ...profileScreens.map((screen) => ({ path: screen.path, lazy: screen.lazy })),
    ],
  },
];

const db = () => backend.fake().ctx.db;
const signIn = async () => setToken(await backend.signIn());
const renderAt = (path: string) => renderScreen(routes, { path });

describe('withdrawal missing-setup redirects (spec §2)', () => {
  it('no bank card, then no withdrawal password: each set-up page opens in turn and brings the member back to the form', async () => {
    db().bankCards.deleteMany((q) => q.where({ account_id: DEMO_MEMBER_ID }));
    db().withdrawPasswords.deleteMany((q) => q.where({ account_id: DEMO_MEMBER_ID }));
    await signIn();
    const { user, router } = await renderAt(withdrawPaths.submit());

    // No bank card: the add-bank-card tab, saying why.
    expect(await screen.findByText(/^Add a bank account to withdraw to/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/member/management/withdraw/bank');
    expect(await screen.findByText('No bank account yet')).toBeInTheDocument();
    await user.click(await screen.findByRole('combobox', { name: /^Bank/ }));
    await user.click(await screen.findByRole('option', { name: 'BDO Unibank' }));
    await user.type(
      screen.getByRole('textbox', { name: /^Card or account number/ }),
      '6222020200115566',
    );
    await user.type(screen.getByRole('textbox', { name: /^Account name/ }), 'Juan Dela Cruz');
    await user.type(screen.getByRole('textbox', { name: /^Bank branch/ }), 'Makati Main');
    await user.click(screen.getByRole('button', { name: 'Add bank account' }));

    // Back to the withdrawal, which now finds no withdrawal password: its set-up page.
    expect(
      await screen.findByRole('heading', { name: 'Set your withdrawal password' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/member/safety/withdrawPass');
    expect(screen.getByText(/^Set a withdrawal password to confirm/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^New withdrawal password/), '1357');
    await user.type(screen.getByLabelText(/^Confirm the new withdrawal password/), '1357');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // Everything set: the form, with the card just added.
    expect(
      await screen.findByRole('heading', { name: 'Withdraw to your bank account' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/member/management/withdraw/submit');
    expect(screen.getByRole('combobox', { name: /^Bank account/ })).toHaveTextContent(
      'BDO Unibank **** **** 5566',
    );
  });

  it('incomplete personal info: the personal info page says what is missing and, once saved, brings the member back to the form', async () => {
    await db().accounts.update((q) => q.where({ id: DEMO_MEMBER_ID }), {
      data(account) {
        account.real_name = '';
      },
    });
    await signIn();
    const { user, router } = await renderAt(withdrawPaths.submit());
    expect(await screen.findByRole('heading', { name: 'Personal info' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/member/personal/infoSetting');
    expect(
      await screen.findByText(
        /^Your withdrawal needs your personal info\. Still missing: real name\./,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Real name/ }), 'Juan Dela Cruz');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByRole('heading', { name: 'Withdraw to your bank account' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(withdrawPaths.submit());
  });
});

describe('withdrawal form (spec §2, §5)', () => {
  it('shows the limits, the fee and the actual amount before confirming, and makes the withdrawal', async () => {
    await signIn();
    const { user } = await renderAt(withdrawPaths.submit());
    expect(await screen.findByText('100.00 – 50,000.00')).toBeInTheDocument();
    expect(screen.getByText('0.50% of the amount')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Amount/ }), '500');
    expect(screen.getByText('2.50')).toBeInTheDocument();
    expect(screen.getByText('497.50')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Withdrawal password/), DEMO_WITHDRAW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(
      await screen.findByRole('heading', { name: 'Withdrawal submitted' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^WD/)).toBeInTheDocument();
    expect(screen.getByText(/Step 2 of 4: Verification/)).toBeInTheDocument();
  });

  it('an amount outside the limit, above the balance, or with a wrong password is refused on its field', async () => {
    await signIn();
    const { user } = await renderAt(withdrawPaths.submit());
    const amount = await screen.findByRole('textbox', { name: /^Amount/ });
    const password = screen.getByLabelText(/^Withdrawal password/);
    await user.type(amount, '99');
    await user.type(password, DEMO_WITHDRAW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(
      await screen.findByText('The amount does not meet the withdrawal limit'),
    ).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '49999');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Excess balance')).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '100');
    await user.clear(password);
    await user.type(password, '9999');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('The withdrawal password is incorrect.')).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription('The withdrawal password is incorrect.');
  });
});

/** A card of the demo member held in someone else's name, listed before the seeded one. */
const otherNameCard = () =>
  db().bankCards.create({
    id: 76,
    account_id: DEMO_MEMBER_ID,
    bank_id: 3,
    card_number: '6222020200117788',
    account_name: 'Pedro Reyes',
    bank_branch: 'Quezon City',
    created_at: 1,
  });

describe('the payee rule: withdrawals are paid only to an account in the member’s own name', () => {
  it('a card in another name is offered disabled with the reason, and never chosen by default', async () => {
    await otherNameCard();
    await signIn();
    const { user } = await renderAt(withdrawPaths.submit());
    const choice = await screen.findByRole('combobox', { name: /^Bank account/ });
    // The first card listed is in another name: the one in the member's name is chosen.
    expect(choice).toHaveTextContent('BDO Unibank **** **** 2233');
    await user.click(choice);
    const other = await screen.findByRole('option', { name: /\*\*\*\* 7788/ });
    expect(other).toHaveAttribute('aria-disabled', 'true');
    expect(other).toHaveTextContent('Withdrawals are paid only to an account in your own name');
    expect(screen.getByRole('option', { name: /\*\*\*\* 2233/ })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('with no card in the member’s name, the form says so and leads to adding one', async () => {
    db().bankCards.deleteMany((q) => q.where({ account_id: DEMO_MEMBER_ID }));
    await otherNameCard();
    await signIn();
    const { user } = await renderAt(withdrawPaths.submit());
    expect(
      await screen.findByText(/^None of your bank accounts is in your own name/),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Bank account/ })).not.toHaveTextContent('7788');
    await user.type(screen.getByRole('textbox', { name: /^Amount/ }), '150');
    await user.type(screen.getByLabelText(/^Withdrawal password/), DEMO_WITHDRAW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(
      await screen.findByText('Please choose the bank account to withdraw to'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Add a bank account in your name' }));
    expect(
      await screen.findByRole('heading', { name: 'Add new bank account' }),
    ).toBeInTheDocument();
  });

  it('a card the server refuses as not in the member’s name is told on the card, in the member’s language', async () => {
    await signIn();
    const { user } = await renderAt(withdrawPaths.submit());
    await user.type(await screen.findByRole('textbox', { name: /^Amount/ }), '150');
    await user.type(screen.getByLabelText(/^Withdrawal password/), DEMO_WITHDRAW_PASSWORD);
    // The member's real name changed after the cards were listed.
    await db().accounts.update((q) => q.where({ id: DEMO_MEMBER_ID }), {
      data(account) {
        account.real_name = 'Juana Dela Cruz';
      },
    });
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(
      await screen.findByText(
        'Withdrawals are paid only to an account in your own name. Choose an account held in your name.',
      ),
    ).toBeInTheDocument();
  });

  it('the bank card list marks a card in another name: kept, but not withdrawn to', async () => {
    await otherNameCard();
    await signIn();
    await renderAt(withdrawPaths.bankCards());
    const list = await screen.findByRole('list', { name: 'Your bank accounts' });
    const other = (await within(list).findByText('**** **** 7788')).closest('li') as HTMLElement;
    expect(within(other).getByText('Not in your name')).toBeInTheDocument();
    expect(other).toHaveTextContent(/this one can be kept, but not withdrawn to/);
    const own = within(list).getByText('**** **** 2233').closest('li') as HTMLElement;
    expect(within(own).queryByText('Not in your name')).not.toBeInTheDocument();
  });
});

describe('bank cards (spec §2 add new bank account)', () => {
  it('lists the cards masked except the last four, and deletes one after a confirmation', async () => {
    await db().bankCards.create({
      id: 77,
      account_id: DEMO_MEMBER_ID,
      bank_id: 3,
      card_number: '6222020200119900',
      account_name: 'Juan Dela Cruz',
      bank_branch: 'Cebu',
      created_at: Math.floor(Date.now() / 1000),
    });
    await signIn();
    const { user } = await renderAt(withdrawPaths.bankCards());
    const list = await screen.findByRole('list', { name: 'Your bank accounts' });
    expect(await within(list).findByText('**** **** 9900')).toBeInTheDocument();
    expect(within(list).queryByText(/6222020200119900/)).not.toBeInTheDocument();
    const card = within(list).getByText('**** **** 9900').closest('li') as HTMLElement;
    await user.click(within(card).getByRole('button', { name: /^Delete / }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(/Delete .+ \*\*\*\* \*\*\*\* 9900\?/);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(list).queryByText('**** **** 9900')).not.toBeInTheDocument());
    expect(db().bankCards.findFirst((q) => q.where({ id: 77 }))).toBeUndefined();
  });

  it('a card a withdrawal is still paying out to is not deleted, and the server says why', async () => {
    await signIn();
    const { user } = await renderAt(withdrawPaths.bankCards());
    const list = await screen.findByRole('list', { name: 'Your bank accounts' });
    await user.click(await within(list).findByRole('button', { name: /^Delete BDO Unibank/ }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent('This bank card has a withdrawal in progress');
    await user.click(within(alert).getByRole('button'));
    expect(within(list).getByText('**** **** 2233')).toBeInTheDocument();
  });

  it('the add form prompts for every field it needs', async () => {
    await signIn();
    const { user } = await renderAt(withdrawPaths.bankCards());
    await user.click(await screen.findByRole('button', { name: 'Add bank account' }));
    expect(await screen.findByText('Please select a bank')).toBeInTheDocument();
    expect(screen.getByText('Please enter the card or account number')).toBeInTheDocument();
    expect(screen.getByText('Please enter the account name')).toBeInTheDocument();
    expect(screen.getByText('Please enter the bank branch')).toBeInTheDocument();
  });
});

describe('withdrawal password (spec §5)', () => {
  it('changing it asks for the current one, and a wrong one is refused on that field', async () => {
    await signIn();
    const { user } = await renderAt(withdrawPaths.password());
    expect(
      await screen.findByRole('heading', { name: 'Change your withdrawal password' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Current withdrawal password/), '0000');
    await user.type(screen.getByLabelText(/^New withdrawal password/), '1357');
    await user.type(screen.getByLabelText(/^Confirm the new withdrawal password/), '1357');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The old password is incorrect.')).toBeInTheDocument();
  });

  it("a fifth wrong current password in a row locks it, told in the member's language with its minutes", async () => {
    await db().withdrawPasswords.update((q) => q.where({ account_id: DEMO_MEMBER_ID }), {
      data(record) {
        record.failures = 4;
      },
    });
    await signIn();
    const { user } = await renderAt(withdrawPaths.password());
    await user.type(await screen.findByLabelText(/^Current withdrawal password/), '9999');
    await user.type(screen.getByLabelText(/^New withdrawal password/), '1357');
    await user.type(screen.getByLabelText(/^Confirm the new withdrawal password/), '1357');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many wrong withdrawal passwords. Withdrawals and credit transfers are locked; try again in 30 minutes.',
    );
  });
});

describe('withdrawal records (spec §2 record tab, §3, §4)', () => {
  const recordRoutes: RouteObject[] = [
    {
      element: (
        <>
          <Outlet />
          <DialogHost />
        </>
      ),
      children: [{ path: withdrawPaths.record(), element: <WithdrawRecordRoute /> }],
    },
  ];

  it('every status of the full list shows its label, and failed, rejected and held ones their reason', async () => {
    await signIn();
    await renderScreen(recordRoutes, { path: withdrawPaths.record() });
    const table = await screen.findByRole('table', { name: 'Withdrawal records' });
    for (const label of [
      'Pending',
      'Cancelled',
      'In Progress',
      'Withdrawal Failed',
      'Locked',
      'Processing Payout',
      'Success',
      'Rejected',
    ])
      expect(within(table).getAllByText(label, { exact: true }).length).toBeGreaterThan(0);
    expect(
      within(table).getByText('Payout failed: the bank returned the transfer'),
    ).toBeInTheDocument();
    expect(
      within(table).getByText('Rejected: the turnover requirement of your last bonus is not met'),
    ).toBeInTheDocument();
    expect(within(table).getByText('Locked for a routine security review')).toBeInTheDocument();
    // A cancelled one has no reason to read.
    expect(within(table).queryByText('Cancelled by member')).not.toBeInTheDocument();
  });

  it("spec §4: cancel asks 'Cancel Withdraw, Confirm?', then the Pending withdrawal is Cancelled and its amount back in the main wallet", async () => {
    const pending = db().withdrawals.findFirst((q) =>
      q.where({ account_id: DEMO_MEMBER_ID, status: 1 }),
    );
    if (!pending) throw new Error('the seed has a Pending withdrawal');
    const before = mainBalance(backend.fake().ctx, DEMO_MEMBER_ID);
    await signIn();
    const { user } = await renderScreen(recordRoutes, { path: withdrawPaths.record() });
    const table = await screen.findByRole('table', { name: 'Withdrawal records' });
    await user.click(
      within(table).getByRole('button', { name: `Cancel withdrawal ${pending.order_no}` }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Cancel Withdraw, Confirm?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() =>
      expect(
        within(table).queryByRole('button', { name: `Cancel withdrawal ${pending.order_no}` }),
      ).not.toBeInTheDocument(),
    );
    const row = within(table).getByText(pending.order_no).closest('tr') as HTMLElement;
    expect(within(row).getByText('Cancelled')).toBeInTheDocument();
    expect(mainBalance(backend.fake().ctx, DEMO_MEMBER_ID).toFixed(2)).toBe(
      before.plus(pending.amount).toFixed(2),
    );
  });

  it('a withdrawal the server moved on meanwhile is not cancelled: the server says so, and the list shows where it is', async () => {
    const pending = db().withdrawals.findFirst((q) =>
      q.where({ account_id: DEMO_MEMBER_ID, status: 1 }),
    );
    if (!pending) throw new Error('the seed has a Pending withdrawal');
    await signIn();
    const { user } = await renderScreen(recordRoutes, { path: withdrawPaths.record() });
    const table = await screen.findByRole('table', { name: 'Withdrawal records' });
    // The back office takes it on while the member reads the list.
    await db().withdrawals.update((q) => q.where({ id: pending.id }), {
      data(record) {
        record.status = 3;
      },
    });
    await user.click(
      within(table).getByRole('button', { name: `Cancel withdrawal ${pending.order_no}` }),
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel it' }),
    );
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent('This withdrawal can no longer be cancelled');
    await user.click(within(alert).getByRole('button'));
    const row = within(table).getByText(pending.order_no).closest('tr') as HTMLElement;
    expect(await within(row).findByText('In Progress')).toBeInTheDocument();
  });

  it('the newest withdrawal under way is tracked on top: its steps, and when each happened', async () => {
    await signIn();
    await renderScreen(recordRoutes, { path: withdrawPaths.record() });
    const tracker = await screen.findByRole('region', { name: /^Withdrawal WD/ });
    expect(within(tracker).getByText(/Step 2 of 4: Verification/)).toBeInTheDocument();
    expect(
      within(tracker).getByRole('list', { name: 'When each step happened' }),
    ).toHaveTextContent(/Submit\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  });
});
