import Decimal from 'decimal.js';
import type { FakeContext } from '../context.ts';
import { nowSeconds } from './clock.ts';
import { type Locale, LOCALES, type LocalizedText, localized, withTranslations } from './i18n.ts';
import { nextId } from './ids.ts';
import { payReward } from './rewards.ts';

/**
 * A competition's prize (a slot tournament's place, a predictor round's): paid into the main
 * wallet from the promotion fund with a Bonus trade record, held by a promotion application
 * whose rollover is the prize times `rollover` (so it holds a withdrawal back until wagered),
 * and told in an inbox message.
 */
export interface PrizePayout {
  accountId: number;
  amount: Decimal.Value;
  remark: string;
  order: [prefix: string, id: number];
  /** The application's promotion id (a number no promotion list shows). */
  promotionId: number;
  tournamentId?: number;
  rollover: number;
  message: { title: LocalizedText; content: LocalizedText };
}

/** Pays one prize; false when the promotion fund is short (nothing is recorded then). */
export async function payPrize(ctx: FakeContext, payout: PrizePayout): Promise<boolean> {
  const { db } = ctx;
  const prize = new Decimal(payout.amount);
  if (prize.lte(0)) return true;
  if (!(await payReward(ctx, payout.accountId, prize, payout.remark, payout.order))) return false;
  const now = nowSeconds();
  await db.promotionApplications.create({
    id: nextId(
      db.promotionApplications.findMany().map((entry) => entry.id),
      3000,
    ),
    account_id: payout.accountId,
    promotion_id: payout.promotionId,
    ...(payout.tournamentId !== undefined ? { tournament_id: payout.tournamentId } : {}),
    type: 1,
    amount: '0.00',
    bonus: prize.toFixed(2),
    status: 2,
    rollover_current: '0.00',
    rollover_required: prize.times(payout.rollover).toFixed(2),
    rollover_counted_from: now,
    promo_code: null,
    created_at: now,
  });
  await db.memberMessages.create({
    id: nextId(db.memberMessages.findMany().map((entry) => entry.id)),
    account_id: payout.accountId,
    box: 1,
    ...withTranslations(payout.message),
    read_status: 1,
    created_at: now,
    sender: 'System',
  });
  return true;
}

/** A text in every locale with its `{name}` placeholders filled, per locale. */
export function filledText(
  text: LocalizedText,
  values: (locale: Locale) => Record<string, string>,
): LocalizedText {
  return Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      Object.entries(values(locale)).reduce(
        (result, [key, value]) => result.replaceAll(`{${key}}`, value),
        localized(text, locale),
      ),
    ]),
  ) as LocalizedText;
}
