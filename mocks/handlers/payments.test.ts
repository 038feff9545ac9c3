// @vitest-environment node
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { advanceClock } from '../lib/clock.ts';
import { installFakeBackend } from '../test-utils.ts';
import { DEMO_BANK_CARD_ID, DEMO_WITHDRAW_PASSWORD, OTHER_BANK_CARD_ID } from '../seed/payments.ts';

// The withdrawals move on by the fake's clock, and the tests count the main wallet: a slot
// tournament ending meanwhile (the daily at midnight in Manila) would pay into it too.
const backend = installFakeBackend({ tournaments: false });

interface Withdrawal {
  id: number;
  order_no: string;
  amount: string;
  actual_amount: string;
  status: number;
  member_status: number;
  cancelable: boolean;
  transaction_id: string;
  timeline: { status: number; at: number }[];
  created_at: number;
  bank_account: string;
}
interface Deposit {
  id: number;
  order_no: string;
  amount: string;
  actual_amount: string;
  fee: string;
  status: number;
}
interface Page<T> {
  data: {
    list: T[];
    meta: { total: number; page: number; page_size: number };
    summary: { page_total: string; total: string };
  };
}
interface Info {
  data: {
    min: string;
    max: string;
    balance: string;
    withdrawable: string;
    rollover_holds: {
      application_id: number;
      promotion_title: string;
      bonus: string;
      current: string;
      required: string;
    }[];
    daily_count_left: number;
    daily_amount_left: string;
    has_bank_card: boolean;
    personal_info_complete: boolean;
    has_withdraw_password: boolean;
  };
}
interface Failure {
  message: string;
  code?: string;
  errors?: Record<string, string[]>;
}

async function balance(token: string): Promise<string> {
  return (await backend.call<Info>('GET', '/member/withdraw/info', { token })).body.data.balance;
}

function withdraw(
  token: string,
  amount: string,
  options: { card?: number; password?: string; key?: string } = {},
) {
  return backend.call<{ data: Withdrawal } & Failure>('POST', '/member/withdraw', {
    token,
    headers: { 'Idempotency-Key': options.key ?? backend.key() },
    body: {
      amount,
      bank_card_id: options.card ?? DEMO_BANK_CARD_ID,
      withdraw_password: backend.encrypt(options.password ?? DEMO_WITHDRAW_PASSWORD),
    },
  });
}

async function findWithdrawal(token: string, id: number): Promise<Withdrawal | undefined> {
  const page = await backend.call<Page<Withdrawal>>('GET', '/member/withdraw/list', {
    token,
    query: { page_size: 30 },
  });
  return page.body.data.list.find((row) => row.id === id);
}

function deposit(token: string, body: Record<string, unknown>, key = backend.key()) {
  return backend.call<{ data: { deposit: Deposit; pay_url?: string } } & Failure>(
    'POST',
    '/member/deposit',
    { token, headers: { 'Idempotency-Key': key }, body },
  );
}

describe('fake backend: withdrawals', () => {
  it('getWithdrawalInfo gives the limits and says which set-ups are missing', async () => {
    const token = await backend.signIn();
    const info = await backend.call<Info>('GET', '/member/withdraw/info', { token });
    expect(info.status).toBe(200);
    expect(info.body.data).toMatchObject({
      min: '100',
      max: '50000',
      balance: '12850.75',
      has_bank_card: true,
      personal_info_complete: true,
      has_withdraw_password: true,
      daily_count_left: 5,
    });

    const fresh = await backend.register();
    const missing = await backend.call<Info>('GET', '/member/withdraw/info', { token: fresh });
    expect(missing.body.data).toMatchObject({
      balance: '0.00',
      has_bank_card: false,
      personal_info_complete: false,
      has_withdraw_password: false,
    });
  });

  it.each([
    [
      'outside min..max is refused with the withdrawal-limit message',
      ['99.99', '50000.01'],
      'The amount does not meet the withdrawal limit',
    ],
    [
      'above the main balance is refused with the excess-balance message',
      ['12850.76'],
      'Excess balance',
    ],
  ])('a withdrawal %s', async (_rule, amounts, message) => {
    const token = await backend.signIn();
    for (const amount of amounts) {
      const result = await withdraw(token, amount);
      expect(result.status).toBe(422);
      expect(result.body.message).toBe(message);
      expect(result.body.errors?.amount).toEqual([message]);
    }
    expect(await balance(token)).toBe('12850.75');
  });

  it('issue 13 PromotionRollover: a bonus still being wagered is held; the balance less the held bonuses is what may be withdrawn', async () => {
    const token = await backend.signIn();
    const info = (await backend.call<Info>('GET', '/member/withdraw/info', { token })).body.data;
    // Seeded: Weekend Reload (1000.00, 8450 of 24000 wagered) and a red packet (18.88, 6.40 of 18.88).
    expect(info.rollover_holds).toEqual([
      {
        application_id: 3004,
        promotion_title: 'Weekend Reload 50%',
        bonus: '1000.00',
        current: '8450.00',
        required: '24000.00',
      },
      expect.objectContaining({ application_id: 3007, bonus: '18.88', current: '6.40' }),
    ]);
    expect(info.withdrawable).toBe('11831.87');

    const over = await withdraw(token, '11831.88');
    expect(over.status).toBe(422);
    expect(over.body.code).toBe('ROLLOVER_NOT_MET');
    expect(over.body.errors?.amount).toEqual([
      'The wagering required by your promotion bonus is not complete: at most 11831.87 can be withdrawn now',
    ]);
    expect(await balance(token)).toBe('12850.75');
    expect((await withdraw(token, '11831.87')).status).toBe(200);
  });

  it('issue 13 PromotionRollover: a promo-code bonus paid without a deposit cannot be withdrawn at once, only once its rollover is met', async () => {
    const token = await backend.signIn();
    const before = (await backend.call<Info>('GET', '/member/withdraw/info', { token })).body.data;
    const redeemed = await backend.call<{ data: { id: number; rollover: { required: string } } }>(
      'POST',
      '/member/promotion/code',
      {
        token,
        body: { code: 'WELCOME100' },
        headers: { 'Idempotency-Key': backend.key() },
      },
    );
    expect(redeemed.status).toBe(200);
    const after = (await backend.call<Info>('GET', '/member/withdraw/info', { token })).body.data;
    expect(after.balance).toBe(new Decimal(before.balance).plus(100).toFixed(2));
    expect(after.withdrawable).toBe(before.withdrawable);
    expect(
      (await withdraw(token, new Decimal(after.withdrawable).plus(100).toFixed(2))).body.code,
    ).toBe('ROLLOVER_NOT_MET');

    // Wagered in full: the provider reports settled bets as large as what is left of every
    // bonus being wagered (the older ones are wagered first, this one last).
    advanceClock(60_000);
    const left = after.rollover_holds.reduce(
      (sum, hold) => sum.plus(hold.required).minus(hold.current),
      new Decimal(0),
    );
    await backend.recordBet(10001, { validBet: left.toFixed(2) });
    const met = (await backend.call<Info>('GET', '/member/withdraw/info', { token })).body.data;
    expect(met.rollover_holds).toEqual([]);
    expect(met.withdrawable).toBe(met.balance);
  });

  it('issue 13: five wrong withdrawal passwords in a row lock withdrawals for 30 minutes (429 WITHDRAW_PASSWORD_LOCKED, the minutes left in remark); a right one clears the count', async () => {
    const token = await backend.signIn();
    for (let i = 0; i < 4; i++)
      expect((await withdraw(token, '100', { password: '9999' })).status).toBe(422);
    // The right password clears the count: four more wrong ones do not lock yet.
    expect((await withdraw(token, '100')).status).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await withdraw(token, '100', { password: '9999' })).status).toBe(422);
    const fifth = await withdraw(token, '100', { password: '9999' });
    expect(fifth.status).toBe(429);
    expect(fifth.body).toMatchObject({ code: 'WITHDRAW_PASSWORD_LOCKED', remark: '30' });
    const before = await balance(token);

    // Locked: even the right password is refused, with the minutes left, and nothing moves.
    advanceClock(10 * 60_000);
    const locked = await withdraw(token, '100');
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ code: 'WITHDRAW_PASSWORD_LOCKED', remark: '20' });
    expect(await balance(token)).toBe(before);

    advanceClock(20 * 60_000);
    expect((await withdraw(token, '100')).status).toBe(200);
  });

  it('issue 13: a withdrawal before the personal info is complete is refused with an error for each missing field', async () => {
    const token = await backend.signIn();
    const { db } = backend.fake().ctx;
    await db.personalInfo.update((q) => q.where({ account_id: 10001 }), {
      data(info) {
        info.birthday = null;
        info.gender = 0;
      },
    });
    const refused = await withdraw(token, '500');
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('PERSONAL_INFO_INCOMPLETE');
    expect(refused.body.errors).toEqual({
      birthday: ['Please fill in your birthday in your personal info first.'],
      gender: ['Please choose your gender in your personal info first.'],
    });
    // Every missing field gets its own error.
    await db.accounts.update((q) => q.where({ id: 10001 }), {
      data(account) {
        account.real_name = ' ';
        account.mobile = null;
      },
    });
    expect((await withdraw(token, '500')).body.errors).toEqual({
      real_name: ['Please fill in your real name in your personal info first.'],
      mobile: ['Please add your mobile number in your personal info first.'],
      birthday: ['Please fill in your birthday in your personal info first.'],
      gender: ['Please choose your gender in your personal info first.'],
    });
    expect(await balance(token)).toBe('12850.75');
  });

  it('the withdrawal password (encrypted) must match', async () => {
    const token = await backend.signIn();
    const wrong = await withdraw(token, '500', { password: '9999' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors?.withdraw_password).toEqual(['The withdrawal password is incorrect.']);
    const plain = await backend.call<Failure>('POST', '/member/withdraw', {
      token,
      headers: { 'Idempotency-Key': backend.key() },
      body: {
        amount: '500',
        bank_card_id: DEMO_BANK_CARD_ID,
        withdraw_password: `${DEMO_WITHDRAW_PASSWORD}${DEMO_WITHDRAW_PASSWORD}${DEMO_WITHDRAW_PASSWORD}${DEMO_WITHDRAW_PASSWORD}`,
      },
    });
    expect(plain.status).toBe(422);
    expect(plain.body.errors?.withdraw_password).toBeDefined();
    expect(await balance(token)).toBe('12850.75');
  });

  it('the bank card must belong to the member', async () => {
    const token = await backend.signIn();
    const result = await withdraw(token, '500', { card: OTHER_BANK_CARD_ID });
    expect(result.status).toBe(404);
    expect(await balance(token)).toBe('12850.75');
  });

  it('a withdrawal takes the amount from the main wallet, once per key, and is created Pending', async () => {
    const token = await backend.signIn();
    const key = backend.key();
    const first = await withdraw(token, '1000.50', { key });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      amount: '1000.50',
      actual_amount: '995.50',
      status: 1,
      member_status: 1,
      cancelable: true,
      transaction_id: '',
      bank_account: '**** **** 2233',
    });
    const again = await withdraw(token, '1000.50', { key });
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(await balance(token)).toBe(new Decimal('12850.75').minus('1000.50').toFixed(2));

    const trades = await backend.call<
      Page<{ order_no: string; amount: string; balance_after: string; type: number }>
    >('GET', '/member/records/trade', { token, query: { type: 2 } });
    const rows = trades.body.data.list.filter((row) => row.order_no === first.body.data.order_no);
    expect(rows).toEqual([
      expect.objectContaining({ amount: '-1000.50', balance_after: '11850.25' }),
    ]);
  });

  it('concurrent withdrawals cannot spend the same balance twice', async () => {
    const token = await backend.signIn();
    const results = await Promise.all([withdraw(token, '7000'), withdraw(token, '7000')]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 422]);
    expect(await balance(token)).toBe('5850.75');
  });

  it('withdrawals progress Pending, In Progress, Processing Payout, Success by the fake clock', async () => {
    const token = await backend.signIn();
    const created = await withdraw(token, '700');
    const id = created.body.data.id;
    advanceClock(61_000);
    expect(await findWithdrawal(token, id)).toMatchObject({
      status: 3,
      member_status: 1,
      cancelable: false,
    });
    advanceClock(60_000);
    expect(await findWithdrawal(token, id)).toMatchObject({ status: 6, member_status: 1 });
    advanceClock(180_000);
    const done = await findWithdrawal(token, id);
    expect(done).toMatchObject({ status: 7, member_status: 2, cancelable: false });
    expect(done?.transaction_id).not.toBe('');
    expect(await balance(token)).toBe('12150.75');
  });

  it("issue 13: a withdrawal's timeline gives each status it reached and when, for the tracker's four steps", async () => {
    const token = await backend.signIn();
    const created = await withdraw(token, '700');
    const made = created.body.data;
    expect(made.timeline).toEqual([{ status: 1, at: made.created_at }]);
    advanceClock(121_000);
    expect((await findWithdrawal(token, made.id))?.timeline).toEqual([
      { status: 1, at: made.created_at },
      { status: 3, at: made.created_at + 60 },
      { status: 6, at: made.created_at + 120 },
    ]);
    advanceClock(180_000);
    expect((await findWithdrawal(token, made.id))?.timeline).toEqual([
      { status: 1, at: made.created_at },
      { status: 3, at: made.created_at + 60 },
      { status: 6, at: made.created_at + 120 },
      { status: 7, at: made.created_at + 300 },
    ]);
    // Cancelled: Pending, then the cancel.
    const other = (await withdraw(token, '100')).body.data;
    await backend.call('POST', `/member/withdraw/${other.id}/cancel`, {
      token,
      headers: { 'Idempotency-Key': 'cancel-timeline-1' },
    });
    const cancelled = await findWithdrawal(token, other.id);
    expect(cancelled?.timeline).toEqual([
      { status: 1, at: other.created_at },
      { status: 2, at: expect.any(Number) },
    ]);
  });

  it('the daily allowance limits the number of withdrawals a day', async () => {
    const token = await backend.signIn();
    for (let i = 0; i < 5; i++) expect((await withdraw(token, '100')).status).toBe(200);
    const info = await backend.call<Info>('GET', '/member/withdraw/info', { token });
    expect(info.body.data.daily_count_left).toBe(0);
    const sixth = await withdraw(token, '100');
    expect(sixth.status).toBe(422);
    expect(sixth.body.message).toBe('The amount does not meet the withdrawal limit');
  });

  it('every withdrawal status is seeded and mapped to its member status', async () => {
    const token = await backend.signIn();
    const page = await backend.call<Page<Withdrawal>>('GET', '/member/withdraw/list', {
      token,
      query: { page_size: 30 },
    });
    const expected: Record<number, number> = { 1: 1, 2: 4, 3: 1, 4: 3, 5: 1, 6: 1, 7: 2, 8: 3 };
    const statuses = new Set(page.body.data.list.map((row) => row.status));
    expect([...statuses].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const row of page.body.data.list) {
      expect(row.member_status).toBe(expected[row.status]);
      expect(row.cancelable).toBe(row.status === 1);
    }
    const failed = await backend.call<Page<Withdrawal>>('GET', '/member/withdraw/list', {
      token,
      query: { member_status: 3 },
    });
    expect(failed.body.data.list.map((row) => row.status).sort()).toEqual([4, 8]);
  });

  it('withdrawal lists are paged with page and overall totals and filter by q', async () => {
    const token = await backend.signIn();
    const first = await backend.call<Page<Withdrawal>>('GET', '/member/withdraw/list', {
      token,
      query: { page_size: 15 },
    });
    expect(first.body.data.meta).toEqual({ total: 13, page: 1, page_size: 15 });
    const small = await backend.call<Page<Withdrawal>>('GET', '/member/withdraw/list', {
      token,
      query: { page_size: 20, page: 1, q: JSON.stringify({ amount: { lte: 3000 } }) },
    });
    expect(small.body.data.list.every((row) => new Decimal(row.amount).lte(3000))).toBe(true);
    const sum = small.body.data.list
      .reduce((total, row) => total.plus(row.amount), new Decimal(0))
      .toFixed(2);
    expect(small.body.data.summary).toEqual({ page_total: sum, total: sum });
  });
});

describe('fake backend: cancelWithdrawal', () => {
  /** Cancels a withdrawal by id, with a fresh idempotency key unless given one. */
  const cancelWithdrawal = (token: string, id: number, key = backend.key()) =>
    backend.call<{ data: Withdrawal } & Failure>('POST', `/member/withdraw/${id}/cancel`, {
      token,
      headers: { 'Idempotency-Key': key },
    });

  it('cancelWithdrawal returns the amount to the main wallet and is idempotent', async () => {
    const token = await backend.signIn();
    const created = await withdraw(token, '2500');
    expect(await balance(token)).toBe('10350.75');
    const key = backend.key();
    const cancel = () => cancelWithdrawal(token, created.body.data.id, key);
    const first = await cancel();
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ status: 2, member_status: 4, cancelable: false });
    const replay = await cancel();
    expect(replay.status).toBe(200);
    expect(await balance(token)).toBe('12850.75');
    const other = await cancelWithdrawal(token, created.body.data.id);
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('WITHDRAWAL_NOT_PENDING');
    expect(await balance(token)).toBe('12850.75');
  });

  it('cancelWithdrawal is only allowed while Pending (409 otherwise)', async () => {
    const token = await backend.signIn();
    const created = await withdraw(token, '300');
    advanceClock(61_000);
    const late = await cancelWithdrawal(token, created.body.data.id);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('WITHDRAWAL_NOT_PENDING');
    expect(await balance(token)).toBe('12550.75');
    const missing = await cancelWithdrawal(token, 55101);
    expect(missing.status).toBe(404);
  });
});

describe('fake backend: deposits', () => {
  it('lists the deposit methods with their range and fee', async () => {
    const token = await backend.signIn();
    const methods = await backend.call<{
      data: {
        list: { id: number; payment_type: number; min: string; max: string; fee_percent: string }[];
      };
    }>('GET', '/member/deposit/methods', { token });
    expect(methods.status).toBe(200);
    expect(new Set(methods.body.data.list.map((method) => method.payment_type))).toEqual(
      new Set([1, 2, 3]),
    );
  });

  it('a deposit amount must lie within the method min and max', async () => {
    const token = await backend.signIn();
    for (const amount of ['99', '20000.01']) {
      const result = await deposit(token, { method_id: 18, amount });
      expect(result.status).toBe(422);
      expect(result.body.errors?.amount).toEqual(['Invalid Amount']);
    }
    const unknown = await deposit(token, { method_id: 999, amount: '500' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors?.method_id).toBeDefined();
    const promo = await deposit(token, { method_id: 12, amount: '500', promo_code: 'NOSUCHCODE' });
    expect(promo.status).toBe(422);
    expect(promo.body.errors?.promo_code).toEqual(['The promo code is invalid.']);
    // GCash shows no promo code field (topup_code_show 0): a code sent anyway is refused.
    const hidden = await deposit(token, { method_id: 18, amount: '500', promo_code: 'RELOAD50' });
    expect(hidden.status).toBe(422);
    expect(hidden.body.errors?.promo_code).toEqual(['This deposit method takes no promo code.']);
    const known = await deposit(token, { method_id: 12, amount: '500', promo_code: 'reload50' });
    expect(known.status).toBe(200);
    expect(known.body.data.deposit).toMatchObject({ promo_code: 'RELOAD50' });
  });

  it('a gateway deposit answers a pay_url and is created Pending with its fee', async () => {
    const token = await backend.signIn();
    const result = await deposit(token, { method_id: 18, amount: '1000' });
    expect(result.status).toBe(200);
    expect(result.body.data.deposit).toMatchObject({
      amount: '1000.00',
      fee: '15.00',
      actual_amount: '985.00',
      status: 1,
    });
    expect(result.body.data.pay_url).toBe(
      `/_show/pay_cb?order=${result.body.data.deposit.order_no}&id=${result.body.data.deposit.id}`,
    );
    const bank = await deposit(token, {
      method_id: 12,
      amount: '500',
      bank_account_id: 72,
      depositor_name: 'Juan Dela Cruz',
      reference: 'FT25112100123',
    });
    expect(bank.status).toBe(200);
    expect(bank.body.data.pay_url).toBeUndefined();
  });

  it('a deposit becomes Success after 30 s and credits the main wallet exactly once', async () => {
    const token = await backend.signIn();
    const created = await deposit(token, { method_id: 18, amount: '1000' });
    const id = created.body.data.deposit.id;
    // 25 s on the fake's clock, with room for the real seconds a busy machine takes meanwhile
    // (29 s failed once under load: the real second that passed made it 30).
    advanceClock(25_000);
    expect(
      (await backend.call<{ data: Deposit }>('GET', `/member/deposit/${id}`, { token })).body.data
        .status,
    ).toBe(1);
    expect(await balance(token)).toBe('12850.75');
    advanceClock(6_000);
    await Promise.all(
      Array.from({ length: 5 }, () => backend.call('GET', '/member/deposit/list', { token })),
    );
    expect(
      (await backend.call<{ data: Deposit }>('GET', `/member/deposit/${id}`, { token })).body.data
        .status,
    ).toBe(2);
    expect(await balance(token)).toBe('13835.75');
    const trades = await backend.call<Page<{ order_no: string; amount: string }>>(
      'GET',
      '/member/records/trade',
      { token, query: { type: 1 } },
    );
    expect(
      trades.body.data.list.filter((row) => row.order_no === created.body.data.deposit.order_no),
    ).toEqual([expect.objectContaining({ amount: '985.00' })]);
  });

  it('deposit lists are paged, filter by status and q, with page and overall totals', async () => {
    const token = await backend.signIn();
    const all = await backend.call<Page<Deposit>>('GET', '/member/deposit/list', { token });
    expect(all.body.data.meta).toEqual({ total: 26, page: 1, page_size: 15 });
    expect(all.body.data.list).toHaveLength(15);
    const statuses = await backend.call<Page<Deposit>>('GET', '/member/deposit/list', {
      token,
      query: { page_size: 30 },
    });
    expect(new Set(statuses.body.data.list.map((row) => row.status))).toEqual(new Set([1, 2, 3]));
    const failed = await backend.call<Page<Deposit>>('GET', '/member/deposit/list', {
      token,
      query: { status: 3 },
    });
    expect(failed.body.data.list.every((row) => row.status === 3)).toBe(true);
    expect(failed.body.data.meta.total).toBe(3);
    const big = await backend.call<Page<Deposit>>('GET', '/member/deposit/list', {
      token,
      query: { q: JSON.stringify({ amount: { gte: 5000 } }), page_size: 30 },
    });
    const sum = big.body.data.list
      .reduce((total, row) => total.plus(row.amount), new Decimal(0))
      .toFixed(2);
    expect(big.body.data.summary).toEqual({ page_total: sum, total: sum });
    const overall = all.body.data.summary.total;
    const everything = statuses.body.data.list
      .reduce((total, row) => total.plus(row.amount), new Decimal(0))
      .toFixed(2);
    expect(overall).toBe(everything);
    const bad = await backend.call<Failure>('GET', '/member/deposit/list', {
      token,
      query: { q: '{not json' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.q).toBeDefined();
  });

  it("getDeposit answers only the member's own deposit", async () => {
    const token = await backend.signIn();
    expect(await backend.statusOf('GET', '/member/deposit/90001', { token })).toBe(200);
    expect(await backend.statusOf('GET', '/member/deposit/90101', { token })).toBe(404);
  });
});

describe('fake backend: withdrawal password', () => {
  const hasWithdrawPassword = async (token: string) =>
    (
      await backend.call<{ data: { is_set: boolean } }>('GET', '/member/withdraw_password/status', {
        token,
      })
    ).body.data.is_set;
  /** Sets (or changes) the withdrawal password; the texts are encrypted as the site does. */
  const setWithdrawPassword = (
    token: string,
    password: string,
    confirmation = password,
    old?: string,
  ) =>
    backend.call<Failure>('POST', '/member/withdraw_password', {
      token,
      body: {
        password: backend.encrypt(password),
        password_confirmation: backend.encrypt(confirmation),
        ...(old === undefined ? {} : { old_password: backend.encrypt(old) }),
      },
    });

  it('set: the confirmation must match (Password Not Same)', async () => {
    const token = await backend.register();
    expect(await hasWithdrawPassword(token)).toBe(false);
    const mismatch = await setWithdrawPassword(token, '1234', '4321');
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.message).toBe('Password Not Same');
    expect(mismatch.body.errors?.password_confirmation).toEqual(['Password Not Same']);
    const set = await setWithdrawPassword(token, '1234');
    expect(set.status).toBe(200);
    expect(await hasWithdrawPassword(token)).toBe(true);
  });

  it('change: the old password must match', async () => {
    const token = await backend.signIn();
    const missing = await setWithdrawPassword(token, '8642');
    expect(missing.status).toBe(422);
    expect(missing.body.errors?.old_password).toBeDefined();
    const wrong = await setWithdrawPassword(token, '8642', '8642', '0000');
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors?.old_password).toEqual(['The old password is incorrect.']);
    const changed = await setWithdrawPassword(token, '8642', '8642', DEMO_WITHDRAW_PASSWORD);
    expect(changed.status).toBe(200);
    expect((await withdraw(token, '100', { password: DEMO_WITHDRAW_PASSWORD })).status).toBe(422);
    expect((await withdraw(token, '100', { password: '8642' })).status).toBe(200);
  });

  it('the withdrawal password is 4 to 16 numbers or characters, checked after decrypting', async () => {
    const token = await backend.register();
    for (const bad of ['123', 'abc!23', 'a'.repeat(17)]) {
      const result = await setWithdrawPassword(token, bad);
      expect(result.status).toBe(422);
      expect(result.body.errors?.password).toBeDefined();
    }
    for (const good of ['1234', 'a'.repeat(16)]) {
      const fresh = await backend.register(`member${good.length}x`);
      const result = await setWithdrawPassword(fresh, good);
      expect(result.status).toBe(200);
    }
  });
});
