import type { HttpHandler } from 'msw';
import { type FakeContext } from '../context.ts';
import { maskUsername } from '../lib/engage-rules.ts';
import { byNewest, pagedList, totalsOf } from '../lib/paging.ts';
import { ok } from '../lib/respond.ts';
import { route } from '../lib/route.ts';
import { fakeText } from '../lib/fake-texts.ts';
import { localeOf } from '../lib/i18n.ts';
import type { ReferralReward } from '../lib/schemas.ts';
import type { In } from '../lib/schemas.ts';
import { originOf, sumMoney } from '../lib/views.ts';

/** Referral (contract tag referral): the member's referral detail and rewards. */
export function referralHandlers(ctx: FakeContext): HttpHandler[] {
  const { db } = ctx;
  const accountById = (id: number) => db.accounts.findFirst((q) => q.where({ id }));
  const PAID_REWARD = new Set([2, 3]);

  const referralRoutes = [
    route(
      ctx,
      { operationId: 'getReferralDetail', auth: 'member' },
      async ({ request, account }) => {
        const origin = originOf(request);
        const invited = db.accounts.findMany((q) => q.where({ parent_id: account.id }));
        const rewards = db.referralRewards.findMany((q) => q.where({ referrer_id: account.id }));
        const paid = rewards.filter((reward) => PAID_REWARD.has(reward.status));
        const referral = db.promotions.findFirst((q) => q.where({ type: 3 }));
        const rules = referral
          ? `<ol>${referral.rules.map((rule) => `<li>${rule}</li>`).join('')}</ol>`
          : '<p>Invite friends with your referral code.</p>';
        return ok({
          referral_code: account.referral_code,
          // The site's invitation link (/signup/{code}), which opens registration with the code.
          invite_url: `${origin}/signup/${account.referral_code}`,
          qr_image_url: `${origin}/storage/referral/${account.referral_code}.svg`,
          invited_count: invited.length,
          active_count: new Set(paid.map((reward) => reward.invitee_id)).size,
          total_reward: sumMoney(paid, (reward) => reward.reward_amount),
          rules,
        });
      },
    ),

    route(
      ctx,
      { operationId: 'listReferralRewards', auth: 'member' },
      async ({ request, query, account }) => {
        const list: In<typeof ReferralReward>[] = db.referralRewards
          .findMany((q) => q.where({ referrer_id: account.id }))
          .filter((reward) => query.status === undefined || reward.status === query.status)
          .sort(byNewest)
          .map((reward) => ({
            id: reward.id,
            invitee_username: maskUsername(accountById(reward.invitee_id)?.username ?? 'unknown'),
            reward_amount: reward.reward_amount,
            status: reward.status,
            created_at: reward.created_at,
            remark: fakeText(reward.remark, localeOf(request)),
          }));
        return pagedList(
          query,
          list,
          totalsOf((reward) => reward.reward_amount),
        );
      },
    ),
  ];

  // ======================================================================================

  return referralRoutes;
}
