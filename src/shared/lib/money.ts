import Decimal from 'decimal.js';

/** Spec §9: decimal arithmetic with 20 decimal places and half-up rounding. */
export const Money = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
Money.set({ toExpNeg: -30, toExpPos: 30 });
export type MoneyValue = InstanceType<typeof Money>;
const DECIMAL_PLACES = 20;

/** Parses a wire amount (a decimal string) into a decimal; null when it is not a number. */
export function toMoney(value: Decimal.Value | null | undefined): MoneyValue | null {
  if (value === null || value === undefined || value === '') return null;
  try {
    const parsed = new Money(value);
    return parsed.isFinite() ? parsed.toDecimalPlaces(DECIMAL_PLACES, Decimal.ROUND_HALF_UP) : null;
  } catch {
    return null;
  }
}

const ABBREVIATIONS = ['', 'k', 'M', 'G', 'T', 'P', 'E'] as const;

export interface FormatOptions {
  /** Decimal places (default 2, spec §9). */
  decimals?: number;
  /** BCP 47 locale for separators; thousands separators always shown. */
  locale?: string;
  /** Abbreviate with k, M, G, T, P, E (spec §9). */
  abbreviate?: boolean;
}

const separators = new Map<string, { group: string; point: string }>();

/**
 * A locale's thousands separator and decimal point, read once per locale: an Intl.NumberFormat
 * is costly to make, and a page of records formats hundreds of amounts.
 */
function separatorsOf(locale: string): { group: string; point: string } {
  let found = separators.get(locale);
  if (!found) {
    const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
    found = {
      group: parts.find((part) => part.type === 'group')?.value ?? ',',
      point: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    };
    separators.set(locale, found);
  }
  return found;
}

/**
 * The one amount formatter (spec §9): thousands separators and 2 decimals by default,
 * rounded half-up, optionally abbreviated with k M G T P E. Never goes through a float sum.
 */
export function formatAmount(
  value: Decimal.Value | null | undefined,
  { decimals = 2, locale = 'en', abbreviate = false }: FormatOptions = {},
): string {
  const amount = toMoney(value);
  if (!amount) return '—';
  let scaled = amount;
  let suffix = '';
  if (abbreviate) {
    let index = 0;
    while (scaled.abs().gte(1000) && index < ABBREVIATIONS.length - 1) {
      scaled = scaled.div(1000);
      index += 1;
    }
    suffix = ABBREVIATIONS[index] ?? '';
  }
  const fixed = scaled.toFixed(decimals, Decimal.ROUND_HALF_UP);
  const negative = fixed.startsWith('-');
  const [whole = '0', fraction] = (negative ? fixed.slice(1) : fixed).split('.');
  const { group, point } = separatorsOf(locale);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${negative ? '-' : ''}${grouped}${fraction ? point + fraction : ''}${suffix}`;
}

/**
 * A fee of `percent` percent of an amount, to the cent, half up (spec §9): the rule of every
 * fee the site shows before confirming (credit transfer, withdrawal), as the server rounds it.
 */
export function percentFee(amount: Decimal.Value, percent: Decimal.Value): MoneyValue {
  return new Money(amount).times(percent).dividedBy(100).toDecimalPlaces(2, Money.ROUND_HALF_UP);
}

/**
 * The fee of a typed amount at `percent` percent (percentFee) and what is left after it, as
 * 2-decimal strings, for the preview a money form shows before confirming; null when the
 * amount is empty, not a number or not above zero.
 */
export function feeAndNet(amount: string, percent: string): { fee: string; net: string } | null {
  const value = toMoney(amount.trim() === '' ? null : amount.trim());
  const rate = toMoney(percent);
  if (!value || !rate || value.lte(0)) return null;
  const fee = percentFee(value, rate);
  return { fee: fee.toFixed(2), net: value.minus(fee).toFixed(2) };
}
