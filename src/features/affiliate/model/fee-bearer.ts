import type { TransferFeeBearer } from '@/api/generated/model';

/**
 * Spec §3 transfer fee bearer: 1 the agent (self), 2 the receiving account (other party). Apart
 * from the form's rules (credit-transfer.ts builds zod schemas), so the fee-bearer choice and the
 * transfer list do not download zod.
 */
export const FEE_BY_AGENT = 1 satisfies TransferFeeBearer;
export const FEE_BY_RECEIVER = 2 satisfies TransferFeeBearer;
