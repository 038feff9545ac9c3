import * as z from 'zod';
import { PaymentAmountRegExp } from '@/api/generated/zod/fortunaMemberAPI.schemas.zod';
import { encodeFieldMessage as encode } from '@/shared/lib/field-message';
import { Money, toMoney } from '@/shared/lib/money';
import type { ApplyTerms, DepositBasis } from './apply-terms';

export { type ApplyTerms, type DepositBasis, depositBasis, takesAmount } from './apply-terms';

/** The bonus an amount earns and the rollover it will require, as 2-decimal strings. */
export interface ApplyPreview {
  bonus: string;
  rollover: string;
}

/**
 * The bonus (bonus_percent of the amount, rounded down to the cent, at most bonus_cap) and the
 * rollover an approved application requires ((amount + bonus) x rollover_multiplier), as the
 * server counts them; null for no valid amount or a promotion without these terms.
 */
export function applyPreview(amount: string, terms: ApplyTerms): ApplyPreview | null {
  const value = toMoney(amount.trim() === '' ? null : amount.trim());
  if (!value || value.lte(0) || terms.bonus_percent === undefined) return null;
  let bonus = value.times(terms.bonus_percent).dividedBy(100).toDecimalPlaces(2, Money.ROUND_DOWN);
  if (terms.bonus_cap !== undefined && bonus.gt(terms.bonus_cap))
    bonus = new Money(terms.bonus_cap);
  const rollover = value.plus(bonus).times(terms.rollover_multiplier ?? 0);
  return { bonus: bonus.toFixed(2), rollover: rollover.toFixed(2) };
}

/**
 * The most a member may apply with: apply_max_amount, and for a deposit bonus no more than the
 * deposit it is paid on (the smaller of the two).
 */
export function applyMaxAmount(max: string, basis: DepositBasis | null): string {
  if (basis?.kind !== 'deposit') return max;
  return Money.min(max, basis.deposit).toFixed(2);
}

/**
 * The apply form (spec §5: a promotion apply amount has a minimum and maximum): the amount is
 * required, a plain amount of at most 2 decimals, and within the promotion's range; for a
 * deposit bonus, not above the deposit it is paid on.
 */
export function applyFormSchema(min: string, max: string, basis: DepositBasis | null = null) {
  const deposit = basis?.kind === 'deposit' ? basis.deposit : null;
  return z.object({
    amount: z
      .string()
      .trim()
      .min(1, { error: encode('member_promotions.apply.amount_required'), abort: true })
      .regex(PaymentAmountRegExp, {
        error: encode('member_promotions.apply.amount_invalid'),
        abort: true,
      })
      .refine((value) => new Money(value).gte(min) && new Money(value).lte(max), {
        error: encode('member_promotions.apply.amount_range', { min, max }),
        abort: true,
      })
      .refine((value) => deposit === null || new Money(value).lte(deposit), {
        error: encode('member_promotions.apply.over_deposit', { amount: deposit ?? '' }),
      }),
  });
}
export type ApplyFormValues = z.infer<ReturnType<typeof applyFormSchema>>;
