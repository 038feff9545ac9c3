import { describe, expect, it } from 'vitest';
import {
  anyPending,
  coinAmount,
  depositPreview,
  groupByPaymentType,
  quickAmounts,
  safePayUrl,
} from './deposit';
import { testMethods } from './test-methods';

const { bank, usdt, gcash, maya } = testMethods;

describe('groupByPaymentType', () => {
  it('groups the methods bank, crypto, gateway, each in the server order, and leaves out empty types', () => {
    expect(groupByPaymentType([gcash, usdt, maya, bank])).toEqual([
      { paymentType: 1, methods: [bank] },
      { paymentType: 2, methods: [usdt] },
      { paymentType: 3, methods: [gcash, maya] },
    ]);
    expect(groupByPaymentType([maya])).toEqual([{ paymentType: 3, methods: [maya] }]);
    expect(groupByPaymentType([])).toEqual([]);
  });
});

describe('quickAmounts', () => {
  it('starts at the minimum and follows the round 1-2-5 amounts, six at most', () => {
    expect(quickAmounts('100', '100000')).toEqual(['100', '200', '500', '1000', '2000', '5000']);
    expect(quickAmounts('500', '500000')).toEqual([
      '500',
      '1000',
      '2000',
      '5000',
      '10000',
      '20000',
    ]);
  });

  it('never goes above the maximum, and rounds an odd minimum up to whole units', () => {
    expect(quickAmounts('100', '300')).toEqual(['100', '200']);
    expect(quickAmounts('150.5', '1000')).toEqual(['151', '200', '500', '1000']);
    expect(quickAmounts('0.5', '3')).toEqual(['1', '2']);
  });

  it('gives none when no whole amount fits the range or the range is unreadable', () => {
    expect(quickAmounts('100.5', '100.9')).toEqual([]);
    expect(quickAmounts('x', '100')).toEqual([]);
  });
});

describe('depositPreview', () => {
  it('shows the fee at the method rate to the cent, half up, and the amount credited', () => {
    expect(depositPreview('1000', '1.50')).toEqual({ fee: '15.00', credited: '985.00' });
    // 1.50% of 100.30 is 1.5045: half a cent and more rounds up.
    expect(depositPreview('100.30', '1.50')).toEqual({ fee: '1.50', credited: '98.80' });
    expect(depositPreview('100.70', '1.50')).toEqual({ fee: '1.51', credited: '99.19' });
    expect(depositPreview('500', '0')).toEqual({ fee: '0.00', credited: '500.00' });
  });

  it('shows nothing for no amount, zero or a non-number', () => {
    expect(depositPreview('', '1.50')).toBeNull();
    expect(depositPreview('0', '1.50')).toBeNull();
    expect(depositPreview('abc', '1.50')).toBeNull();
  });
});

describe('coinAmount', () => {
  it('converts the amount into the coin at the rate, to 2 decimals half up', () => {
    expect(coinAmount('5620', '56.20')).toBe('100.00');
    expect(coinAmount('1000', '56.20')).toBe('17.79');
    expect(coinAmount('1000', undefined)).toBeNull();
    expect(coinAmount('', '56.20')).toBeNull();
  });
});

describe('anyPending', () => {
  it('is true while one deposit of the page is Pending, false once all are Success or Failed', () => {
    expect(anyPending([{ status: 2 }, { status: 1 }])).toBe(true);
    expect(anyPending([{ status: 2 }, { status: 3 }])).toBe(false);
    expect(anyPending(undefined)).toBe(false);
  });
});

describe('safePayUrl', () => {
  const origin = 'https://site.example';
  it('opens an http(s) payment page or a path of the site, never a script or data address', () => {
    expect(safePayUrl('https://pay.gateway.example/checkout/abc', origin)).toBe(
      'https://pay.gateway.example/checkout/abc',
    );
    expect(safePayUrl('/_show/pay_cb?id=9', origin)).toBe('https://site.example/_show/pay_cb?id=9');
    expect(safePayUrl('javascript:alert(1)', origin)).toBeNull();
    expect(safePayUrl('data:text/html,hi', origin)).toBeNull();
    expect(safePayUrl(undefined, origin)).toBeNull();
  });
});
