import type { TransferFeeBearer as FeeBearer } from '@/api/generated/model';

/**
 * What the transfer list shows of a record. Apart from the form's rules (member-transfer.ts,
 * which builds zod schemas), so the list does not download zod.
 */
export const FEE_BY_SENDER = 1 satisfies FeeBearer;
export const FEE_BY_RECEIVER = 2 satisfies FeeBearer;

/** The other member of a transfer, as the signed-in member sees it. */
export function counterparty(record: {
  direction: 'sent' | 'received';
  from_username: string;
  to_username: string;
}): string {
  return record.direction === 'sent' ? record.to_username : record.from_username;
}
