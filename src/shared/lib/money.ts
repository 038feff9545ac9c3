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

/**
 * The thousands separator and decimal point of the site's locales (spec §1), as
 * Intl.NumberFormat gives them (money.test.ts holds the two together). Making the first
 * Intl.NumberFormat of a page loads the engine's number data: about 25 ms on a desktop core
 * and four times that on the bench's phone, on every page that shows an amount.
 */
const SITE_SEPARATORS: Record<string, { group: string; point: string }> = {
  en: { group: ',', point: '.' },
  'zh-CN': { group: ',', point: '.' },
  'zh-TW': { group: ',', point: '.' },
  th: { group: ',', point: '.' },
  vi: { group: '.', point: ',' },
  id: { group: '.', point: ',' },
  ms: { group: ',', point: '.' },
  ja: { group: ',', point: '.' },
  ko: { group: ',', point: '.' },
  'pt-BR': { group: '.', point: ',' },
};

const separators = new Map(Object.entries(SITE_SEPARATORS));

/** A locale's thousands separator and decimal point: the site's table, else Intl's, once. */
export function separatorsOf(locale: string): { group: string; point: string } {
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

/** Who bears a money form's fee: the payer (who pays it on top) or the receiver (who gets less). */
export type FeeSide = 'payer' | 'receiver';

/** What a money form's preview shows before confirming, as 2-decimal strings. */
export interface FeeSplit {
  /** percentFee of the amount. */
  fee: string;
  /** What leaves the payer: the amount, plus the fee when the payer bears it. */
  pays: string;
  /** What arrives: the amount, less the fee when the receiver bears it. */
  receives: string;
}

/**
 * The fee of a typed amount at `percent` percent (percentFee), what is paid and what arrives,
 * by who bears the fee; null when the amount is empty, not a number or not above zero. The
 * money-form block's preview (issue 30): transfers, the withdrawal and the deposit.
 */
export function feeSplit(amount: string, percent: string, side: FeeSide): FeeSplit | null {
  const value = toMoney(amount.trim() === '' ? null : amount.trim());
  const rate = toMoney(percent);
  if (!value || !rate || value.lte(0)) return null;
  const fee = percentFee(value, rate);
  const byPayer = side === 'payer';
  return {
    fee: fee.toFixed(2),
    pays: (byPayer ? value.plus(fee) : value).toFixed(2),
    receives: (byPayer ? value : value.minus(fee)).toFixed(2),
  };
}

/**
 * The fee of a typed amount at `percent` percent and what is left after it (the receiver bears
 * it: a withdrawal, a deposit); null for no valid amount.
 */
export function feeAndNet(amount: string, percent: string): { fee: string; net: string } | null {
  const split = feeSplit(amount, percent, 'receiver');
  return split ? { fee: split.fee, net: split.receives } : null;
}
