import type { PromotionSummary } from '@/api/generated/model';
import { depositBasis } from './apply-terms';

/** Where a member stands with a promotion taken with an amount, as the screens tell it. */
export type ApplyStanding =
  | { kind: 'apply' }
  /** Applied in this period: again from `again` (Unix seconds), or never (one-time). */
  | { kind: 'claimed'; again: number | null }
  /** A deposit bonus with no deposit to pay it on yet. */
  | { kind: 'deposit_first' }
  /** A first-deposit bonus with no first deposit to pay it on. */
  | { kind: 'first_deposit' }
  /** A first-deposit bonus, and the member's first deposit is long made: never for this account. */
  | { kind: 'first_deposit_made' }
  | { kind: 'unavailable' };

/**
 * Why a member may or may not apply (the server's `can_apply` decides; this says why, from
 * what the member can see): a promotion the server says is not for this account at all
 * (`not_eligible`: a first-deposit bonus once deposits are made), the claim of this period
 * already made, a deposit still to make for a deposit bonus, or another reason. `claimedAt` is when the latest application that
 * holds a claim was made, if it is in this period (see inSamePeriod).
 */
export function applyStanding(
  promotion: Pick<
    PromotionSummary,
    'can_apply' | 'recurrence' | 'deposit_bonus' | 'qualifying_deposit' | 'not_eligible'
  >,
  claimed: { again: number | null } | null,
): ApplyStanding {
  if (promotion.can_apply) return { kind: 'apply' };
  if (promotion.not_eligible === 'FIRST_DEPOSIT_MADE') return { kind: 'first_deposit_made' };
  if (claimed) return { kind: 'claimed', again: claimed.again };
  if (depositBasis(promotion)?.kind === 'deposit_first')
    return { kind: promotion.recurrence === 1 ? 'first_deposit' : 'deposit_first' };
  return { kind: 'unavailable' };
}
