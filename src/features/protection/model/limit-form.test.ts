import { describe, expect, it } from 'vitest';
import { moneyLimitChange, moneyLimitFormSchema } from './limit-form';

describe('money limit form', () => {
  it('an amount within 1 to 100000000 of 2 decimals at most; a removal needs none', () => {
    expect(moneyLimitFormSchema.safeParse({ amount: '200', remove: false }).success).toBe(true);
    expect(moneyLimitFormSchema.safeParse({ amount: '', remove: true }).success).toBe(true);
    expect(moneyLimitFormSchema.safeParse({ amount: '', remove: false }).success).toBe(false);
    expect(moneyLimitFormSchema.safeParse({ amount: '0.5', remove: false }).success).toBe(false);
    expect(moneyLimitFormSchema.safeParse({ amount: '1.234', remove: false }).success).toBe(false);
    expect(moneyLimitFormSchema.safeParse({ amount: '100000001', remove: false }).success).toBe(
      false,
    );
  });

  it('decrease at once, increase after 24 hours, removal after 24 hours, same value unchanged', () => {
    expect(moneyLimitChange('200.00', { amount: '100', remove: false })).toEqual({
      next: '100.00',
      timing: 'now',
    });
    expect(moneyLimitChange(null, { amount: '100', remove: false }).timing).toBe('now');
    expect(moneyLimitChange('200.00', { amount: '300', remove: false }).timing).toBe('after_delay');
    expect(moneyLimitChange('200.00', { amount: '', remove: true })).toEqual({
      next: null,
      timing: 'after_delay',
    });
    expect(moneyLimitChange('200.00', { amount: '200', remove: false }).timing).toBe('unchanged');
  });
});
