import { describe, expect, it } from 'vitest';
import { decodeFieldMessage } from '@/shared/lib/field-message';
import { promoCodeFormSchema } from './promo-code';

const problem = (code: string) => {
  const result = promoCodeFormSchema.safeParse({ code });
  return result.success ? null : decodeFieldMessage(result.error.issues[0]?.message ?? '')?.key;
};

describe('promo code: required, then 1 to 32 letters, digits, - and _', () => {
  it('prompts for a missing code', () => {
    expect(problem('')).toBe('member_promotions.code.required');
    expect(problem('   ')).toBe('member_promotions.code.required');
  });
  it('refuses other characters and codes over 32', () => {
    expect(problem('LUCKY 88')).toBe('member_promotions.code.invalid');
    expect(problem('A'.repeat(33))).toBe('member_promotions.code.invalid');
  });
  it('accepts a code as the member types it', () => {
    expect(problem('welcome100')).toBeNull();
    expect(problem(' WELCOME-100_X ')).toBeNull();
  });
});
