import { describe, expect, it, vi } from 'vitest';
import { SUPPORTED_LOCALES } from '@/i18n/locales';
import { feeAndNet, formatAmount, Money, percentFee, separatorsOf, toMoney } from './money';

describe('spec §9: amount format', () => {
  it('uses thousand separators and 2 decimals by default', () => {
    expect(formatAmount('1234567.891')).toBe('1,234,567.89');
    expect(formatAmount('0')).toBe('0.00');
    expect(formatAmount('-1250.5')).toBe('-1,250.50');
  });

  it('rounds half-up', () => {
    expect(formatAmount('0.125')).toBe('0.13');
    expect(formatAmount('2.675')).toBe('2.68'); // a float would give 2.67
  });

  it('abbreviates with k, M, G, T, P, E', () => {
    expect(formatAmount('1500', { abbreviate: true })).toBe('1.50k');
    expect(formatAmount('2500000', { abbreviate: true })).toBe('2.50M');
    expect(formatAmount('3000000000', { abbreviate: true, decimals: 0 })).toBe('3G');
    expect(formatAmount('1e15', { abbreviate: true, decimals: 0 })).toBe('1P');
    expect(formatAmount('4e18', { abbreviate: true, decimals: 0 })).toBe('4E');
  });

  it('follows the locale separators', () => {
    expect(formatAmount('1234.5', { locale: 'pt-BR' })).toBe('1.234,50');
    expect(formatAmount('1234.5', { locale: 'de' })).toBe('1.234,50');
  });

  it("keeps each site locale's separators as Intl gives them, without asking Intl", () => {
    const intl = vi.spyOn(Intl, 'NumberFormat');
    const table = SUPPORTED_LOCALES.map((locale) => separatorsOf(locale));
    expect(intl).not.toHaveBeenCalled();
    intl.mockRestore();
    for (const [index, locale] of SUPPORTED_LOCALES.entries()) {
      const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
      expect(table[index], locale).toEqual({
        group: parts.find((part) => part.type === 'group')?.value,
        point: parts.find((part) => part.type === 'decimal')?.value,
      });
    }
  });

  it('shows a dash for what is not an amount', () => {
    expect(formatAmount(null)).toBe('—');
    expect(formatAmount('abc')).toBe('—');
  });
});

describe('spec §9: decimal arithmetic', () => {
  it('adds without float error (20 places, half-up)', () => {
    expect(toMoney('0.1')?.plus('0.2').toString()).toBe('0.3');
    expect(new Money('1').div(3).toDecimalPlaces(20).toString()).toBe('0.33333333333333333333');
  });
});

describe('spec §9: a percent fee is rounded to the cent, half up', () => {
  it('0.5% of 100.99 is 0.50495: 0.50; of 101.01, 0.50505: 0.51; of 500, 2.50', () => {
    expect(percentFee('100.99', '0.50').toFixed(2)).toBe('0.50');
    expect(percentFee('101.01', '0.50').toFixed(2)).toBe('0.51');
    expect(percentFee('500', '0.50').toFixed(2)).toBe('2.50');
  });

  it('a fee of exactly half a cent rounds up, not to even', () => {
    // 1% of 0.50 is 0.005.
    expect(percentFee('0.50', '1').toFixed(2)).toBe('0.01');
  });
});

describe('feeAndNet: the fee and what is left, shown before confirming', () => {
  it('is the percent fee to the cent and the amount less it', () => {
    expect(feeAndNet('1000', '1.50')).toEqual({ fee: '15.00', net: '985.00' });
    expect(feeAndNet(' 100.70 ', '1.50')).toEqual({ fee: '1.51', net: '99.19' });
  });

  it('is nothing for no amount, zero or a non-number', () => {
    expect(feeAndNet('', '1')).toBeNull();
    expect(feeAndNet('0', '1')).toBeNull();
    expect(feeAndNet('abc', '1')).toBeNull();
  });
});
