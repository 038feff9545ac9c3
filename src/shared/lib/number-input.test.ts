import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  type NumberRules,
  type NumberTextState,
  caretAfterClean,
  cleanNumberText,
  nextNumberText,
  settleNumberText,
} from './number-input';

const INTEGER: NumberRules = { mode: 'integer' };
const FLOAT: NumberRules = { mode: 'float' };

/** Types `keys` one by one at the end, as a member does. */
function typeKeys(keys: string, rules: NumberRules, start = ''): string {
  let state: NumberTextState = { text: start, afterPoint: false };
  for (const key of keys) state = nextNumberText(state, state.text + key, rules);
  return state.text;
}

describe('spec §5 wallet rule: a transfer amount must be an integer; decimals are removed automatically', () => {
  it('removes decimals, other characters and leading zeros', () => {
    expect(cleanNumberText('12.5', INTEGER)).toBe('12');
    expect(cleanNumberText('1,99', INTEGER)).toBe('1');
    expect(cleanNumberText('0012', INTEGER)).toBe('12');
    expect(cleanNumberText('1a2b3', INTEGER)).toBe('123');
    expect(cleanNumberText('-50', INTEGER)).toBe('50');
    expect(cleanNumberText('', INTEGER)).toBe('');
  });

  it('decimals typed key by key are removed: 100.75 becomes 100', () => {
    expect(typeKeys('100.75', INTEGER)).toBe('100');
    expect(typeKeys('99.5', INTEGER)).toBe('99');
    // Editing the whole part again works as usual.
    let state = nextNumberText({ text: '100', afterPoint: true }, '10', INTEGER);
    state = nextNumberText(state, '105', INTEGER);
    expect(state.text).toBe('105');
    expect(nextNumberText({ text: '', afterPoint: false }, '12.9', INTEGER).text).toBe('12');
  });
});

describe('spec §5 number input: float mode allows 2 decimals by default and strips leading zeros; negatives optional', () => {
  it('allows 2 decimals by default, and as many as configured', () => {
    expect(typeKeys('12.345', FLOAT)).toBe('12.34');
    expect(cleanNumberText('12.345', { mode: 'float', decimals: 3 })).toBe('12.345');
    expect(cleanNumberText('12.345', { mode: 'float', decimals: 0 })).toBe('12');
  });

  it("strips leading zeros: '007.5' becomes '7.5', '0.5' stays", () => {
    expect(cleanNumberText('007.5', FLOAT)).toBe('7.5');
    expect(cleanNumberText('0.5', FLOAT)).toBe('0.5');
    expect(cleanNumberText('00', FLOAT)).toBe('0');
    expect(cleanNumberText('.5', FLOAT)).toBe('0.5');
  });

  it('keeps the text being typed: a trailing point, a comma as the point, full-width digits', () => {
    expect(typeKeys('12.', FLOAT)).toBe('12.');
    expect(typeKeys('0.50', FLOAT)).toBe('0.50');
    expect(cleanNumberText('3,5', FLOAT)).toBe('3.5');
    expect(cleanNumberText('１２．５', FLOAT)).toBe('12.5');
    expect(cleanNumberText('1.2.3', FLOAT)).toBe('1.23');
  });

  it('a minus only when negatives are allowed, and only at the start', () => {
    expect(cleanNumberText('-12.5', FLOAT)).toBe('12.5');
    expect(cleanNumberText('-12.5', { ...FLOAT, allowNegative: true })).toBe('-12.5');
    expect(typeKeys('-', { ...FLOAT, allowNegative: true })).toBe('-');
    expect(cleanNumberText('1-2', { ...FLOAT, allowNegative: true })).toBe('12');
    expect(cleanNumberText('-7.9', { ...INTEGER, allowNegative: true })).toBe('-7');
  });

  it('the text left in the field is a value decimal.js reads once the member leaves it', () => {
    expect(settleNumberText('12.')).toBe('12');
    expect(settleNumberText('-')).toBe('');
    expect(new Decimal(settleNumberText(typeKeys('0012.505', FLOAT))).toFixed()).toBe('12.5');
  });

  it('the caret stays after the characters kept before it, so a refused key does not move it', () => {
    // 'a' typed between '1' and '23': the caret stays after '1'.
    expect(caretAfterClean('1a23', 2, '123', FLOAT)).toBe(1);
    // A third decimal typed at the end: the caret stays at the end.
    expect(caretAfterClean('1.234', 5, '1.23', FLOAT)).toBe(4);
    expect(caretAfterClean('007', 3, '7', FLOAT)).toBe(1);
  });
});
