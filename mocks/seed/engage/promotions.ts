import Decimal from 'decimal.js';
import * as z from 'zod';
import {
  type missionSchema,
  type promotionApplicationSchema,
  promotionSchema,
} from '../../collections/engage.ts';
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
export type PromotionName = keyof typeof PROMO;

type PromotionSeed = z.input<typeof promotionSchema>;
type Application = z.input<typeof promotionApplicationSchema>;
type MissionSeed = z.input<typeof missionSchema>;
/** The texts of a promotion as the seed authors them, in every site locale. */
type PromotionTexts = {
  title: LocalizedText;
  summary: LocalizedText;
  content: LocalizedText;
  rules: LocalizedText[];
  tags: LocalizedText[];
};

/** Promotion tags (at most 30 characters in every locale), by name (fixtures/promotions.json). */
const TAGS: Record<string, LocalizedText> = fixture.tags;

/** A promotion's texts from the fixture, its tags named there resolved. */
function promotionTexts(name: PromotionName): PromotionTexts {
  const { title, summary, content, rules, tags } = fixture.promotions[name];
  return {
    title,
    summary,
    content,
    rules,
    tags: tags.map((tag) => {
      const text = TAGS[tag];
      if (text === undefined) throw new Error(`promotions.json: unknown tag ${tag}`);
      return text;
    }),
  };
}

/**
 * A promotion's terms (fixtures/promotions.json): its kind, who may join, the apply amounts,
 * bonus and rollover, draws, and its start and end in days from now (null: no end).
 */
const PromotionTerms = promotionSchema
  .pick({
    type: true,
    recurrence: true,
    audience: true,
    apply_min_amount: true,
    apply_max_amount: true,
    bonus_percent: true,
    bonus_cap: true,
    rollover_multiplier: true,
    draws_per_period: true,
    total_probability: true,
    deposit_bonus: true,
  })
  .extend({ start_day: z.number().int(), end_day: z.number().int().nullable() });

const PROMOTION_NAMES = Object.keys(PROMO) as PromotionName[];

/**
 * A promotion's figures as its banner names them, from its terms (the one place they are
 * written): `bonus_percent` ('100') and `bonus_cap` in whole pesos with thousands ('5,000').
 */
export function promotionFigures(name: PromotionName): Record<string, string> {
  // The fixture's own values, unparsed: banners are built when the artwork module loads, before
  // any schema is (mocks/lib/lazy-schema.ts).
  const { bonus_percent, bonus_cap } = fixture.promotions[name].terms;
  const figures: Record<string, string> = {};
  if (bonus_percent !== null) figures.bonus_percent = new Decimal(bonus_percent).toString();
  if (bonus_cap !== null)
    figures.bonus_cap = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(
      new Decimal(bonus_cap).toNumber(),
    );
  return figures;
}

/** Every promotion, in id order (which is also its display order). */
function promotions(now: number): PromotionSeed[] {
  return PROMOTION_NAMES.map((name) => {
    const id = PROMO[name];
    const { start_day, end_day, ...terms } = PromotionTerms.parse(fixture.promotions[name].terms);
    const { title, summary, content, rules, tags } = promotionTexts(name);
    return {
      id,
      ...terms,
      start_time: now + start_day * DAY,
      end_time: end_day === null ? null : now + end_day * DAY,
      ...withTranslations({ title, summary, content, rules, tags }),
      banner_path: `/storage/promotions/${id}.svg`,
      sort: id,
    };
  });
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
  const codes: [code: string, bonus: string, maxUses: number, used: number, days: number][] = [
    ['WELCOME100', '100.00', 1000, 214, 40],
    ['LUCKY88', '88.00', 500, 500, 10],
    ['MOONCAKE2025', '58.00', 1000, 731, -50],
  ];
  for (const [code, bonus, maxUses, used, days] of codes)
    await db.promoCodes.create({
      code,
      promotion_id: PROMO.COUPON,
      bonus,
      max_uses: maxUses,
      used_count: used,
      expires_at: now + days * DAY,
    });

  // ---- the demo member's applications, one in every status ----
  const earlierToday = Math.max(dayStart(today, offset), now - 3 * 3600);
  // promotion, type, amount, bonus, status, rollover current and required, promo code, when
  const applications: [
    promotion: number,
    type: Application['type'],
    amount: string,
    bonus: string,
    status: Application['status'],
    current: string,
    required: string,
    code: string | null,
    at: number,
  ][] = [
    [PROMO.WELCOME, 1, '1000.00', '1000.00', 3, '0.00', '20000.00', null, now - 170 * DAY],
    [PROMO.WEEKEND_RELOAD, 2, '1000.00', '500.00', 4, '12000.00', '12000.00', null, now - 23 * DAY],
    [PROMO.COUPON, 7, '0.00', '88.00', 4, '264.00', '264.00', 'LUCKY88', now - 12 * DAY],
    [PROMO.WEEKEND_RELOAD, 2, '2000.00', '1000.00', 2, '8450.00', '24000.00', null, now - 9 * DAY],
    [PROMO.DAILY_RELOAD, 6, '500.00', '50.00', 5, '0.00', '2750.00', null, now - 5 * DAY],
    [PROMO.MONTHLY_CASHBACK, 1, '12500.00', '625.00', 1, '0.00', '39375.00', null, now - 7200],
    [PROMO.RED_PACKET, 4, '0.00', '18.88', 2, '6.40', '18.88', null, earlierToday],
  ];
  let applicationId = 3001;
  for (const [promotion, type, amount, bonus, status, current, required, code, at] of applications)
    await db.promotionApplications.create({
      id: applicationId++,
      account_id: demo,
      promotion_id: promotion,
      type,
      amount,
      bonus,
      status,
      rollover_current: current,
      rollover_required: required,
      // The seeded history is in rollover_current; the bets recorded from now on are added.
      rollover_counted_from: now,
      promo_code: code,
      created_at: at,
    });
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
      rollover_counted_from: now,
      promo_code: null,
      created_at: now - faker.number.int({ min: 3, max: 80 }) * DAY,
    });
  }

  // ---- red packet and roulette draws of the demo member ----
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

  // ---- missions, and the demo member's activity today that they count ----
  // Settled bets placed earlier today: 1,250.50 on slots, 10 live casino rounds, 2 sports wins.
  // Each on the provider that makes the game (seed/games.ts): Pragmatic Play and PG Soft slots,
  // Evolution's baccarat, SBO's sportsbook.
  const channelOf = (id: number) => {
    const channel = db.channels.findFirst((q) => q.where({ id }));
    if (!channel) throw new Error(`seed: no channel ${id}`);
    return channel;
  };
  const todaysBets: [channelId: number, game: string, stake: string, winLoss: string][] = [
    [10022, 'Sweet Bonanza', '500.00', '-500.00'],
    [10022, 'Gates of Olympus', '450.50', '212.40'],
    [10021, 'Lucky Neko', '300.00', '-300.00'],
    ...Array.from({ length: 10 }, (_, round): [number, string, string, string] => [
      10011,
      'Speed Baccarat A',
      '20.00',
      round % 2 === 0 ? '19.00' : '-20.00',
    ]),
    [10032, 'Football', '200.00', '170.00'],
    [10032, 'Basketball', '100.00', '95.00'],
  ];
  let betId = Math.max(0, ...db.betRecords.findMany().map((bet) => bet.id)) + 1;
  for (const [index, [channelId, game, stake, winLoss]] of todaysBets.entries()) {
    const channel = channelOf(channelId);
    // Never before today's start: in the first minute of a day, `now - 60` is yesterday.
    const at = Math.max(dayStart(today, offset), Math.min(now - 60, earlierToday + index * 300));
    await db.betRecords.create({
      id: betId,
      account_id: demo,
      bet_no: `MS-${String(5550000000 + betId)}`,
      channel_id: channel.id,
      channel_name: channel.name,
      game_name: game,
      game_type: channel.game_type,
      bet_amount: stake,
      valid_bet: stake,
      win_loss: winLoss,
      status: 2,
      result: winLoss.startsWith('-') ? 2 : 1,
      device: 2,
      bet_at: at,
      settled_at: Math.min(now, at + 45),
    });
    betId++;
  }
  // What each mission counts (lib/engage-rules.ts missionProgress); the Live casino one is
  // claimed today. With the bets above: deposit 0 of 500, any bet 1,000 reached, slots
  // 1,250.50 of 3,000, 10 of 10 live rounds (claimed), 2 of 5 sports wins this week.
  const missions: Omit<MissionSeed, 'id' | 'account_id' | 'sort'>[] = [
    {
      title: 'Deposit 500.00 today',
      target: '500.00',
      reward: '8.00',
      recurrence: 2,
      measure: 'deposit_amount',
      game_type: null,
      claimed_period: null,
    },
    {
      title: 'Bet 1,000.00 today',
      target: '1000.00',
      reward: '5.00',
      recurrence: 2,
      measure: 'valid_bet',
      game_type: null,
      claimed_period: null,
    },
    {
      title: 'Bet 3,000.00 on slots today',
      target: '3000.00',
      reward: '15.00',
      recurrence: 2,
      measure: 'valid_bet',
      game_type: 2,
      claimed_period: null,
    },
    {
      title: 'Play 10 rounds in the live casino today',
      target: '10',
      reward: '5.00',
      recurrence: 2,
      measure: 'bet_count',
      game_type: 3,
      claimed_period: periodKey(2, now, offset),
    },
    {
      title: 'Win 5 sports bets this week',
      target: '5',
      reward: '28.00',
      recurrence: 3,
      measure: 'win_count',
      game_type: 1,
      claimed_period: null,
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
    reward: '8.00',
    recurrence: 2,
    measure: 'deposit_amount',
    game_type: null,
    claimed_period: null,
  });
}
