import * as z from 'zod';
import { encodeFieldMessage as encode } from '@/shared/lib/field-message';
import { Money } from '@/shared/lib/money';
import { type ChangeTiming, changeTiming } from './rules';

/**
 * An amount of money as the member types it: whole units and at most 2 decimals (the contract
 * takes up to 4; a limit is set in cents). Written here rather than taken from the generated
 * schemas, whose module would come with the dialog's part.
 */
const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

/** The contract's bounds of a money limit (SetMoneyLimitRequest: at least 1, at most 100000000). */
export const MONEY_LIMIT_MIN = '1';
export const MONEY_LIMIT_MAX = '100000000';

/**
 * A money limit's new value: an amount of 2 decimals at most within the contract's bounds, or
 * the limit removed (then the amount is not read).
 */
export const moneyLimitFormSchema = z
  .object({ amount: z.string().trim(), remove: z.boolean() })
  .superRefine(({ amount, remove }, context) => {
    if (remove) return;
    const fail = (key: string) =>
      context.addIssue({
        code: 'custom',
        path: ['amount'],
        message: encode(key, { min: MONEY_LIMIT_MIN, max: MONEY_LIMIT_MAX }),
      });
    if (amount === '') return fail('protection.errors.amount_required');
    if (!AMOUNT.test(amount)) return fail('protection.errors.amount_invalid');
    const value = new Money(amount);
    if (value.lt(MONEY_LIMIT_MIN) || value.gt(MONEY_LIMIT_MAX))
      fail('protection.errors.amount_range');
  });

export type MoneyLimitForm = z.infer<typeof moneyLimitFormSchema>;

/** A change to review before it is confirmed: the value asked for and when it applies. */
export interface LimitChange {
  next: string | null;
  timing: ChangeTiming;
}

/**
 * What the member asked for, as a change of the limit in force: the new value (null removes
 * it) and when it applies (decrease at once, increase after 24 hours, the same value unchanged).
 */
export function moneyLimitChange(current: string | null, form: MoneyLimitForm): LimitChange {
  const next = form.remove ? null : new Money(form.amount).toFixed(2);
  return { next, timing: changeTiming(current, next) };
}
