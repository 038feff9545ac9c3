import * as z from 'zod';
import type { AffiliateCreditTransferInfo } from '@/api/generated/model';
import type { TransferFeeBearer as FeeBearer } from '@/api/generated/model';
import { TransferFeeBearer } from '@/api/generated/zod/fortunaMemberAPI.schemas.zod';
import { message } from '@/api/fields';
import { encodeFieldMessage as encode } from '@/shared/lib/field-message';
import { feeSplit, Money } from '@/shared/lib/money';

import { FEE_BY_AGENT } from './fee-bearer';

export { FEE_BY_AGENT, FEE_BY_RECEIVER } from './fee-bearer';

/** What a credit transfer costs the agent and brings the receiver, as 2-decimal strings. */
export interface CreditTransferAmounts {
  fee: string;
  agentPays: string;
  received: string;
}

/**
 * The fee-bearer amounts, as the server computes them: fee = amount × fee percent / 100, half
 * up to the cent; fee bearer 1: the agent pays amount + fee and the receiver gets the amount;
 * 2: the agent pays the amount and the receiver gets amount − fee. Null while the amount is
 * not a positive amount of at most 2 decimals.
 */
export function creditTransferAmounts(
  amount: string,
  feePercent: string,
  bearer: FeeBearer,
): CreditTransferAmounts | null {
  if (!/^\d+(\.\d{1,2})?$/.test(amount.trim())) return null;
  const split = feeSplit(amount, feePercent, bearer === FEE_BY_AGENT ? 'payer' : 'receiver');
  return split && { fee: split.fee, agentPays: split.pays, received: split.receives };
}

/**
 * The credit-transfer form: a downline account, an amount (up to 2 decimals) within the
 * agent's min..max ('The amount does not meet the transfer limit'), who bears the fee, an
 * optional note; and what the agent pays within its credit, and something left to receive.
 */
export function creditTransferFormSchema(
  info: Pick<AffiliateCreditTransferInfo, 'min_amount' | 'max_amount' | 'fee_percent' | 'credit'>,
) {
  const amount = z
    .string()
    .trim()
    .min(1, { error: encode('affiliate.transfer.errors.amount_required'), abort: true })
    .regex(/^\d+(\.\d{1,2})?$/, message('affiliate.transfer.errors.invalid_amount'))
    .refine((value) => {
      const parsed = new Money(value);
      return parsed.gte(info.min_amount) && parsed.lte(info.max_amount);
    }, message('affiliate.transfer.errors.limit'));
  return z
    .object({
      user_id: z
        .number({ error: encode('affiliate.transfer.errors.user_required') })
        .int()
        .min(1, message('affiliate.transfer.errors.user_required')),
      amount,
      fee_bearer: TransferFeeBearer,
      remark: z.string().trim().max(100, message('affiliate.transfer.errors.remark_long')),
    })
    .superRefine((form, context) => {
      const split = creditTransferAmounts(form.amount, info.fee_percent, form.fee_bearer);
      if (!split) return;
      if (new Money(split.agentPays).gt(info.credit))
        context.addIssue({
          code: 'custom',
          path: ['amount'],
          message: encode('affiliate.transfer.errors.insufficient'),
        });
      else if (new Money(split.received).lte(0))
        context.addIssue({
          code: 'custom',
          path: ['amount'],
          message: encode('affiliate.transfer.errors.nothing_received'),
        });
    });
}

export type CreditTransferFormInput = z.input<ReturnType<typeof creditTransferFormSchema>>;
export type CreditTransferFormValues = z.output<ReturnType<typeof creditTransferFormSchema>>;
