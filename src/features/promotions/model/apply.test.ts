import { describe, expect, it } from 'vitest';
import { decodeFieldMessage } from '@/shared/lib/field-message';
import { applyFormSchema, applyMaxAmount, applyPreview, depositBasis, takesAmount } from './apply';

const weekend = {
  apply_min_amount: '200.00',
  apply_max_amount: '10000.00',
  bonus_percent: '50',
  bonus_cap: '2000.00',
  rollover_multiplier: 8,
};
const firstError = (amount: string) => {
  const result = applyFormSchema('200.00', '10000.00').safeParse({ amount });
  return result.success ? null : decodeFieldMessage(result.error.issues[0]?.message ?? '')?.key;
};

describe('apply amount range (spec §5: a promotion apply amount has a minimum and maximum)', () => {
  it('accepts the minimum, the maximum and what lies between', () => {
    for (const amount of ['200', '200.00', '5000.5', '10000.00'])
      expect(firstError(amount)).toBeNull();
  });
  it('refuses an amount under the minimum or over the maximum with the range message', () => {
    expect(firstError('199.99')).toBe('member_promotions.apply.amount_range');
    expect(firstError('10000.01')).toBe('member_promotions.apply.amount_range');
  });
  it('prompts for a missing amount and refuses more than 2 decimals', () => {
    expect(firstError('  ')).toBe('member_promotions.apply.amount_required');
    expect(firstError('300.123')).toBe('member_promotions.apply.amount_invalid');
  });
  it('only promotions with both amounts take an apply amount', () => {
    expect(takesAmount(weekend)).toBe(true);
    expect(takesAmount({})).toBe(false);
  });
});

describe('apply preview: bonus = amount x percent rounded down, capped; rollover = (amount + bonus) x multiplier', () => {
  it('shows the bonus and the rollover the application will require', () => {
    expect(applyPreview('1000.00', weekend)).toEqual({ bonus: '500.00', rollover: '12000.00' });
  });
  it('caps the bonus', () => {
    expect(applyPreview('10000', weekend)).toEqual({ bonus: '2000.00', rollover: '96000.00' });
  });
  it('rounds the bonus down to the cent', () => {
    expect(
      applyPreview('100.01', { ...weekend, bonus_percent: '10', bonus_cap: undefined }),
    ).toEqual({
      bonus: '10.00',
      rollover: '880.08',
    });
  });
  it('has nothing to show without an amount or terms', () => {
    expect(applyPreview('', weekend)).toBeNull();
    expect(applyPreview('0', weekend)).toBeNull();
    expect(applyPreview('100', {})).toBeNull();
  });
});

describe('a deposit bonus is paid on a deposit the member has made', () => {
  const reload = { ...weekend, deposit_bonus: true };
  const keyAndValues = (amount: string, basis = depositBasis(reload)) => {
    const result = applyFormSchema('200.00', '10000.00', basis).safeParse({ amount });
    return result.success ? null : decodeFieldMessage(result.error.issues[0]?.message ?? '');
  };

  it('applies to the qualifying deposit, up to the smaller of it and the maximum', () => {
    const basis = depositBasis({ ...reload, qualifying_deposit: '1500' });
    expect(basis).toEqual({ kind: 'deposit', deposit: '1500.00' });
    expect(applyMaxAmount('10000.00', basis)).toBe('1500.00');
    expect(applyMaxAmount('1000.00', basis)).toBe('1000.00');
    expect(keyAndValues('1500', basis)).toBeNull();
    expect(keyAndValues('1500.01', basis)).toEqual({
      key: 'member_promotions.apply.over_deposit',
      values: { amount: '1500.00' },
    });
    // The promotion's own range still comes first.
    expect(keyAndValues('150', basis)?.key).toBe('member_promotions.apply.amount_range');
  });

  it('without a qualifying deposit the member deposits first', () => {
    expect(depositBasis(reload)).toEqual({ kind: 'deposit_first' });
    expect(applyMaxAmount('10000.00', depositBasis(reload))).toBe('10000.00');
  });

  it('a promotion that is not a deposit bonus keeps its own maximum', () => {
    expect(depositBasis({})).toBeNull();
    expect(depositBasis({ deposit_bonus: false, qualifying_deposit: '50' })).toBeNull();
    expect(applyMaxAmount('10000.00', null)).toBe('10000.00');
    expect(keyAndValues('9000', null)).toBeNull();
  });
});
