import Decimal from 'decimal.js';
import type * as z from 'zod';
import type { promotionSchema } from '../../collections/engage.ts';
import { CHECKIN_REWARDS, dayStart, periodKey } from '../../lib/engage-rules.ts';
import { type LocalizedText, withTranslations } from '../../lib/i18n.ts';
import fixture from '../fixtures/promotions.json' with { type: 'json' };
import { DAY, ENGAGE_DEMO_MEMBER_ID, type EngageSeed } from './context.ts';

/** Promotion ids, by what they are. */
export const PROMO = {
  WELCOME: 1,
  CHECKIN: 2,
  DAILY_RELOAD: 3,
  WEEKEND_RELOAD: 4,
  MONTHLY_CASHBACK: 5,
  REFERRAL: 6,
  RED_PACKET: 7,
  ROULETTE: 8,
  COUPON: 9,
  AGENT_BOOST: 10,
  ENDED: 11,
} as const;
type PromotionName = keyof typeof PROMO;

type PromotionSeed = z.input<typeof promotionSchema>;
/** The texts of a promotion as the seed authors them, in every site locale. */
type PromotionTexts = {
  title: LocalizedText;
  summary: LocalizedText;
  content: LocalizedText;
  rules: LocalizedText[];
  tags: LocalizedText[];
};
type PromotionAuthored = Omit<PromotionSeed, keyof PromotionTexts | 'i18n'> & PromotionTexts;

/** Promotion tags (at most 30 characters in every locale), by name (fixtures/promotions.json). */
const TAGS: Record<string, LocalizedText> = fixture.tags;

/** A promotion's texts from the fixture, its tags named there resolved. */
function promotionTexts(name: PromotionName): PromotionTexts {
  const { tags, ...texts } = fixture.promotions[name];
  return {
    ...texts,
    tags: tags.map((tag) => {
      const text = TAGS[tag];
      if (text === undefined) throw new Error(`promotions.json: unknown tag ${tag}`);
      return text;
    }),
  };
}

function promotions(now: number): PromotionSeed[] {
  const base = {
    banner_path: '',
    end_time: null,
    audience: 2 as const,
    apply_min_amount: null,
    apply_max_amount: null,
    bonus_percent: null,
    bonus_cap: null,
    rollover_multiplier: 0,
    draws_per_period: null,
    total_probability: null,
  };
  const list: PromotionAuthored[] = [
    {
      ...base,
      id: PROMO.WELCOME,
      ...promotionTexts('WELCOME'),
      type: 1,
      recurrence: 1,
      start_time: now - 200 * DAY,
      apply_min_amount: '100.00',
      apply_max_amount: '5000.00',
      bonus_percent: '100',
      bonus_cap: '5000.00',
      rollover_multiplier: 10,
      sort: 1,
    },
    {
      ...base,
      id: PROMO.CHECKIN,
      ...promotionTexts('CHECKIN'),
      type: 6,
      recurrence: 2,
      start_time: now - 120 * DAY,
      sort: 2,
    },
    {
      ...base,
      id: PROMO.DAILY_RELOAD,
      ...promotionTexts('DAILY_RELOAD'),
      type: 6,
      recurrence: 2,
      start_time: now - 60 * DAY,
      end_time: now + 120 * DAY,
      apply_min_amount: '100.00',
      apply_max_amount: '20000.00',
      bonus_percent: '10',
      bonus_cap: '888.00',
      rollover_multiplier: 5,
      sort: 3,
    },
    {
      ...base,
      id: PROMO.WEEKEND_RELOAD,
      ...promotionTexts('WEEKEND_RELOAD'),
      type: 2,
      recurrence: 3,
      start_time: now - 90 * DAY,
      apply_min_amount: '200.00',
      apply_max_amount: '10000.00',
      bonus_percent: '50',
      bonus_cap: '2000.00',
      rollover_multiplier: 8,
      sort: 4,
    },
    {
      ...base,
      id: PROMO.MONTHLY_CASHBACK,
      ...promotionTexts('MONTHLY_CASHBACK'),
      type: 1,
      recurrence: 4,
      start_time: now - 150 * DAY,
      apply_min_amount: '500.00',
      apply_max_amount: '100000.00',
      bonus_percent: '5',
      bonus_cap: '5000.00',
      rollover_multiplier: 3,
      sort: 5,
    },
    {
      ...base,
      id: PROMO.REFERRAL,
      ...promotionTexts('REFERRAL'),
      type: 3,
      recurrence: 1,
      start_time: now - 300 * DAY,
      audience: 3,
      sort: 6,
    },
    {
      ...base,
      id: PROMO.RED_PACKET,
      ...promotionTexts('RED_PACKET'),
      type: 4,
      recurrence: 2,
      start_time: now - 30 * DAY,
      end_time: now + 60 * DAY,
      draws_per_period: 3,
      total_probability: '95',
      rollover_multiplier: 1,
      sort: 7,
    },
    {
      ...base,
      id: PROMO.ROULETTE,
      ...promotionTexts('ROULETTE'),
      type: 5,
      recurrence: 3,
      start_time: now - 45 * DAY,
      draws_per_period: 2,
      total_probability: '98.5',
      rollover_multiplier: 1,
      sort: 8,
    },
    {
      ...base,
      id: PROMO.COUPON,
      ...promotionTexts('COUPON'),
      type: 7,
      recurrence: 4,
      start_time: now - 240 * DAY,
      audience: 3,
      rollover_multiplier: 3,
      sort: 9,
    },
    {
      ...base,
      id: PROMO.AGENT_BOOST,
      ...promotionTexts('AGENT_BOOST'),
      type: 1,
      recurrence: 3,
      start_time: now - 70 * DAY,
      audience: 1,
      apply_min_amount: '1000.00',
      apply_max_amount: '200000.00',
      bonus_percent: '2',
      bonus_cap: '10000.00',
      rollover_multiplier: 1,
      sort: 10,
    },
    {
      ...base,
      id: PROMO.ENDED,
      ...promotionTexts('ENDED'),
      type: 2,
      recurrence: 1,
      start_time: now - 80 * DAY,
      end_time: now - 50 * DAY,
      apply_min_amount: '888.00',
      apply_max_amount: '888.00',
      bonus_percent: '21.17',
      bonus_cap: '188.00',
      rollover_multiplier: 5,
      sort: 11,
    },
  ];
  return list.map(({ title, summary, content, rules, tags, ...promotion }) => ({
    ...promotion,
    ...withTranslations({ title, summary, content, rules, tags }),
    banner_path: `/storage/promotions/${promotion.id}.svg`,
  }));
}

/** The prizes of the red packet and the roulette, in draw order. */
const PRIZES = (['RED_PACKET', 'ROULETTE'] as const).flatMap((name) =>
  fixture.prizes[name].map((prize, index) => ({
    ...prize,
    promotion_id: PROMO[name],
    sort: index + 1,
  })),
);

/** Promotions, prizes, promo codes, and the demo member's applications, draws and missions. */
export async function seedPromotions({ db, faker, now, offset, today }: EngageSeed): Promise<void> {
  const demo = ENGAGE_DEMO_MEMBER_ID;
  // ---- promotions, prizes, promo codes ----
  for (const promotion of promotions(now)) await db.promotions.create(promotion);
  for (const prize of PRIZES) await db.promotionPrizes.create(prize);
  await db.promoCodes.create({
    code: 'WELCOME100',
    promotion_id: PROMO.COUPON,
    bonus: '100.00',
    max_uses: 1000,
    used_count: 214,
    expires_at: now + 40 * DAY,
  });
  await db.promoCodes.create({
    code: 'LUCKY88',
    promotion_id: PROMO.COUPON,
    bonus: '88.00',
    max_uses: 500,
    used_count: 500,
    expires_at: now + 10 * DAY,
  });
  await db.promoCodes.create({
    code: 'MOONCAKE2025',
    promotion_id: PROMO.COUPON,
    bonus: '58.00',
    max_uses: 1000,
    used_count: 731,
    expires_at: now - 50 * DAY,
  });

  // ---- the demo member's applications, one in every status ----
  const applications = [
    {
      promotion_id: PROMO.WELCOME,
      type: 1 as const,
      amount: '1000.00',
      bonus: '1000.00',
      status: 3 as const,
      current: '0.00',
      required: '20000.00',
      code: null,
      at: now - 170 * DAY,
    },
    {
      promotion_id: PROMO.WEEKEND_RELOAD,
      type: 2 as const,
      amount: '1000.00',
      bonus: '500.00',
      status: 4 as const,
      current: '12000.00',
      required: '12000.00',
      code: null,
      at: now - 23 * DAY,
    },
    {
      promotion_id: PROMO.COUPON,
      type: 7 as const,
      amount: '0.00',
      bonus: '88.00',
      status: 4 as const,
      current: '264.00',
      required: '264.00',
      code: 'LUCKY88',
      at: now - 12 * DAY,
    },
    {
      promotion_id: PROMO.WEEKEND_RELOAD,
      type: 2 as const,
      amount: '2000.00',
      bonus: '1000.00',
      status: 2 as const,
      current: '8450.00',
      required: '24000.00',
      code: null,
      at: now - 9 * DAY,
    },
    {
      promotion_id: PROMO.DAILY_RELOAD,
      type: 6 as const,
      amount: '500.00',
      bonus: '50.00',
      status: 5 as const,
      current: '0.00',
      required: '2750.00',
      code: null,
      at: now - 5 * DAY,
    },
    {
      promotion_id: PROMO.MONTHLY_CASHBACK,
      type: 1 as const,
      amount: '12500.00',
      bonus: '625.00',
      status: 1 as const,
      current: '0.00',
      required: '39375.00',
      code: null,
      at: now - 2 * 3600,
    },
    {
      promotion_id: PROMO.RED_PACKET,
      type: 4 as const,
      amount: '0.00',
      bonus: '18.88',
      status: 2 as const,
      current: '6.40',
      required: '18.88',
      code: null,
      at: Math.max(dayStart(today, offset), now - 3 * 3600),
    },
  ];
  let applicationId = 3001;
  for (const entry of applications) {
    await db.promotionApplications.create({
      id: applicationId++,
      account_id: demo,
      promotion_id: entry.promotion_id,
      type: entry.type,
      amount: entry.amount,
      bonus: entry.bonus,
      status: entry.status,
      rollover_current: entry.current,
      rollover_required: entry.required,
      promo_code: entry.code,
      created_at: entry.at,
    });
  }
  // Other members' applications, so lists are per member.
  for (const accountId of [10003, 10005, 10006]) {
    await db.promotionApplications.create({
      id: applicationId++,
      account_id: accountId,
      promotion_id: PROMO.WELCOME,
      type: 1,
      amount: '500.00',
      bonus: '500.00',
      status: 2,
      rollover_current: new Decimal(faker.number.int({ min: 0, max: 9000 })).toFixed(2),
      rollover_required: '10000.00',
      promo_code: null,
      created_at: now - faker.number.int({ min: 3, max: 80 }) * DAY,
    });
  }

  // ---- red packet and roulette draws of the demo member ----
  const earlierToday = Math.max(dayStart(today, offset), now - 3 * 3600);
  const draws = [
    { promotion: PROMO.RED_PACKET, recurrence: 2 as const, prize: 2, at: earlierToday },
    { promotion: PROMO.ROULETTE, recurrence: 3 as const, prize: null, at: now - 15 * DAY },
    { promotion: PROMO.ROULETTE, recurrence: 3 as const, prize: 12, at: now - 15 * DAY + 40 },
  ];
  for (const [index, draw] of draws.entries()) {
    await db.promotionDraws.create({
      id: index + 1,
      account_id: demo,
      promotion_id: draw.promotion,
      period: periodKey(draw.recurrence, draw.at, offset),
      prize_id: draw.prize,
      created_at: draw.at,
    });
  }

  // ---- check-in: a broken streak two weeks ago, then yesterday and the day before ----
  const checkinDays: [number, number][] = [
    [today - 14, 1],
    [today - 13, 2],
    [today - 12, 3],
    [today - 2, 1],
    [today - 1, 2],
  ];
  for (const [index, [day, cycleDay]] of checkinDays.entries()) {
    await db.promotionCheckins.create({
      id: index + 1,
      account_id: demo,
      day,
      cycle_day: cycleDay,
      reward: CHECKIN_REWARDS[cycleDay - 1] ?? '5.00',
      created_at: dayStart(day, offset) + faker.number.int({ min: 8 * 3600, max: 22 * 3600 }),
    });
  }

  // ---- daily missions with progress ----
  const missions = [
    {
      title: 'Deposit 500.00 today',
      target: '500.00',
      progress: '500.00',
      reward: '8.00',
      status: 2 as const,
      recurrence: 2 as const,
    },
    {
      title: 'Bet 3,000.00 on slots today',
      target: '3000.00',
      progress: '1250.50',
      reward: '15.00',
      status: 1 as const,
      recurrence: 2 as const,
    },
    {
      title: 'Play 20 rounds of Live Baccarat',
      target: '20',
      progress: '20',
      reward: '5.00',
      status: 3 as const,
      recurrence: 2 as const,
    },
    {
      title: 'Win 5 sports bets this week',
      target: '5',
      progress: '2',
      reward: '28.00',
      status: 1 as const,
      recurrence: 3 as const,
    },
    {
      title: 'Sign in 7 days in a row',
      target: '7',
      progress: '7',
      reward: '18.00',
      status: 2 as const,
      recurrence: 3 as const,
    },
  ];
  let missionId = 1;
  for (const [sort, mission] of missions.entries())
    await db.promotionMissions.create({ id: missionId++, account_id: demo, sort, ...mission });
  await db.promotionMissions.create({
    id: missionId++,
    account_id: 10003,
    sort: 0,
    title: 'Deposit 500.00 today',
    target: '500.00',
    progress: '500.00',
    reward: '8.00',
    status: 2,
    recurrence: 2,
  });
}
