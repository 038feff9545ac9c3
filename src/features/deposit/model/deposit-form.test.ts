import { describe, expect, it } from 'vitest';
import { decodeFieldMessage } from '@/shared/lib/field-message';
import { amountOutOfRange, depositFormSchema, depositRequest } from './deposit-form';
import { testMethods } from './test-methods';

const { bank, usdt, gcash } = testMethods;

describe('amountOutOfRange', () => {
  it('accepts the minimum and the maximum themselves and refuses a cent outside', () => {
    expect(amountOutOfRange('100', gcash)).toBeNull();
    expect(amountOutOfRange('20000.00', gcash)).toBeNull();
    expect(decodeFieldMessage(amountOutOfRange('99.99', gcash))).toEqual({
      key: 'deposit.errors.amount_range',
      values: { min: '100.00', max: '20,000.00' },
    });
    expect(amountOutOfRange('20000.01', gcash)).not.toBeNull();
  });
});

describe('depositFormSchema', () => {
  const filled = {
    amount: '500',
    promo_code: '',
    bank_account_id: '71',
    depositor_name: '',
    reference: '',
  };
  const errorKey = (values: typeof filled, field: keyof typeof filled) => {
    const result = depositFormSchema(gcash).safeParse(values);
    const issue = result.error?.issues.find((entry) => entry.path[0] === field);
    return decodeFieldMessage(issue?.message)?.key;
  };

  it('asks for an amount, refuses more than 2 decimals and an amount out of the range', () => {
    expect(errorKey({ ...filled, amount: ' ' }, 'amount')).toBe('deposit.errors.amount_required');
    expect(errorKey({ ...filled, amount: '100.123' }, 'amount')).toBe(
      'deposit.errors.invalid_amount',
    );
    expect(errorKey({ ...filled, amount: '50' }, 'amount')).toBe('deposit.errors.amount_range');
    expect(depositFormSchema(gcash).safeParse(filled).success).toBe(true);
  });

  it('takes a promo code of the contract pattern only', () => {
    expect(errorKey({ ...filled, promo_code: 'RELOAD 50' }, 'promo_code')).toBe(
      'deposit.errors.promo_code',
    );
    expect(depositFormSchema(gcash).safeParse({ ...filled, promo_code: 'RELOAD50' }).success).toBe(
      true,
    );
  });
});

describe('depositRequest', () => {
  const values = {
    amount: '500',
    promo_code: 'RELOAD50',
    bank_account_id: '72',
    depositor_name: 'Juan Dela Cruz',
    reference: 'FT123',
  };

  it('sends for a bank transfer the account paid into, the depositor and the reference, and the promo code the method shows', () => {
    expect(depositRequest(bank, values)).toEqual({
      method_id: 12,
      amount: '500',
      promo_code: 'RELOAD50',
      bank_account_id: 72,
      depositor_name: 'Juan Dela Cruz',
      reference: 'FT123',
    });
  });

  it('sends for crypto the reference only, for a gateway neither; no promo code where the method hides it, no empty field', () => {
    expect(depositRequest(usdt, values)).toEqual({
      method_id: 15,
      amount: '500',
      reference: 'FT123',
    });
    expect(depositRequest(gcash, { ...values, reference: '' })).toEqual({
      method_id: 18,
      amount: '500',
    });
  });
});
