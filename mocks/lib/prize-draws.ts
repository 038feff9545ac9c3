import type { PrizeRecord, PromotionRecord } from '../collections/engage.ts';
import type { FakeContext } from '../context.ts';
import type { Account } from '../db.ts';
import { drawRoll, pickPrize, probabilitiesAddUp } from './engage-rules.ts';
import { inLocale, type Locale } from './i18n.ts';
import type { In, ProfileRedPacket } from './schemas.ts';
import { periodEnd, periodKey } from './site-time.ts';

/**
 * Red packet and roulette draws (promotion types 4 and 5): the prize set, the draws a member
 * has left, and the red packets waiting in the user info. The promotions handler and the user
 * info share them, so a packet shown in the user info is exactly a draw the server will allow.
 */

/** Whether a promotion runs at a moment (started, and not ended). */
export const promotionIsOpen = (promotion: PromotionRecord, now: number): boolean =>
  promotion.start_time <= now && (promotion.end_time === null || promotion.end_time > now);

/** Whether a promotion's audience (3 all, 1 affiliates, 2 members) includes an account (or a guest). */
export const audienceFits = (promotion: PromotionRecord, account: Account | null): boolean =>
  promotion.audience === 3 ||
  (account ? promotion.audience === (account.type === 1 ? 1 : 2) : promotion.audience === 2);

/** A promotion's prizes, in wheel (and draw) order. */
export const prizesOf = (ctx: FakeContext, promotionId: number): PrizeRecord[] =>
  ctx.db.promotionPrizes.findMany((q) => q.where({ promotion_id: promotionId }), {
    orderBy: { sort: 'asc' },
  });

/**
 * Spec §5: the prizes' probabilities total the stated total. A set that does not is not
 * published: it is neither served nor drawn from.
 */
export function prizeSetPublished(ctx: FakeContext, promotion: PromotionRecord): boolean {
  return (
    promotion.total_probability !== null &&
    probabilitiesAddUp(prizesOf(ctx, promotion.id), promotion.total_probability)
  );
}

/** Draws the member has left in the current period of a promotion. */
export function drawsLeft(
  ctx: FakeContext,
  accountId: number,
  promotion: PromotionRecord,
  now: number,
): number {
  const period = periodKey(promotion.recurrence, now);
  const used = ctx.db.promotionDraws.findMany((q) =>
    q.where({ account_id: accountId, promotion_id: promotion.id, period }),
  ).length;
  return Math.max(0, (promotion.draws_per_period ?? 0) - used);
}

/** How many draws the member has made in a promotion, ever: the index of their next draw. */
export const drawCount = (ctx: FakeContext, accountId: number, promotionId: number): number =>
  ctx.db.promotionDraws.findMany((q) =>
    q.where({ account_id: accountId, promotion_id: promotionId }),
  ).length;

/** The prize (or null, nothing) of the member's draw number `drawIndex` (0-based) in a promotion. */
export const prizeOfDraw = (
  ctx: FakeContext,
  accountId: number,
  promotionId: number,
  drawIndex: number,
): PrizeRecord | null =>
  pickPrize(prizesOf(ctx, promotionId), drawRoll(accountId, promotionId, drawIndex));

/** Red packet ids: the promotion and the draw number the packet is, in one number. */
const PACKETS_PER_PROMOTION = 1_000_000;

/**
 * The red packets waiting for a member (user info `red_packet`): one per draw left in the open
 * Red Packet promotions of the member's audience. A packet's amount is what opening it wins
 * (the draws are deterministic per member, promotion and draw number), and it expires with the
 * period its draw belongs to, or with the promotion if that ends first.
 */
export function waitingRedPackets(
  ctx: FakeContext,
  account: Account,
  now: number,
  locale: Locale,
): In<typeof ProfileRedPacket>[] {
  return ctx.db.promotions
    .findMany((q) => q.where({ type: 4 }), { orderBy: { sort: 'asc' } })
    .filter(
      (promotion) =>
        promotionIsOpen(promotion, now) &&
        audienceFits(promotion, account) &&
        prizeSetPublished(ctx, promotion),
    )
    .flatMap((promotion) => {
      const left = drawsLeft(ctx, account.id, promotion, now);
      const next = drawCount(ctx, account.id, promotion.id);
      const periodLast = periodEnd(promotion.recurrence, now);
      const ends = [periodLast, promotion.end_time === null ? null : promotion.end_time - 1]
        .filter((end): end is number => end !== null)
        .sort((a, b) => a - b)[0];
      return Array.from({ length: left }, (_, k) => ({
        id: promotion.id * PACKETS_PER_PROMOTION + next + k + 1,
        promotion_id: promotion.id,
        title: inLocale(promotion, locale).title,
        amount: prizeOfDraw(ctx, account.id, promotion.id, next + k)?.amount ?? '0.00',
        expires_at: ends ?? null,
      }));
    });
}
