import type { HttpHandler } from 'msw';
import { type FakeContext } from '../context.ts';
import { nowSeconds } from '../lib/clock.ts';
import { maskIdNumber } from '../lib/engage-rules.ts';
import { fail, invalid, ok } from '../lib/respond.ts';
import { route } from '../lib/route.ts';
import type { KycInfo } from '../lib/schemas.ts';
import type { In } from '../lib/schemas.ts';

/** How long a submission waits for review on the fake's clock. */
export const KYC_REVIEW_SECONDS = 10 * 60;

/**
 * A document number ending in 0000 is rejected at review (a recognisable input for demos and
 * journeys); every other submission is approved.
 */
export const KYC_REJECTED_SUFFIX = '0000';
export const KYC_REJECT_REASON = 'The document number does not match the photo';

/** Identity checks (contract tag kyc): the status and the submission. */
export function kycHandlers(ctx: FakeContext): HttpHandler[] {
  const { db } = ctx;

  /** Reviews a pending submission once its time has come on the fake's clock. */
  async function reviewDue(accountId: number): Promise<void> {
    const check = db.kycChecks.findFirst((q) => q.where({ account_id: accountId, status: 1 }));
    if (!check) return;
    const reviewedAt = check.submitted_at + KYC_REVIEW_SECONDS;
    if (nowSeconds() < reviewedAt) return;
    const rejected = check.id_number.toUpperCase().endsWith(KYC_REJECTED_SUFFIX);
    await db.kycChecks.update((q) => q.where({ account_id: accountId }), {
      data(record) {
        record.status = rejected ? 3 : 2;
        record.reviewed_at = reviewedAt;
        record.reason = rejected ? KYC_REJECT_REASON : null;
      },
    });
  }
  function kycView(accountId: number): In<typeof KycInfo> {
    const check = db.kycChecks.findFirst((q) => q.where({ account_id: accountId }));
    if (!check) return { status: 0 };
    return {
      status: check.status,
      real_name: check.real_name,
      document_type: check.document_type,
      id_number: maskIdNumber(check.id_number),
      submitted_at: check.submitted_at,
      ...(check.reviewed_at !== null ? { reviewed_at: check.reviewed_at } : {}),
      ...(check.status === 3 && check.reason ? { reason: check.reason } : {}),
    };
  }

  const kycRoutes = [
    route(ctx, { operationId: 'getKycStatus', auth: 'member' }, async ({ account }) => {
      await reviewDue(account.id);
      return ok(kycView(account.id));
    }),

    route(ctx, { operationId: 'submitKyc', auth: 'member' }, async ({ body, account }) => {
      await reviewDue(account.id);
      const existing = db.kycChecks.findFirst((q) => q.where({ account_id: account.id }));
      if (existing?.status === 1)
        return fail(409, 'Your identity check is already under review', { code: 'KYC_PENDING' });
      if (existing?.status === 2)
        return fail(409, 'Your identity is already verified', { code: 'KYC_APPROVED' });
      if ((body.document_type === 1 || body.document_type === 3) && !body.back_image)
        return invalid({ back_image: ['The back image field is required'] });
      const record = {
        status: 1 as const,
        real_name: body.real_name,
        document_type: body.document_type,
        id_number: body.id_number,
        submitted_at: nowSeconds(),
        reviewed_at: null,
        reason: null,
      };
      if (existing) {
        await db.kycChecks.update((q) => q.where({ account_id: account.id }), {
          data(check) {
            Object.assign(check, record);
          },
        });
      } else {
        await db.kycChecks.create({ account_id: account.id, ...record });
      }
      return ok(kycView(account.id), 'Submitted successfully');
    }),
  ];

  return kycRoutes;
}
