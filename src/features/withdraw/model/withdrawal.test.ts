import { describe, expect, it } from 'vitest';
import { decodeFieldMessage } from '@/shared/lib/field-message';
import {
  amountProblem,
  defaultCardId,
  missingSetup,
  withdrawalFormSchema,
  withdrawalPreview,
  type WithdrawalLimits,
} from './withdrawal';

const limits: WithdrawalLimits = {
  min: '100',
  max: '50000',
  balance: '1249.50',
  withdrawable: '231.62',
  daily_amount_left: '200000.00',
  daily_count_left: 3,
};
const keyOf = (raw: string | null) => decodeFieldMessage(raw)?.key;
const complete = { has_bank_card: true, personal_info_complete: true, has_withdraw_password: true };

describe('missing-setup redirects (spec §2)', () => {
  it('no bank card comes first, then incomplete personal info, then no withdrawal password', () => {
    expect(
      missingSetup({
        has_bank_card: false,
        personal_info_complete: false,
        has_withdraw_password: false,
      }),
    ).toBe('bank_card');
    expect(
      missingSetup({
        has_bank_card: true,
        personal_info_complete: false,
        has_withdraw_password: false,
      }),
    ).toBe('personal_info');
    expect(missingSetup({ ...complete, has_withdraw_password: false })).toBe('withdraw_password');
  });

  it('a member with all three set up may withdraw', () => {
    expect(missingSetup(complete)).toBeNull();
  });
});

describe('withdrawal amount (spec §5 wallet rules)', () => {
  it('an amount outside the minimum and maximum gives the withdrawal-limit message', () => {
    expect(keyOf(amountProblem('99.99', limits))).toBe('withdraw.errors.withdrawal_limit');
    expect(
      keyOf(amountProblem('50000.01', { ...limits, balance: '90000', withdrawable: '90000' })),
    ).toBe('withdraw.errors.withdrawal_limit');
    expect(amountProblem('100', limits)).toBeNull();
  });

  it("an amount beyond today's allowance gives the withdrawal-limit message", () => {
    expect(keyOf(amountProblem('200', { ...limits, daily_count_left: 0 }))).toBe(
      'withdraw.errors.withdrawal_limit',
    );
    expect(keyOf(amountProblem('200', { ...limits, daily_amount_left: '150.00' }))).toBe(
      'withdraw.errors.withdrawal_limit',
    );
  });

  it('an amount above the balance gives the excess-balance message', () => {
    expect(keyOf(amountProblem('1249.51', limits))).toBe('withdraw.errors.excess_balance');
  });

  it('an amount reaching into a bonus still being wagered says how much may be withdrawn now', () => {
    const problem = decodeFieldMessage(amountProblem('231.63', limits));
    expect(problem).toEqual({ key: 'withdraw.errors.rollover', values: { amount: '231.62' } });
    expect(amountProblem('231.62', limits)).toBeNull();
  });

  it('the form takes at most 2 decimals and asks for an amount when there is none', () => {
    const schema = withdrawalFormSchema(limits);
    const form = { bank_card_id: '41', withdraw_password: 'abcd1234' };
    expect(schema.safeParse({ ...form, amount: '150.5' }).success).toBe(true);
    const threeDecimals = schema.safeParse({ ...form, amount: '150.555' });
    expect(keyOf(threeDecimals.error?.issues[0]?.message ?? null)).toBe(
      'withdraw.errors.invalid_amount',
    );
    const empty = schema.safeParse({ ...form, amount: ' ' });
    expect(keyOf(empty.error?.issues[0]?.message ?? null)).toBe('withdraw.errors.amount_required');
  });

  it('the withdrawal password is 4 to 16 numbers or characters, and a bank account must be chosen', () => {
    const schema = withdrawalFormSchema(limits);
    const short = schema.safeParse({ bank_card_id: '41', amount: '150', withdraw_password: 'abc' });
    expect(keyOf(short.error?.issues[0]?.message ?? null)).toBe('validation.withdrawal_password');
    const noCard = schema.safeParse({ bank_card_id: '', amount: '150', withdraw_password: 'abcd' });
    expect(keyOf(noCard.error?.issues[0]?.message ?? null)).toBe(
      'withdraw.errors.bank_card_required',
    );
  });
});

describe('the payee rule: money is paid only to an account in the member’s own name', () => {
  const cards = [
    { id: 40, payable: false },
    { id: 41, payable: true },
    { id: 42, payable: true },
  ];

  it('the card chosen by default is the first one that may be paid to, never one in another name', () => {
    expect(defaultCardId(cards)).toBe('41');
    expect(defaultCardId([{ id: 40, payable: false }])).toBe('');
    expect(defaultCardId([])).toBe('');
  });
});

describe('fee and actual amount shown before confirming (spec §2)', () => {
  it('the fee is the fee percent of the amount to the cent, half up; the actual amount is the rest', () => {
    expect(withdrawalPreview('500', '0.50')).toEqual({ fee: '2.50', actualAmount: '497.50' });
    // 0.5% of 100.99 is 0.50495: half up to the cent.
    expect(withdrawalPreview('100.99', '0.50')).toEqual({ fee: '0.50', actualAmount: '100.49' });
    expect(withdrawalPreview('101.01', '0.50')).toEqual({ fee: '0.51', actualAmount: '100.50' });
  });

  it('no amount, or none above zero, shows no preview', () => {
    expect(withdrawalPreview('', '0.50')).toBeNull();
    expect(withdrawalPreview('0', '0.50')).toBeNull();
  });
});
