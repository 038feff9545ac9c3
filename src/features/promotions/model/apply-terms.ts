import type { PromotionSummary } from '@/api/generated/model';
import { toMoney } from '@/shared/lib/money';

/**
 * What an apply form needs of a promotion: its amounts and the terms of its bonus. Apart from
 * the form's rules (apply.ts), so that a promotion's page knows whether it takes an amount and
 * what a deposit bonus is paid on without the forms kit (decision 0007).
 */
export type ApplyTerms = Pick<
  PromotionSummary,
  'apply_min_amount' | 'apply_max_amount' | 'bonus_percent' | 'bonus_cap' | 'rollover_multiplier'
>;

/** A promotion the member applies for with an amount (Manual, Transfer, Repeat Bonus). */
export function takesAmount(
  promotion: ApplyTerms,
): promotion is ApplyTerms & { apply_min_amount: string; apply_max_amount: string } {
  return promotion.apply_min_amount !== undefined && promotion.apply_max_amount !== undefined;
}

/** What a deposit bonus is applied to: a deposit of the member's, or none yet. */
export type DepositBasis = { kind: 'deposit'; deposit: string } | { kind: 'deposit_first' };

/**
 * What a deposit bonus (a first-deposit or reload bonus) is applied to: the member's deposit it
 * may be paid on ('deposit', the most the amount may be), or none yet ('deposit_first': the
 * member deposits first); null for a promotion that is not a deposit bonus.
 */
export function depositBasis(
  promotion: Pick<PromotionSummary, 'deposit_bonus' | 'qualifying_deposit'>,
): DepositBasis | null {
  if (promotion.deposit_bonus !== true) return null;
  const deposit = toMoney(promotion.qualifying_deposit);
  return deposit ? { kind: 'deposit', deposit: deposit.toFixed(2) } : { kind: 'deposit_first' };
}
