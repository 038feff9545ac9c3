import * as z from 'zod';
import { defineCollections } from './define.ts';
import { lazySchema } from '../lib/lazy-schema.ts';
import {
  AccountType,
  AffiliateApplicationChannel,
  AffiliateIntroduceContact,
  AffiliatePercent,
  AffiliateStatus,
  Audience,
  GameFamily,
  KycDocumentType,
  KycStatus,
  MemberGroupLogType,
  MessageBox,
  MessageNotice,
  MessageReadStatus,
  Money,
  PromotionApplicationStatus,
  PromotionDecimal,
  PromotionPrize,
  PromotionProbability,
  PromotionRecurrence,
  PromotionType,
  QrCodeStatus,
  ReferralRewardStatus,
  TransferFeeBearer,
  VipLevel,
} from '../lib/schemas.ts';
import { translationsOf } from '../lib/i18n.ts';

/**
 * Collections of the engage area: promotions (applications, promo codes, check-in, missions,
 * prize sets and draws), messages and notices, referral rewards, the affiliate side (profiles,
 * invitation codes, QR codes, credit transfers, member group logs), VIP and KYC.
 * Foreign keys are ids; views add names and URLs at answer time.
 */
const id = z.number().int().min(1);
const time = z.number().int().min(0);

const promotionFields = lazySchema(() =>
  z.object({
    id,
    title: z.string(),
    type: PromotionType,
    recurrence: PromotionRecurrence,
    /** Storage path of the banner; the view makes it absolute. */
    banner_path: z.string(),
    summary: z.string(),
    content: z.string(),
    rules: z.array(z.string()),
    start_time: time,
    end_time: time.nullable(),
    audience: Audience,
    tags: z.array(z.string().max(30)),
    /** Present when the promotion takes an apply amount (Manual, Transfer, Repeat Bonus). */
    apply_min_amount: Money.nullable(),
    apply_max_amount: Money.nullable(),
    /** Bonus in percent of the applied amount, and its cap. */
    bonus_percent: z.string().nullable(),
    bonus_cap: Money.nullable(),
    /** Rollover required = (amount + bonus) x this. */
    rollover_multiplier: z.number().int().min(0),
    /** Red packet / roulette: draws per recurrence period, and the stated total winning probability. */
    draws_per_period: z.number().int().min(0).nullable(),
    total_probability: PromotionProbability.nullable(),
    /** A bonus on a deposit (first-deposit or reload): paid only on a deposit the member made. */
    deposit_bonus: z.boolean().default(false),
    sort: z.number().int(),
  }),
);
/** A promotion; its texts are English, `i18n` holds them in the other locales (lib/i18n.ts). */
export const promotionSchema = lazySchema(() =>
  promotionFields.extend({
    i18n: translationsOf(
      promotionFields.pick({ title: true, summary: true, content: true, rules: true, tags: true }),
    ),
  }),
);
export type PromotionRecord = z.infer<typeof promotionSchema>;

export const promotionApplicationSchema = lazySchema(() =>
  z.object({
    id,
    account_id: id,
    promotion_id: id,
    type: PromotionType,
    amount: Money,
    bonus: Money,
    status: PromotionApplicationStatus,
    /**
     * Wagered before `rollover_counted_from` (a seeded application's history); the bets settled
     * since are added to it when the rollover is read (mocks/lib/rollover.ts).
     */
    rollover_current: Money,
    rollover_required: Money,
    /** The member's bets settled after this moment count towards the rollover (its approval). */
    rollover_counted_from: time,
    /** The promo code that created it, if any. */
    promo_code: z.string().nullable(),
    /** A deposit bonus: the order number of the deposit it was paid on (one bonus a deposit). */
    deposit_order_no: z.string().optional(),
    /** A tournament's prize: the tournament that paid it (promotion_id is then the tournament's). */
    tournament_id: id.optional(),
    created_at: time,
  }),
);
export type PromotionApplicationRecord = z.infer<typeof promotionApplicationSchema>;

export const promoCodeSchema = lazySchema(() =>
  z.object({
    /** Upper-case code; lookups ignore case. */
    code: z.string(),
    promotion_id: id,
    bonus: Money,
    max_uses: z.number().int().min(1),
    used_count: z.number().int().min(0),
    expires_at: time.nullable(),
  }),
);

export const checkinSchema = lazySchema(() =>
  z.object({
    id,
    account_id: id,
    /** Day number in the server timezone. */
    day: z.number().int(),
    cycle_day: z.number().int().min(1).max(31),
    reward: Money,
    created_at: time,
  }),
);

export const missionSchema = lazySchema(() =>
  z.object({
    id,
    account_id: id,
    title: z.string(),
    target: PromotionDecimal,
    reward: Money,
    recurrence: PromotionRecurrence,
    /** What it counts of the member's recorded activity (lib/engage-rules.ts missionProgress). */
    measure: z.enum(['deposit_amount', 'valid_bet', 'bet_count', 'win_count']),
    /** Only bets of this game family count; null: any. */
    game_type: GameFamily.nullable(),
    /** The period (periodKey) whose reward was claimed: Claimed while it is the current one. */
    claimed_period: z.string().nullable(),
    sort: z.number().int(),
  }),
);
export type MissionRecord = z.infer<typeof missionSchema>;

export const prizeSchema = lazySchema(() =>
  PromotionPrize.extend({ promotion_id: id, sort: z.number().int() }),
);
export type PrizeRecord = z.infer<typeof prizeSchema>;

export const drawSchema = lazySchema(() =>
  z.object({
    id,
    account_id: id,
    promotion_id: id,
    /** The claim period the draw counts against. */
    period: z.string(),
    prize_id: id.nullable(),
    created_at: time,
  }),
);

/** A site notice as the API shows it (English), with its title and content in other locales. */
export const messageNoticeSchema = lazySchema(() =>
  MessageNotice.extend({
    i18n: translationsOf(MessageNotice.pick({ title: true, content: true })),
  }),
);
export type MessageNoticeRecord = z.infer<typeof messageNoticeSchema>;

export const memberMessageSchema = lazySchema(() =>
  z.object({
    id,
    account_id: id,
    box: MessageBox,
    title: z.string(),
    content: z.string(),
    read_status: MessageReadStatus,
    created_at: time,
    sender: z.string(),
    i18n: translationsOf(z.object({ title: z.string(), content: z.string() })),
  }),
);
export type MemberMessageRecord = z.infer<typeof memberMessageSchema>;

export const referralRewardSchema = lazySchema(() =>
  z.object({
    id,
    referrer_id: id,
    invitee_id: id,
    reward_amount: Money,
    status: ReferralRewardStatus,
    created_at: time,
    remark: z.string(),
  }),
);

export const affiliateProfileSchema = lazySchema(() =>
  z.object({
    account_id: id,
    affiliate_status: AffiliateStatus,
    point: Money,
    month_commission: Money,
    /** Previous sign-in to the agent side. */
    last_login_at: time.nullable(),
    can_invite_affiliate: z.boolean(),
    transfer_min: Money,
    transfer_max: Money,
    fee_percent: AffiliatePercent,
    default_fee_bearer: TransferFeeBearer,
  }),
);
export type AffiliateProfile = z.infer<typeof affiliateProfileSchema>;

export const inviteCodeSchema = lazySchema(() =>
  z.object({
    id,
    agent_id: id,
    code: z.string().regex(/^\d{6}$/),
    type: AccountType,
    registered_count: z.number().int().min(0),
    created_at: time,
  }),
);

export const qrCodeSchema = lazySchema(() =>
  z.object({
    id,
    agent_id: id,
    code: z.string().regex(/^[A-Za-z0-9]{8,32}$/),
    type: AccountType,
    /** Stored status; an unused code past expires_at shows as 4 (Expired). */
    status: QrCodeStatus,
    created_at: time,
    expires_at: time.nullable(),
  }),
);
export type QrCodeRecord = z.infer<typeof qrCodeSchema>;

export const creditTransferSchema = lazySchema(() =>
  z.object({
    id,
    agent_id: id,
    to_user_id: id,
    amount: Money,
    fee: Money,
    fee_bearer: TransferFeeBearer,
    received_amount: Money,
    created_at: time,
    remark: z.string(),
  }),
);

export const memberGroupLogSchema = lazySchema(() =>
  z.object({
    id,
    agent_id: id,
    type: MemberGroupLogType,
    user_id: id,
    content: z.string(),
    operator: z.string(),
    created_at: time,
  }),
);

/** Sign-in and presence of accounts the downline and dashboard show. */
export const loginActivitySchema = lazySchema(() =>
  z.object({
    account_id: id,
    last_login_at: time.nullable(),
    /** Last request seen from the account (online when recent). */
    last_seen_at: time.nullable(),
  }),
);

/** A VIP level as the API shows it (English name), with its name in other locales. */
export const vipLevelSchema = lazySchema(() =>
  VipLevel.extend({
    i18n: translationsOf(VipLevel.pick({ name: true })),
  }),
);
export type VipLevelRecord = z.infer<typeof vipLevelSchema>;

export const kycCheckSchema = lazySchema(() =>
  z.object({
    account_id: id,
    status: KycStatus,
    real_name: z.string(),
    document_type: KycDocumentType,
    /** Stored whole; views mask it. */
    id_number: z.string(),
    submitted_at: time,
    reviewed_at: time.nullable(),
    reason: z.string().nullable(),
  }),
);

export const affiliateIntroSchema = lazySchema(() =>
  z.object({
    id: z.literal(1),
    title: z.string(),
    content: z.string(),
    contact: z.array(AffiliateIntroduceContact),
    /** Site path of the Join button; the view makes it absolute. */
    join_path: z.string(),
  }),
);

/**
 * An agent application (POST /agent/apply) as the affiliate team reviews it: the new agent
 * account (in affiliate status 6, Pending, on its profile), how it means to bring players, and
 * the client that filed it (one application per client per APPLY_INTERVAL_SECONDS).
 */
export const affiliateApplicationSchema = lazySchema(() =>
  z.object({
    id,
    account_id: id,
    channel: AffiliateApplicationChannel,
    message: z.string().max(500).nullable(),
    fingerprint: z.string(),
    created_at: time,
  }),
);
export type AffiliateApplicationRecord = z.infer<typeof affiliateApplicationSchema>;

/** A competition's final board, kept when it settles: members by account, the house's players by name. */
const finalBoard = lazySchema(() =>
  z.array(
    z.object({
      place: id,
      account_id: id.nullable(),
      name: z.string(),
      points: z.number().int().min(0),
      prize: Money.nullable(),
    }),
  ),
);

/** A slot tournament (tag tournaments; mocks/lib/tournaments.ts works out its standings). */
export const tournamentSchema = lazySchema(() =>
  z.object({
    id,
    period: z.enum(['daily', 'weekly', 'monthly', 'campaign']),
    title: z.string(),
    summary: z.string(),
    i18n: translationsOf(z.object({ title: z.string(), summary: z.string() })),
    start_time: time,
    /** Exclusive: bets settled from this moment on no longer score. */
    end_time: time,
    game_type: GameFamily,
    min_stake: Money,
    prize_pool: Money,
    rollover_multiplier: z.number().int().min(0),
    /** Each place of a range wins `share` percent of the pool. */
    prizes: z.array(
      z.object({
        from_place: id,
        to_place: id,
        share: z.string().regex(/^\d{1,3}(\.\d{1,2})?$/),
      }),
    ),
    /**
     * The house's other players (the fake has no other live members): each scores `base`
     * points at the start and `rate` more an hour while it runs.
     */
    rivals: z.array(z.object({ name: z.string(), base: z.number().int(), rate: z.number() })),
    settled_at: time.nullable(),
    /** The final board, kept when it settles: members by account, rivals by name. */
    results: finalBoard.nullable(),
  }),
);
export type TournamentRecord = z.infer<typeof tournamentSchema>;

/** A round of the match predictor (tag predictor; mocks/lib/predictor.ts). */
export const predictorRoundSchema = lazySchema(() =>
  z.object({
    id,
    number: id,
    points_outcome: id,
    points_exact: id,
    prizes: z.array(Money),
    rollover_multiplier: z.number().int().min(0),
    /** The house's other players and the points they have when the round is settled. */
    rivals: z.array(z.object({ name: z.string(), points: z.number().int().min(0) })),
    settled_at: time.nullable(),
    /** The final board, kept when it settles. */
    results: finalBoard.nullable(),
  }),
);
export type PredictorRoundRecord = z.infer<typeof predictorRoundSchema>;

/** A match of the predictor: its result is in the record, and known from `settles_at`. */
export const predictorMatchSchema = lazySchema(() =>
  z.object({
    id,
    round_id: id,
    sport: z.enum(['football', 'basketball', 'esports']),
    league: z.string(),
    home: z.string(),
    away: z.string(),
    kick_off: time,
    settles_at: time,
    exact_score: z.boolean(),
    result_home: z.number().int().min(0),
    result_away: z.number().int().min(0),
  }),
);
export type PredictorMatchRecord = z.infer<typeof predictorMatchSchema>;

/** A member's pick for a match (`<account_id>:<match_id>`; a new pick replaces it). */
export const predictorPickSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    account_id: id,
    match_id: id,
    outcome: z.enum(['1', 'X', '2']),
    home_score: z.number().int().min(0).nullable(),
    away_score: z.number().int().min(0).nullable(),
    updated_at: time,
  }),
);
export type PredictorPickRecord = z.infer<typeof predictorPickSchema>;

export function engageCollections() {
  return defineCollections({
    promotions: promotionSchema,
    promotionApplications: promotionApplicationSchema,
    promoCodes: promoCodeSchema,
    promotionCheckins: checkinSchema,
    promotionMissions: missionSchema,
    promotionPrizes: prizeSchema,
    promotionDraws: drawSchema,
    memberMessages: memberMessageSchema,
    messageNotices: messageNoticeSchema,
    referralRewards: referralRewardSchema,
    affiliateProfiles: affiliateProfileSchema,
    affiliateInviteCodes: inviteCodeSchema,
    affiliateQrCodes: qrCodeSchema,
    affiliateCreditTransfers: creditTransferSchema,
    affiliateGroupLogs: memberGroupLogSchema,
    loginActivity: loginActivitySchema,
    vipLevels: vipLevelSchema,
    kycChecks: kycCheckSchema,
    affiliateIntro: affiliateIntroSchema,
    affiliateApplications: affiliateApplicationSchema,
    tournaments: tournamentSchema,
    predictorRounds: predictorRoundSchema,
    predictorMatches: predictorMatchSchema,
    predictorPicks: predictorPickSchema,
  });
}
