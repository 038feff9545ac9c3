import { afterEach, describe, expect, it } from 'vitest';
import { isAmountVisible, resetAmountVisibility, setAmountVisible } from './amount-visibility';

afterEach(() => resetAmountVisibility());

describe('spec §4: the amount show/hide flag', () => {
  it('amounts are shown until hidden', () => {
    expect(isAmountVisible('main')).toBe(true);
  });

  it('is saved per type', () => {
    setAmountVisible('main', false);
    expect(isAmountVisible('main')).toBe(false);
    expect(isAmountVisible('wallets')).toBe(true);
  });

  it('is kept locally', () => {
    setAmountVisible('wallets', false);
    expect(JSON.parse(localStorage.getItem('fortuna-amount-visibility') ?? '{}')).toEqual({
      wallets: false,
    });
  });
});
