import {
  type Deposit,
  type DepositMethod,
  DepositStatus,
  PaymentType,
} from '@/api/generated/model';
import { Money, feeAndNet, toMoney } from '@/shared/lib/money';

/** The payment types in the order the page shows them (spec §3: BANK 1, CRYPTO 2, GATEWAY 3). */
export const PAYMENT_TYPE_ORDER: readonly PaymentType[] = [
  PaymentType.BANK,
  PaymentType.CRYPTO,
  PaymentType.GATEWAY,
];

/** The methods of one payment type, in the server's display order. */
export interface MethodGroup {
  paymentType: PaymentType;
  methods: DepositMethod[];
}

/**
 * The deposit methods grouped by payment type, bank first, then crypto, then gateway; each
 * group keeps the server's order, and a type without methods has no group.
 */
export function groupByPaymentType(methods: readonly DepositMethod[]): MethodGroup[] {
  return PAYMENT_TYPE_ORDER.map((paymentType) => ({
    paymentType,
    methods: methods.filter((method) => method.payment_type === paymentType),
  })).filter((group) => group.methods.length > 0);
}

/** How many quick-amount buttons a method gets at most. */
export const QUICK_AMOUNT_COUNT = 6;

/**
 * The quick amounts of a method's range: its minimum (in whole units, rounded up), then the
 * round amounts of the 1-2-5 series above it (200, 500, 1,000, 2,000 …), none above the
 * maximum, QUICK_AMOUNT_COUNT at most. Empty when no whole amount fits the range.
 */
export function quickAmounts(min: string, max: string): string[] {
  const low = toMoney(min);
  const high = toMoney(max);
  if (!low || !high) return [];
  const first = Money.max(low.ceil(), 1);
  if (first.gt(high)) return [];
  const amounts = [first];
  let magnitude = new Money(10).pow(first.log(10).floor());
  while (amounts.length < QUICK_AMOUNT_COUNT) {
    for (const step of [1, 2, 5]) {
      const candidate = magnitude.times(step);
      if (candidate.gt(first) && candidate.lte(high) && amounts.length < QUICK_AMOUNT_COUNT)
        amounts.push(candidate);
    }
    magnitude = magnitude.times(10);
    if (magnitude.gt(high)) break;
  }
  return amounts.map((amount) => amount.toFixed(0));
}

/** The fee a deposit costs by its method, and what reaches the main wallet. */
export interface DepositPreview {
  fee: string;
  credited: string;
}

/**
 * The fee (the method's fee_percent of the amount, to the cent, half up, as the server rounds)
 * and the amount credited (the amount less the fee), as 2-decimal strings; null for no valid
 * amount.
 */
export function depositPreview(amount: string, feePercent: string): DepositPreview | null {
  const preview = feeAndNet(amount, feePercent);
  return preview ? { fee: preview.fee, credited: preview.net } : null;
}

/**
 * What a deposit of `amount` is in a crypto method's coin at its exchange rate (site currency
 * per coin), to 2 decimals, half up; null without a valid amount or rate.
 */
export function coinAmount(amount: string, exchangeRate: string | undefined): string | null {
  const value = toMoney(amount.trim() === '' ? null : amount);
  const rate = toMoney(exchangeRate);
  if (!value || !rate || value.lte(0) || rate.lte(0)) return null;
  return value.dividedBy(rate).toFixed(2, Money.ROUND_HALF_UP);
}

/** Whether a deposit still waits for the payment to be confirmed (status 1 Pending). */
export function isPending(deposit: Pick<Deposit, 'status'>): boolean {
  return deposit.status === DepositStatus.PENDING;
}

/** Whether any deposit of a page is still Pending: its screen asks for it again until none is. */
export function anyPending(deposits: readonly Pick<Deposit, 'status'>[] | undefined): boolean {
  return (deposits ?? []).some(isPending);
}

/**
 * A gateway's payment page address, if it is safe to open: an http(s) URL or a path of this
 * site; null for anything else (javascript:, data: …), which is never opened.
 */
export function safePayUrl(payUrl: string | undefined, origin: string): string | null {
  if (!payUrl) return null;
  try {
    const url = new URL(payUrl, origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
