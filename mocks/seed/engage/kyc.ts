import { DAY, type EngageSeed } from './context.ts';

/** KYC checks: the demo member has not submitted; a few others in each state. */
export async function seedKyc({ db, now }: EngageSeed): Promise<void> {
  // ---- KYC: the demo member has not submitted; a few others in each state ----
  const nameOf = (id: number) =>
    db.accounts.findFirst((q) => q.where({ id }))?.real_name ?? 'Maria Reyes';
  await db.kycChecks.create({
    account_id: 10003,
    status: 2,
    real_name: nameOf(10003),
    document_type: 2,
    id_number: 'P4821937A',
    submitted_at: now - 60 * DAY,
    reviewed_at: now - 59 * DAY,
    reason: null,
  });
  await db.kycChecks.create({
    account_id: 10004,
    status: 1,
    real_name: nameOf(10004),
    document_type: 1,
    id_number: 'A1234-5674321',
    submitted_at: now - 3600,
    reviewed_at: null,
    reason: null,
  });
  await db.kycChecks.create({
    account_id: 10005,
    status: 3,
    real_name: nameOf(10005),
    document_type: 3,
    id_number: 'N02-18-004512',
    submitted_at: now - 9 * DAY,
    reviewed_at: now - 8 * DAY,
    reason: 'The document image is blurred',
  });
}
