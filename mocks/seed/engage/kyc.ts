import type * as z from 'zod';
import type { kycCheckSchema } from '../../collections/engage.ts';
import { DAY, type EngageSeed } from './context.ts';

type KycCheck = z.input<typeof kycCheckSchema>;

/** KYC checks: the demo member has not submitted; a few others in each state. */
export async function seedKyc({ db, now }: EngageSeed): Promise<void> {
  const nameOf = (id: number) =>
    db.accounts.findFirst((q) => q.where({ id }))?.real_name ?? 'Maria Reyes';
  const checks: [
    account: number,
    status: KycCheck['status'],
    document: KycCheck['document_type'],
    idNumber: string,
    submitted: number,
    reviewed: number | null,
    reason: string | null,
  ][] = [
    [10003, 2, 2, 'P4821937A', now - 60 * DAY, now - 59 * DAY, null],
    [10004, 1, 1, 'A1234-5674321', now - 120, null, null],
    [10005, 3, 3, 'N02-18-004512', now - 9 * DAY, now - 8 * DAY, 'The document image is blurred'],
  ];
  for (const [account, status, document, idNumber, submitted, reviewed, reason] of checks)
    await db.kycChecks.create({
      account_id: account,
      status,
      real_name: nameOf(account),
      document_type: document,
      id_number: idNumber,
      submitted_at: submitted,
      reviewed_at: reviewed,
      reason,
    });
}
