import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/http/api-error';
import {
  FEE_BY_RECEIVER,
  FEE_BY_SENDER,
  counterparty,
  isTransferDisabled,
  memberTransferFormSchema,
  sendableBelowBalance,
  transferPreview,
  type MemberTransferFormInput,
  type MemberTransferLimits,
} from './member-transfer';

const limits: MemberTransferLimits = {
  min: '100',
  max: '50000',
  fee_percent: '1.00',
  withdrawable: '100000',
};
const valid: MemberTransferFormInput = {
  username: 'friend888',
  amount: '500',
  fee_bearer: FEE_BY_SENDER,
  withdraw_password: '2468',
};

/** The i18n keys of the failed fields, by field name. */
function problems(input: Partial<MemberTransferFormInput>, rules = limits) {
  const result = memberTransferFormSchema(rules).safeParse({ ...valid, ...input });
  if (result.success) return {};
  // The form shows the first problem of each field.
  const first: Record<string, string> = {};
  for (const issue of result.error.issues)
    first[issue.path.join('.')] ??= (JSON.parse(issue.message) as { key: string }).key;
  return first;
}

/** Checks each value of `field` fails with the problem it is listed under, or passes if accepted. */
function expectProblems(
  field: keyof MemberTransferFormInput,
  byProblem: Record<string, string[]>,
  accepted: string[],
) {
  for (const [key, values] of Object.entries(byProblem))
    for (const value of values)
      expect(problems({ [field]: value }), value).toEqual({ [field]: key });
  for (const value of accepted) expect(problems({ [field]: value }), value).toEqual({});
}

describe('member transfer form (spec §3, §5)', () => {
  it('a valid transfer passes and sends the amount as whole units', () => {
    const result = memberTransferFormSchema(limits).safeParse(valid);
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      username: 'friend888',
      amount: 500,
      fee_bearer: 1,
      withdraw_password: '2468',
    });
  });

  it('the receiver is a login name: required, 5 to 20 characters, beginning with a letter', () => {
    expectProblems(
      'username',
      {
        'member_transfer.errors.username_required': [''],
        'validation.login_name_start': ['9friend'],
        'validation.login_name_length': ['abcd', 'a'.repeat(21)],
        'validation.login_name_characters': ['friend-888'],
      },
      ['  friend888 '],
    );
  });

  it('a transfer amount is whole units: refused if sent with decimals', () => {
    // As typed, the form's integer number field removes them (member-transfer.test.tsx).
    expect(problems({ amount: '150.75' })).toEqual({
      amount: 'member_transfer.errors.invalid_amount',
    });
    expect(problems({ amount: '' })).toEqual({ amount: 'member_transfer.errors.amount_required' });
  });

  it("an amount outside min..max gives 'The amount does not meet the transfer limit'", () => {
    expect(problems({ amount: '99' })).toEqual({ amount: 'member_transfer.errors.transfer_limit' });
    expect(problems({ amount: '50001' })).toEqual({
      amount: 'member_transfer.errors.transfer_limit',
    });
    expect(problems({ amount: '100' })).toEqual({});
    expect(problems({ amount: '50000' })).toEqual({});
    expect(problems({ amount: '0' }, { ...limits, min: '0' })).toEqual({
      amount: 'member_transfer.errors.invalid_amount',
    });
  });

  it('the withdrawal password is 4 to 16 numbers or characters', () => {
    expectProblems(
      'withdraw_password',
      {
        'validation.required_withdraw_password': [''],
        'validation.withdrawal_password': ['246', 'a'.repeat(17), '24 68'],
      },
      ['abCD12', 'a1'.repeat(8)],
    );
  });

  it('the fee bearer is 1 (self) or 2 (other party)', () => {
    expect(problems({ fee_bearer: FEE_BY_RECEIVER })).toEqual({});
    expect(memberTransferFormSchema(limits).safeParse({ ...valid, fee_bearer: 3 }).success).toBe(
      false,
    );
  });

  it('what the sender pays must not exceed the main balance (the fee counts when the sender bears it)', () => {
    const rules = { ...limits, mainBalance: '504.99' };
    expect(problems({ amount: '500' }, rules)).toEqual({
      amount: 'member_transfer.errors.insufficient',
    });
    expect(problems({ amount: '500', fee_bearer: FEE_BY_RECEIVER }, rules)).toEqual({});
    expect(problems({ amount: '500' }, { ...rules, mainBalance: '505.00' })).toEqual({});
    // Unknown or failed balance: the server alone decides.
    expect(problems({ amount: '500' }, { ...rules, mainBalance: null })).toEqual({});
    expect(problems({ amount: '500' }, { ...rules, mainBalance: '-1' })).toEqual({});
  });
});

describe('what may leave the main wallet (withdrawable: the balance less bonuses still being wagered)', () => {
  /** The encoded message of the amount field, read back. */
  function amountMessage(input: Partial<MemberTransferFormInput>, rules: MemberTransferLimits) {
    const result = memberTransferFormSchema(rules).safeParse({ ...valid, ...input });
    const issue = result.success
      ? undefined
      : result.error.issues.find((found) => found.path[0] === 'amount');
    return issue ? (JSON.parse(issue.message) as { key: string; values?: unknown }) : null;
  }

  it('what the sender pays may not exceed what may leave the main wallet, with the most that may be sent', () => {
    const rules = { ...limits, withdrawable: '504.99', mainBalance: '2000' };
    expect(amountMessage({ amount: '500' }, rules)).toEqual({
      key: 'member_transfer.errors.over_withdrawable',
      values: { amount: '504.99' },
    });
    // The fee on the receiver: the sender pays the amount alone.
    expect(amountMessage({ amount: '500', fee_bearer: FEE_BY_RECEIVER }, rules)).toBeNull();
    expect(amountMessage({ amount: '500' }, { ...rules, withdrawable: '505.00' })).toBeNull();
    // Checked even while the balance is unknown: the server gave the figure with the rules.
    expect(amountMessage({ amount: '500' }, { ...rules, mainBalance: null })?.key).toBe(
      'member_transfer.errors.over_withdrawable',
    );
  });

  it('above the balance itself the form says the balance is insufficient', () => {
    const rules = { ...limits, withdrawable: '300', mainBalance: '400' };
    expect(amountMessage({ amount: '450' }, rules)?.key).toBe(
      'member_transfer.errors.insufficient',
    );
  });

  it('nothing may leave a main wallet whose withdrawable is below zero', () => {
    expect(amountMessage({ amount: '100' }, { ...limits, withdrawable: '-20.5' })).toEqual({
      key: 'member_transfer.errors.over_withdrawable',
      values: { amount: '0.00' },
    });
  });

  it('the most a member can send is told only when bonuses under wagering hold back part of the balance', () => {
    expect(sendableBelowBalance('11831.87', '12063.49')).toBe('11831.87');
    expect(sendableBelowBalance('12063.49', '12063.49')).toBeNull();
    expect(sendableBelowBalance('-5', '100')).toBe('0.00');
    // The balance not known yet: nothing to compare with.
    expect(sendableBelowBalance('11831.87', null)).toBeNull();
  });
});

describe('member transfer fee preview', () => {
  it('fee = amount × fee_percent / 100, half-up to 2 places', () => {
    expect(transferPreview('500', '1.00', FEE_BY_SENDER)?.fee).toBe('5.00');
    expect(transferPreview('150', '1.00', FEE_BY_SENDER)?.fee).toBe('1.50');
    expect(transferPreview('101', '0.5', FEE_BY_SENDER)?.fee).toBe('0.51'); // 0.505 rounds up
    expect(transferPreview('333', '0.333', FEE_BY_SENDER)?.fee).toBe('1.11'); // 1.10889
    expect(transferPreview('100', '0', FEE_BY_SENDER)?.fee).toBe('0.00');
  });

  it('fee on the sender (1): the sender pays amount + fee, the receiver gets the amount', () => {
    expect(transferPreview('500', '1.00', FEE_BY_SENDER)).toEqual({
      fee: '5.00',
      senderPays: '505.00',
      receiverGets: '500.00',
    });
  });

  it('fee on the receiver (2): the sender pays the amount, the receiver gets amount − fee', () => {
    expect(transferPreview('500', '1.00', FEE_BY_RECEIVER)).toEqual({
      fee: '5.00',
      senderPays: '500.00',
      receiverGets: '495.00',
    });
  });

  it('no preview until the amount is a positive whole number', () => {
    expect(transferPreview('', '1.00', FEE_BY_SENDER)).toBeNull();
    expect(transferPreview('0', '1.00', FEE_BY_SENDER)).toBeNull();
    expect(transferPreview('12.5', '1.00', FEE_BY_SENDER)).toBeNull();
  });
});

describe('member transfer refusals and records', () => {
  it('transfers switched off (409 MEMBER_TRANSFER_DISABLED) are told apart from other refusals', () => {
    const disabled = new ApiError('http', 'Credit transfer is not available', {
      status: 409,
      code: 'MEMBER_TRANSFER_DISABLED',
    });
    const mismatch = new ApiError('http', 'This request was already made with other details.', {
      status: 409,
      code: 'IDEMPOTENCY_MISMATCH',
    });
    expect(isTransferDisabled(disabled)).toBe(true);
    expect(isTransferDisabled(mismatch)).toBe(false);
    expect(isTransferDisabled(new Error('offline'))).toBe(false);
  });

  it('the counterparty is the receiver of a sent transfer and the sender of a received one', () => {
    const record = { from_username: 'demo001', to_username: 'friend888' };
    expect(counterparty({ ...record, direction: 'sent' })).toBe('friend888');
    expect(counterparty({ ...record, direction: 'received' })).toBe('demo001');
  });
});

describe('member transfer texts', () => {
  it('every message key of the form has an English text', () => {
    const root = join(import.meta.dirname, '../../../..');
    const english = JSON.parse(
      readFileSync(join(root, 'locales/en/member_transfer.json'), 'utf8'),
    ) as Record<string, Record<string, string>>;
    const source = readFileSync(join(import.meta.dirname, 'member-transfer.ts'), 'utf8');
    const used = [...source.matchAll(/'member_transfer\.(\w+)\.(\w+)'/g)];
    expect(used.length).toBeGreaterThanOrEqual(5);
    const missing = used.filter(([, group = '', key = '']) => !english[group]?.[key]);
    expect(missing.map(([text]) => text)).toEqual([]);
  });
});
