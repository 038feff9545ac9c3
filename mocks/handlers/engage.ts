import Decimal from 'decimal.js';
import { timezoneOffsetSeconds } from '../lib/site-time.ts';
import type { HttpHandler } from 'msw';
import type * as z from 'zod';
import type {
  AffiliateProfile,
  MemberMessageRecord,
  MissionRecord,
  PrizeRecord,
  PromotionApplicationRecord,
  PromotionRecord,
  QrCodeRecord,
} from '../collections/engage.ts';
import { endSession, type FakeContext, startSession } from '../context.ts';
import type { Account } from '../db.ts';
import { nowSeconds } from '../lib/clock.ts';
import {
  CHECKIN_REWARDS,
  creditTransferSplit,
  dayNumber,
  dayStart,
  drawRoll,
  maskIdNumber,
  maskUsername,
  monthEnd,
  periodKey,
  pickPrize,
  PROMOTION_FUND,
  promotionBonus,
  streakEndingAt,
  TRANSFER_FEE_WALLET,
} from '../lib/engage-rules.ts';
import { inLocale, type Locale, localeOf } from '../lib/i18n.ts';
import { checkSignIn } from '../lib/credentials.ts';
import { idempotent } from '../lib/idempotency.ts';
import { move } from '../lib/ledger.ts';
import { recordTrade, TRADE_TYPE } from '../lib/payments-ledger.ts';
import { applyQ, paginate, parseQ } from '../lib/paging.ts';
import { fail, invalid, ok } from '../lib/respond.ts';
import { route } from '../lib/route.ts';
import type {
  AffiliateAccount,
  AffiliateCreditTransfer,
  AffiliateInviteCode,
  AffiliateMemberGroupLog,
  AffiliateQrCode,
  KycInfo,
  MessageItem,
  MessageNotice,
  MessageUnreadCount,
  PromotionApplication,
  PromotionCheckinInfo,
  PromotionDetail,
  PromotionMission,
  PromotionPrize,
  PromotionSummary,
  ReferralReward,
  VipLevelSummary,
} from '../lib/schemas.ts';
import { ops } from '../lib/schemas.ts';
import { MAIN_WALLET_ID, money } from '../lib/views.ts';

type In<T extends z.ZodType> = z.input<T>;

/** A downline account counts as online when it made a call this recently. */
export const ONLINE_WINDOW_SECONDS = 15 * 60;
/** Applications in these statuses use up a promotion's claim for the period (not Rejected, not Cancelled). */
const CLAIMING_STATUSES = new Set([1, 2, 4]);

const notFound = () => fail(404, 'Not found', { code: 'NOT_FOUND' });
const badFilter = () => invalid({ q: ['The filter is not valid JSON.'] });

function originOf(request: Request): string {
  return new URL(request.url).origin;
}

function nextId(ids: number[], floor = 0): number {
  return Math.max(floor, ...ids) + 1;
}

/** An order number for trade records: prefix, date in the server timezone, record id. */
function orderNo(prefix: string, id: number, at: number, offset: number): string {
  return `${prefix}${new Date((at + offset) * 1000).toISOString().slice(0, 10).replaceAll('-', '')}${id}`;
}

function sumMoney<T>(records: readonly T[], pick: (record: T) => string): string {
  return money(records.reduce((total, record) => total.plus(pick(record)), new Decimal(0)));
}

export function engageHandlers(ctx: FakeContext): HttpHandler[] {
  const { db } = ctx;

  const tzOffset = () =>
    timezoneOffsetSeconds(
      db.siteConfig.findFirst((q) => q.where({ id: 1 }))?.permissions.system.timezone,
    );
  const accountById = (id: number) => db.accounts.findFirst((q) => q.where({ id }));

  /**
   * Pays a promotion reward from the promotion fund into a member's main wallet and leaves
   * the trade record (type Bonus) the member's trade records show. False when the fund is short.
   */
  async function payReward(
    accountId: number,
    amount: Decimal.Value,
    remark: string,
    order: [prefix: string, id: number],
  ): Promise<boolean> {
    const value = new Decimal(amount);
    if (value.lte(0)) return true;
    const result = await move(
      ctx,
      PROMOTION_FUND,
      { accountId, walletId: MAIN_WALLET_ID },
      value.toFixed(2),
    );
    if (!result.ok) return false;
    const now = nowSeconds();
    await recordTrade(ctx, {
      accountId,
      type: TRADE_TYPE.BONUS,
      orderNo: orderNo(order[0], order[1], now, tzOffset()),
      amount: value,
      balanceAfter: result.to,
      remark,
      at: now,
    });
    return true;
  }

  // ======================================================================================
  // Promotions
  // ======================================================================================

  const isOpen = (promotion: PromotionRecord, now: number) =>
    promotion.start_time <= now && (promotion.end_time === null || promotion.end_time > now);
  const audienceFits = (promotion: PromotionRecord, account: Account | null) =>
    promotion.audience === 3 ||
    (account ? promotion.audience === (account.type === 1 ? 1 : 2) : promotion.audience === 2);

  /** Why the member may not apply for a promotion now, or null when it may. */
  function applyRefusal(account: Account, promotion: PromotionRecord, now: number): string | null {
    if (!isOpen(promotion, now)) return 'This promotion is not open.';
    if (promotion.apply_min_amount === null || promotion.apply_max_amount === null)
      return 'This promotion is not applied for with an amount.';
    if (!audienceFits(promotion, account))
      return 'This promotion is not available to your account.';
    const period = periodKey(promotion.recurrence, now, tzOffset());
    const claimed = db.promotionApplications
      .findMany((q) => q.where({ account_id: account.id, promotion_id: promotion.id }))
      .some(
        (application) =>
          CLAIMING_STATUSES.has(application.status) &&
          periodKey(promotion.recurrence, application.created_at, tzOffset()) === period,
      );
    if (claimed) {
      return promotion.recurrence === 1
        ? 'You have already applied for this promotion.'
        : 'You have already applied for this promotion in the current period.';
    }
    return null;
  }

  function promotionSummary(
    request: Request,
    promotion: PromotionRecord,
    account: Account | null,
  ): In<typeof PromotionSummary> {
    const texts = inLocale(promotion, localeOf(request));
    return {
      id: promotion.id,
      title: texts.title,
      type: promotion.type,
      recurrence: promotion.recurrence,
      banner_url: `${originOf(request)}${promotion.banner_path}?title=${encodeURIComponent(texts.title)}`,
      summary: texts.summary,
      start_time: promotion.start_time,
      end_time: promotion.end_time,
      audience: promotion.audience,
      tags: texts.tags,
      can_apply: account !== null && applyRefusal(account, promotion, nowSeconds()) === null,
      ...(promotion.apply_min_amount !== null && promotion.apply_max_amount !== null
        ? {
            apply_min_amount: promotion.apply_min_amount,
            apply_max_amount: promotion.apply_max_amount,
          }
        : {}),
    };
  }

  function applicationView(
    application: PromotionApplicationRecord,
    locale: Locale,
  ): In<typeof PromotionApplication> {
    const promotion = db.promotions.findFirst((q) => q.where({ id: application.promotion_id }));
    return {
      id: application.id,
      promotion_id: application.promotion_id,
      promotion_title: promotion ? inLocale(promotion, locale).title : 'Promotion',
      type: application.type,
      amount: application.amount,
      bonus: application.bonus,
      status: application.status,
      rollover: { current: application.rollover_current, required: application.rollover_required },
      created_at: application.created_at,
    };
  }

  const nextApplicationId = () =>
    nextId(
      db.promotionApplications.findMany().map((a) => a.id),
      3000,
    );
  async function createApplication(
    id: number,
    fields: Omit<PromotionApplicationRecord, 'id' | 'created_at'>,
  ): Promise<PromotionApplicationRecord> {
    return db.promotionApplications.create({ id, created_at: nowSeconds(), ...fields });
  }

  // ---- check-in ----
  const checkinEnabled = () =>
    db.siteConfig.findFirst((q) => q.where({ id: 1 }))?.permissions.mission.checkin_status === 1;

  function checkinState(accountId: number, now: number) {
    const today = dayNumber(now, tzOffset());
    const records = db.promotionCheckins.findMany((q) => q.where({ account_id: accountId }));
    const days = new Set(records.map((record) => record.day));
    const todayRecord = records.find((record) => record.day === today);
    const streakBefore = streakEndingAt(days, today - 1);
    const cycle = CHECKIN_REWARDS.length;
    const position = todayRecord ? todayRecord.cycle_day : (streakBefore % cycle) + 1;
    const checkedToday = todayRecord !== undefined;
    const info: In<typeof PromotionCheckinInfo> = {
      cycle_days: cycle,
      days: CHECKIN_REWARDS.map((reward, index) => ({
        day: index + 1,
        reward,
        checked: index + 1 < position || (index + 1 === position && checkedToday),
        is_today: index + 1 === position,
      })),
      today_reward: CHECKIN_REWARDS[position - 1] ?? '0.00',
      checked_today: checkedToday,
      streak: checkedToday ? streakBefore + 1 : streakBefore,
    };
    return { today, position, info };
  }

  // ---- missions ----
  const DEFAULT_MISSIONS: Omit<MissionRecord, 'id' | 'account_id'>[] = [
    {
      title: 'Deposit 500.00 today',
      target: '500.00',
      progress: '0.00',
      reward: '8.00',
      status: 1,
      recurrence: 2,
      sort: 0,
    },
    {
      title: 'Bet 3,000.00 on slots today',
      target: '3000.00',
      progress: '0.00',
      reward: '15.00',
      status: 1,
      recurrence: 2,
      sort: 1,
    },
    {
      title: 'Play 20 rounds of Live Baccarat',
      target: '20',
      progress: '0',
      reward: '5.00',
      status: 1,
      recurrence: 2,
      sort: 2,
    },
  ];

  async function missionsOf(accountId: number): Promise<MissionRecord[]> {
    let missions = db.promotionMissions.findMany((q) => q.where({ account_id: accountId }), {
      orderBy: { sort: 'asc' },
    });
    if (missions.length === 0) {
      let id = nextId(db.promotionMissions.findMany().map((m) => m.id));
      for (const mission of DEFAULT_MISSIONS)
        await db.promotionMissions.create({ id: id++, account_id: accountId, ...mission });
      missions = db.promotionMissions.findMany((q) => q.where({ account_id: accountId }), {
        orderBy: { sort: 'asc' },
      });
    }
    return missions;
  }

  const missionView = (mission: MissionRecord): In<typeof PromotionMission> => ({
    id: mission.id,
    title: mission.title,
    target: mission.target,
    progress: mission.progress,
    reward: mission.reward,
    status: mission.status,
    recurrence: mission.recurrence,
  });

  // ---- prizes ----
  const isPrizePromotion = (promotion: PromotionRecord | undefined): promotion is PromotionRecord =>
    promotion !== undefined && (promotion.type === 4 || promotion.type === 5);
  const prizesOf = (promotionId: number) =>
    db.promotionPrizes.findMany((q) => q.where({ promotion_id: promotionId }), {
      orderBy: { sort: 'asc' },
    });
  const prizeView = (prize: PrizeRecord): In<typeof PromotionPrize> => ({
    id: prize.id,
    name: prize.name,
    amount: prize.amount,
    probability: prize.probability,
  });

  function drawsLeft(accountId: number, promotion: PromotionRecord, now: number): number {
    const period = periodKey(promotion.recurrence, now, tzOffset());
    const used = db.promotionDraws.findMany((q) =>
      q.where({ account_id: accountId, promotion_id: promotion.id, period }),
    ).length;
    return Math.max(0, (promotion.draws_per_period ?? 0) - used);
  }

  const promotionRoutes = [
    route(
      ctx,
      {
        operationId: 'listPromotions',
        auth: 'guest',
        query: ops.ListPromotionsQueryParams,
      },
      async ({ request, query, account }) => {
        const now = nowSeconds();
        const list = db.promotions
          .findMany(undefined, { orderBy: { sort: 'asc' } })
          .filter(
            (promotion) =>
              isOpen(promotion, now) &&
              audienceFits(promotion, account) &&
              (query.type === undefined || promotion.type === query.type),
          )
          .map((promotion) => promotionSummary(request, promotion, account));
        return ok(paginate(list, query.page, query.page_size));
      },
    ),

    route(
      ctx,
      {
        operationId: 'applyPromotion',
        auth: 'member',
        params: ops.ApplyPromotionParams,
        body: ops.ApplyPromotionBody,
      },
      async ({ request, params, body, operationId, account }) => {
        const promotion = db.promotions.findFirst((q) => q.where({ id: params.id }));
        if (!promotion) return notFound();
        return idempotent(
          ctx,
          request,
          account.id,
          operationId,
          { id: params.id, ...body },
          async () => {
            const now = nowSeconds();
            const refusal = applyRefusal(account, promotion, now);
            if (refusal) return invalid({ amount: [refusal] });
            const amount = new Decimal(body.amount);
            const min = promotion.apply_min_amount ?? '0';
            const max = promotion.apply_max_amount ?? '0';
            if (amount.decimalPlaces() > 2 || amount.lt(min) || amount.gt(max))
              return invalid({
                amount: [`The amount must be between ${money(min)} and ${money(max)}`],
              });
            const bonus = promotionBonus(
              amount,
              promotion.bonus_percent ?? '0',
              promotion.bonus_cap,
            );
            // Manual promotions are reviewed by the back office; the others are credited at once.
            const approved = promotion.type !== 1;
            const id = nextApplicationId();
            if (
              approved &&
              !(await payReward(account.id, bonus, `${promotion.title} bonus`, ['PA', id]))
            )
              return invalid({
                amount: ['The promotion budget is used up. Please try again later.'],
              });
            const application = await createApplication(id, {
              account_id: account.id,
              promotion_id: promotion.id,
              type: promotion.type,
              amount: money(amount),
              bonus: money(bonus),
              status: approved ? 2 : 1,
              rollover_current: '0.00',
              rollover_required: money(amount.plus(bonus).times(promotion.rollover_multiplier)),
              promo_code: null,
            });
            return ok(
              applicationView(application, localeOf(request)),
              approved
                ? 'Your bonus has been credited'
                : 'Your application has been submitted for review',
            );
          },
        );
      },
    ),

    route(
      ctx,
      {
        operationId: 'listMyPromotionApplications',
        auth: 'member',
        query: ops.ListMyPromotionApplicationsQueryParams,
      },
      async ({ request, query, account }) => {
        const filters = parseQ(query.q);
        if (!filters) return badFilter();
        const list = db.promotionApplications
          .findMany((q) => q.where({ account_id: account.id }))
          .filter(
            (application) => query.status === undefined || application.status === query.status,
          )
          .sort((a, b) => b.created_at - a.created_at || b.id - a.id)
          .map((application) => applicationView(application, localeOf(request)));
        return ok(paginate(applyQ(list, filters), query.page, query.page_size));
      },
    ),

    route(
      ctx,
      {
        operationId: 'redeemPromoCode',
        auth: 'member',
        body: ops.RedeemPromoCodeBody,
      },
      async ({ request, body, operationId, account }) => {
        return idempotent(ctx, request, account.id, operationId, body, async () => {
          const now = nowSeconds();
          const code = body.code.toUpperCase();
          const entry = db.promoCodes.findFirst((q) => q.where({ code }));
          const promotion = entry
            ? db.promotions.findFirst((q) => q.where({ id: entry.promotion_id }))
            : undefined;
          const alreadyUsed = db.promotionApplications
            .findMany((q) => q.where({ account_id: account.id, promo_code: code }))
            .some((a) => a.status !== 3 && a.status !== 5);
          if (
            !entry ||
            !promotion ||
            !isOpen(promotion, now) ||
            (entry.expires_at !== null && entry.expires_at <= now) ||
            entry.used_count >= entry.max_uses ||
            alreadyUsed
          ) {
            return invalid({ code: ['This promo code is invalid or has already been used'] });
          }
          const id = nextApplicationId();
          if (!(await payReward(account.id, entry.bonus, `Promo code ${code}`, ['PA', id])))
            return invalid({ code: ['The promotion budget is used up. Please try again later.'] });
          await db.promoCodes.update((q) => q.where({ code }), {
            data(record) {
              record.used_count += 1;
            },
          });
          const application = await createApplication(id, {
            account_id: account.id,
            promotion_id: promotion.id,
            type: promotion.type,
            amount: '0.00',
            bonus: entry.bonus,
            status: 2,
            rollover_current: '0.00',
            rollover_required: money(new Decimal(entry.bonus).times(promotion.rollover_multiplier)),
            promo_code: code,
          });
          return ok(applicationView(application, localeOf(request)), 'Promo code redeemed');
        });
      },
    ),

    route(
      ctx,
      {
        operationId: 'getPromotionCheckin',
        auth: 'member',
      },
      async ({ account }) => {
        if (!checkinEnabled()) return notFound();
        return ok(checkinState(account.id, nowSeconds()).info);
      },
    ),

    route(
      ctx,
      {
        operationId: 'checkInPromotion',
        auth: 'member',
      },
      async ({ request, operationId, account }) => {
        if (!checkinEnabled()) return notFound();
        return idempotent(ctx, request, account.id, operationId, null, async () => {
          const now = nowSeconds();
          const state = checkinState(account.id, now);
          if (state.info.checked_today)
            return fail(409, 'You have already checked in today', { code: 'ALREADY_CHECKED_IN' });
          const reward = state.info.today_reward;
          const id = nextId(db.promotionCheckins.findMany().map((c) => c.id));
          if (
            !(await payReward(account.id, reward, `Daily check-in, day ${state.position}`, [
              'CI',
              id,
            ]))
          )
            return fail(409, 'The check-in budget is used up. Please try again later.', {
              code: 'PROMOTION_BUDGET_EXHAUSTED',
            });
          await db.promotionCheckins.create({
            id,
            account_id: account.id,
            day: state.today,
            cycle_day: state.position,
            reward,
            created_at: now,
          });
          return ok(
            { day: state.position, reward, streak: state.info.streak + 1, checked_at: now },
            `Checked in: ${reward} credited`,
          );
        });
      },
    ),

    route(
      ctx,
      {
        operationId: 'listPromotionMissions',
        auth: 'member',
      },
      async ({ account }) => {
        const missions = await missionsOf(account.id);
        return ok({
          list: missions.map(missionView),
          reset_at: dayStart(dayNumber(nowSeconds(), tzOffset()) + 1, tzOffset()),
        });
      },
    ),

    route(
      ctx,
      {
        operationId: 'claimPromotionMission',
        auth: 'member',
        params: ops.ClaimPromotionMissionParams,
      },
      async ({ request, params, operationId, account }) => {
        if (
          !db.promotionMissions.findFirst((q) => q.where({ id: params.id, account_id: account.id }))
        )
          return notFound();
        return idempotent(ctx, request, account.id, operationId, { id: params.id }, async () => {
          const mission = db.promotionMissions.findFirst((q) =>
            q.where({ id: params.id, account_id: account.id }),
          );
          if (!mission) return notFound();
          if (mission.status === 3)
            return fail(409, 'This mission reward was already claimed', {
              code: 'MISSION_ALREADY_CLAIMED',
            });
          if (mission.status !== 2)
            return fail(422, 'This mission cannot be claimed yet', {
              code: 'MISSION_NOT_CLAIMABLE',
            });
          if (
            !(await payReward(account.id, mission.reward, `Mission reward: ${mission.title}`, [
              'MS',
              mission.id,
            ]))
          )
            return fail(422, 'The promotion budget is used up. Please try again later.', {
              code: 'PROMOTION_BUDGET_EXHAUSTED',
            });
          const claimed = await db.promotionMissions.update((q) => q.where({ id: mission.id }), {
            data(record) {
              record.status = 3;
            },
          });
          return ok(
            { mission: missionView(claimed ?? { ...mission, status: 3 }), reward: mission.reward },
            `Reward ${mission.reward} credited`,
          );
        });
      },
    ),

    route(
      ctx,
      {
        operationId: 'getPromotionPrizes',
        auth: 'member',
        params: ops.GetPromotionPrizesParams,
      },
      async ({ params, account }) => {
        const promotion = db.promotions.findFirst((q) => q.where({ id: params.id }));
        if (!isPrizePromotion(promotion) || promotion.total_probability === null) return notFound();
        return ok({
          promotion_id: promotion.id,
          type: promotion.type,
          total_probability: promotion.total_probability,
          prizes: prizesOf(promotion.id).map(prizeView),
          draws_left: isOpen(promotion, nowSeconds())
            ? drawsLeft(account.id, promotion, nowSeconds())
            : 0,
        });
      },
    ),

    route(
      ctx,
      {
        operationId: 'drawPromotionPrize',
        auth: 'member',
        params: ops.DrawPromotionPrizeParams,
      },
      async ({ request, params, operationId, account }) => {
        const promotion = db.promotions.findFirst((q) => q.where({ id: params.id }));
        if (!isPrizePromotion(promotion)) return notFound();
        return idempotent(ctx, request, account.id, operationId, { id: params.id }, async () => {
          const now = nowSeconds();
          if (!isOpen(promotion, now))
            return fail(422, 'This promotion is not open', { code: 'PROMOTION_CLOSED' });
          const left = drawsLeft(account.id, promotion, now);
          if (left <= 0) return fail(422, 'You have no draws left', { code: 'NO_DRAWS_LEFT' });
          const drawIndex = db.promotionDraws.findMany((q) =>
            q.where({ account_id: account.id, promotion_id: promotion.id }),
          ).length;
          const prize = pickPrize(
            prizesOf(promotion.id),
            drawRoll(account.id, promotion.id, drawIndex),
          );
          const drawId = nextId(db.promotionDraws.findMany().map((d) => d.id));
          if (
            prize &&
            !(await payReward(account.id, prize.amount, `${promotion.title}: ${prize.name}`, [
              'DR',
              drawId,
            ]))
          )
            return fail(422, 'The promotion budget is used up. Please try again later.', {
              code: 'PROMOTION_BUDGET_EXHAUSTED',
            });
          const draw = await db.promotionDraws.create({
            id: drawId,
            account_id: account.id,
            promotion_id: promotion.id,
            period: periodKey(promotion.recurrence, now, tzOffset()),
            prize_id: prize?.id ?? null,
            created_at: now,
          });
          if (prize) {
            await createApplication(nextApplicationId(), {
              account_id: account.id,
              promotion_id: promotion.id,
              type: promotion.type,
              amount: '0.00',
              bonus: prize.amount,
              status: 2,
              rollover_current: '0.00',
              rollover_required: money(
                new Decimal(prize.amount).times(promotion.rollover_multiplier),
              ),
              promo_code: null,
            });
          }
          return ok(
            {
              draw_id: draw.id,
              won: prize !== null,
              ...(prize ? { prize: prizeView(prize) } : {}),
              draws_left: left - 1,
              created_at: now,
            },
            prize ? `You won ${prize.name}!` : 'No prize this time',
          );
        });
      },
    ),
    // After the static paths (list, my, checkin, missions), which {id} would otherwise match.
    route(
      ctx,
      {
        operationId: 'getPromotion',
        auth: 'guest',
        params: ops.GetPromotionParams,
      },
      async ({ request, params, account }) => {
        const promotion = db.promotions.findFirst((q) => q.where({ id: params.id }));
        if (!promotion) return notFound();
        const texts = inLocale(promotion, localeOf(request));
        const detail: In<typeof PromotionDetail> = {
          ...promotionSummary(request, promotion, account),
          content: texts.content,
          rules: texts.rules,
        };
        return ok(detail);
      },
    ),
  ];

  // ======================================================================================
  // Messages
  // ======================================================================================

  const messageView = (message: MemberMessageRecord): In<typeof MessageItem> => ({
    id: message.id,
    box: message.box,
    title: message.title,
    content: message.content,
    read_status: message.read_status,
    created_at: message.created_at,
    sender: message.sender,
  });

  function unreadCount(accountId: number): In<typeof MessageUnreadCount> {
    const unread = db.memberMessages.findMany((q) =>
      q.where({ account_id: accountId, read_status: 2 }),
    );
    const inbox = unread.filter((m) => m.box === 1).length;
    const letter = unread.filter((m) => m.box === 2).length;
    return { inbox, letter, total: inbox + letter };
  }

  const listBox = (
    box: 1 | 2,
    operationId: 'listInboxMessages' | 'listLetterMessages',
    schema: typeof ops.ListInboxMessagesQueryParams | typeof ops.ListLetterMessagesQueryParams,
  ) =>
    route(ctx, { operationId, auth: 'member', query: schema }, async ({ query, account }) => {
      const filters = parseQ(query.q);
      if (!filters) return badFilter();
      const list = db.memberMessages
        .findMany((q) => q.where({ account_id: account.id, box }))
        .filter(
          (message) => query.read_status === undefined || message.read_status === query.read_status,
        )
        .sort((a, b) => b.created_at - a.created_at || b.id - a.id)
        .map(messageView);
      return ok(paginate(applyQ(list, filters), query.page, query.page_size));
    });

  /** The member's own message, or undefined (another member's is as good as missing). */
  const ownMessage = (account: Account, id: number) =>
    db.memberMessages.findFirst((q) => q.where({ id, account_id: account.id }));

  const messageRoutes = [
    listBox(1, 'listInboxMessages', ops.ListInboxMessagesQueryParams),
    listBox(2, 'listLetterMessages', ops.ListLetterMessagesQueryParams),

    route(
      ctx,
      {
        operationId: 'listMessageNotices',
        auth: 'guest',
        query: ops.ListMessageNoticesQueryParams,
      },
      async ({ request, query, account }) => {
        const audiences = new Set<number>([3]);
        if (account) audiences.add(account.type === 1 ? 1 : 2);
        const now = nowSeconds();
        const list: In<typeof MessageNotice>[] = db.messageNotices
          .findMany()
          .filter(
            (notice) =>
              audiences.has(notice.audience) &&
              notice.start_time <= now &&
              (notice.end_time === null || notice.end_time > now) &&
              (query.display_method === undefined ||
                notice.display_method === query.display_method) &&
              (query.display_page === undefined ||
                notice.display_pages.includes(query.display_page)),
          )
          .sort((a, b) => b.start_time - a.start_time || b.id - a.id)
          .map((notice) => inLocale(notice, localeOf(request)));
        return ok(paginate(list, query.page, query.page_size));
      },
    ),

    route(
      ctx,
      {
        operationId: 'getMessageUnreadCount',
        auth: 'member',
      },
      async ({ account }) => {
        return ok(unreadCount(account.id));
      },
    ),

    route(
      ctx,
      {
        operationId: 'markMessagesRead',
        auth: 'member',
        body: ops.MarkMessagesReadBody,
      },
      async ({ body, account }) => {
        let targets: MemberMessageRecord[];
        if ('ids' in body) {
          const ids = new Set(body.ids);
          targets = db.memberMessages
            .findMany((q) => q.where({ account_id: account.id, read_status: 2 }))
            .filter((m) => ids.has(m.id));
        } else {
          if (!body.all) return invalid({ all: ['Must be true to mark every message read.'] });
          targets = db.memberMessages
            .findMany((q) => q.where({ account_id: account.id, read_status: 2 }))
            .filter((m) => body.box === undefined || m.box === body.box);
        }
        for (const message of targets)
          await db.memberMessages.update((q) => q.where({ id: message.id }), {
            data(record) {
              record.read_status = 1;
            },
          });
        return ok({ updated: targets.length, unread: unreadCount(account.id) });
      },
    ),

    route(
      ctx,
      {
        operationId: 'getMessage',
        auth: 'member',
        params: ops.GetMessageParams,
      },
      async ({ params, account }) => {
        const message = ownMessage(account, params.id);
        if (!message) return notFound();
        if (message.read_status === 2)
          await db.memberMessages.update((q) => q.where({ id: message.id }), {
            data(record) {
              record.read_status = 1;
            },
          });
        return ok(messageView({ ...message, read_status: 1 }));
      },
    ),

    route(
      ctx,
      {
        operationId: 'deleteMessage',
        auth: 'member',
        params: ops.DeleteMessageParams,
      },
      async ({ params, account }) => {
        if (!ownMessage(account, params.id)) return notFound();
        db.memberMessages.delete((q) => q.where({ id: params.id, account_id: account.id }));
        return ok(null, 'Deleted');
      },
    ),
  ];

  // ======================================================================================
  // Referral
  // ======================================================================================

  const PAID_REWARD = new Set([2, 3]);

  const referralRoutes = [
    route(
      ctx,
      {
        operationId: 'getReferralDetail',
        auth: 'member',
      },
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
          invite_url: `${origin}/register?ref=${account.referral_code}`,
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
      {
        operationId: 'listReferralRewards',
        auth: 'member',
        query: ops.ListReferralRewardsQueryParams,
      },
      async ({ query, account }) => {
        const filters = parseQ(query.q);
        if (!filters) return badFilter();
        const list: In<typeof ReferralReward>[] = db.referralRewards
          .findMany((q) => q.where({ referrer_id: account.id }))
          .filter((reward) => query.status === undefined || reward.status === query.status)
          .sort((a, b) => b.created_at - a.created_at || b.id - a.id)
          .map((reward) => ({
            id: reward.id,
            invitee_username: maskUsername(accountById(reward.invitee_id)?.username ?? 'unknown'),
            reward_amount: reward.reward_amount,
            status: reward.status,
            created_at: reward.created_at,
            remark: reward.remark,
          }));
        const matching = applyQ(list, filters);
        const page = paginate(matching, query.page, query.page_size);
        return ok({
          ...page,
          summary: {
            page_total: sumMoney(page.list, (r) => r.reward_amount),
            total: sumMoney(matching, (r) => r.reward_amount),
          },
        });
      },
    ),
  ];

  // ======================================================================================
  // Affiliate (agent) side
  // ======================================================================================

  async function profileOf(accountId: number): Promise<AffiliateProfile> {
    const existing = db.affiliateProfiles.findFirst((q) => q.where({ account_id: accountId }));
    if (existing) return existing;
    return db.affiliateProfiles.create({
      account_id: accountId,
      affiliate_status: 1,
      point: '0.00',
      month_commission: '0.00',
      last_login_at: null,
      can_invite_affiliate: false,
      transfer_min: '100.00',
      transfer_max: '20000.00',
      fee_percent: '1.5',
      default_fee_bearer: 1,
    });
  }

  const downlineOf = (agentId: number) =>
    db.accounts.findMany((q) => q.where({ parent_id: agentId }));

  function lastLoginOf(accountId: number): number | null {
    const stored =
      db.loginActivity.findFirst((q) => q.where({ account_id: accountId }))?.last_login_at ?? null;
    const sessions = db.sessions
      .findMany((q) => q.where({ account_id: accountId }))
      .map((s) => s.created_at);
    const latest = Math.max(stored ?? 0, ...sessions);
    return latest > 0 ? latest : null;
  }

  function isOnline(accountId: number, now: number): boolean {
    if (
      db.sessions
        .findMany((q) => q.where({ account_id: accountId }))
        .some((s) => s.expires_at > now)
    )
      return true;
    const seen =
      db.loginActivity.findFirst((q) => q.where({ account_id: accountId }))?.last_seen_at ?? null;
    return seen !== null && seen >= now - ONLINE_WINDOW_SECONDS;
  }

  function downlineView(member: Account): In<typeof AffiliateAccount> {
    const affiliateStatus =
      member.type === 1
        ? (db.affiliateProfiles.findFirst((q) => q.where({ account_id: member.id }))
            ?.affiliate_status ?? 1)
        : undefined;
    return {
      user_id: member.id,
      username: member.username,
      account_status: member.status,
      type: member.type,
      total_affiliate:
        member.type === 1
          ? db.accounts.findMany((q) => q.where({ parent_id: member.id, type: 1 })).length
          : 0,
      registration_type: member.registration_type as In<
        typeof AffiliateAccount
      >['registration_type'],
      ...(affiliateStatus !== undefined ? { affiliate_status: affiliateStatus } : {}),
      created_at: member.created_at,
      last_login_at: lastLoginOf(member.id),
    };
  }

  const inviteView = (
    request: Request,
    code: { id: number; code: string; type: 1 | 2; registered_count: number; created_at: number },
  ): In<typeof AffiliateInviteCode> => ({
    id: code.id,
    code: code.code,
    type: code.type,
    invite_url: `${originOf(request)}/register?invite=${code.code}`,
    registered_count: code.registered_count,
    created_at: code.created_at,
  });

  const qrStatus = (code: QrCodeRecord, now: number) =>
    code.status === 1 && code.expires_at !== null && code.expires_at <= now ? 4 : code.status;
  const qrView = (request: Request, code: QrCodeRecord): In<typeof AffiliateQrCode> => ({
    id: code.id,
    code: code.code,
    type: code.type,
    image_url: `${originOf(request)}/storage/qr/${code.code}.svg`,
    link: `${originOf(request)}/register?qr=${code.code}`,
    status: qrStatus(code, nowSeconds()),
    created_at: code.created_at,
    expires_at: code.expires_at,
  });

  /** A fresh 6-digit code, unique among invitation codes and referral codes. */
  function newInviteCode(seed: number): string {
    let value = 100000 + ((seed * 7919 + 4409) % 900000);
    const taken = (code: string) =>
      db.affiliateInviteCodes.findFirst((q) => q.where({ code })) !== undefined ||
      db.accounts.findFirst((q) => q.where({ referral_code: code })) !== undefined;
    while (taken(String(value))) value = value >= 999999 ? 100000 : value + 1;
    return String(value);
  }

  /** A fresh QR code value ('QR' + 8 letters and digits), unique. */
  function newQrCode(seed: number): string {
    const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
    for (let attempt = 0; ; attempt++) {
      let n = (seed * 2654435761 + attempt * 40503) >>> 0;
      let code = 'QR';
      for (let i = 0; i < 8; i++) {
        code += alphabet[n % alphabet.length] ?? 'X';
        n = Math.floor(n / alphabet.length) + (i + 1) * 7919 * (seed + attempt);
      }
      if (!db.affiliateQrCodes.findFirst((q) => q.where({ code }))) return code;
    }
  }

  const affiliateRoutes = [
    route(
      ctx,
      {
        operationId: 'loginAffiliate',
        auth: 'guest',
        body: ops.LoginAffiliateBody,
      },
      async ({ body }) => {
        const account = db.accounts.findFirst((q) => q.where({ username: body.username })) ?? null;
        const refused = await checkSignIn(
          ctx,
          account,
          body.password,
          'Incorrect username or password',
        );
        if (refused || !account)
          return (
            refused ?? fail(422, 'Incorrect username or password', { code: 'INVALID_CREDENTIALS' })
          );
        const now = nowSeconds();
        await db.accounts.update((q) => q.where({ id: account.id }), {
          data(record) {
            record.failed_logins = 0;
          },
        });
        if (account.type !== 1)
          return fail(403, 'This account is not an affiliate account', { code: 'NOT_AFFILIATE' });
        const profile = await profileOf(account.id);
        if (account.status !== 1 || profile.affiliate_status !== 1)
          return fail(403, 'Your affiliate account is not active', { code: 'AFFILIATE_INACTIVE' });
        const previous = profile.last_login_at;
        await db.affiliateProfiles.update((q) => q.where({ account_id: account.id }), {
          data(record) {
            record.last_login_at = now;
          },
        });
        if (db.loginActivity.findFirst((q) => q.where({ account_id: account.id }))) {
          await db.loginActivity.update((q) => q.where({ account_id: account.id }), {
            data(record) {
              record.last_login_at = now;
              record.last_seen_at = now;
            },
          });
        } else {
          await db.loginActivity.create({
            account_id: account.id,
            last_login_at: now,
            last_seen_at: now,
          });
        }
        const session = await startSession(ctx, account.id);
        return ok({
          token: session.token,
          agent: {
            user_id: account.id,
            username: account.username,
            type: 1,
            affiliate_status: profile.affiliate_status,
            currency: account.currency,
            credit: money(account.money),
            referral_code: account.referral_code,
            last_login_at: previous,
          },
        });
      },
    ),

    route(
      ctx,
      // 'any', as the member sign-out (handlers/auth.ts): it ends the session of the token sent.
      { operationId: 'logoutAffiliate', auth: 'any' },
      ({ session }) => {
        endSession(ctx, session);
        return ok(null, 'Signed out');
      },
    ),

    route(
      ctx,
      {
        operationId: 'getAffiliateDashboard',
        auth: 'agent',
      },
      async ({ account }) => {
        const profile = await profileOf(account.id);
        const now = nowSeconds();
        const today = dayNumber(now, tzOffset());
        const downline = downlineOf(account.id);
        return ok({
          credit: money(account.money),
          point: profile.point,
          number_online: downline.filter((member) => isOnline(member.id, now)).length,
          today_new: downline.filter((member) => dayNumber(member.created_at, tzOffset()) === today)
            .length,
          total_affiliate: downline.filter((member) => member.type === 1).length,
          total_member: downline.filter((member) => member.type === 2).length,
          month_commission: profile.month_commission,
        });
      },
    ),

    route(
      ctx,
      {
        operationId: 'listAffiliateDownline',
        auth: 'agent',
        query: ops.ListAffiliateDownlineQueryParams,
      },
      async ({ query, account }) => {
        const filters = parseQ(query.q);
        if (!filters) return badFilter();
        const list = downlineOf(account.id)
          .filter(
            (member) =>
              (query.type === undefined || member.type === query.type) &&
              (query.status === undefined || member.status === query.status),
          )
          .sort((a, b) => b.created_at - a.created_at || b.id - a.id)
          .map(downlineView);
        return ok(paginate(applyQ(list, filters), query.page, query.page_size));
      },
    ),

    route(
      ctx,
      {
        operationId: 'listAffiliateInviteCodes',
        auth: 'agent',
        query: ops.ListAffiliateInviteCodesQueryParams,
      },
      async ({ request, query, account }) => {
        const list = db.affiliateInviteCodes
          .findMany((q) => q.where({ agent_id: account.id }))
          .filter((code) => query.type === undefined || code.type === query.type)
          .sort((a, b) => b.created_at - a.created_at || b.id - a.id)
          .map((code) => inviteView(request, code));
        return ok(paginate(list, query.page, query.page_size));
      },
    ),

    route(
      ctx,
      {
        operationId: 'createAffiliateInviteCode',
        auth: 'agent',
        body: ops.CreateAffiliateInviteCodeBody,
      },
      async ({ request, body, account }) => {
        const profile = await profileOf(account.id);
        if (body.type === 1 && !profile.can_invite_affiliate)
          return invalid({ type: ['Your account may not invite affiliates.'] });
        const id = nextId(
          db.affiliateInviteCodes.findMany().map((c) => c.id),
          40,
        );
        const code = await db.affiliateInviteCodes.create({
          id,
          agent_id: account.id,
          code: newInviteCode(id * 31 + account.id),
          type: body.type,
          registered_count: 0,
          created_at: nowSeconds(),
        });
        return ok(inviteView(request, code), 'Invitation code created');
      },
    ),

    route(
      ctx,
      {
        operationId: 'listAffiliateQrCodes',
        auth: 'agent',
        query: ops.ListAffiliateQrCodesQueryParams,
      },
      async ({ request, query, account }) => {
        const filters = parseQ(query.q);
        if (!filters) return badFilter();
        const list = db.affiliateQrCodes
          .findMany((q) => q.where({ agent_id: account.id }))
          .sort((a, b) => b.created_at - a.created_at || b.id - a.id)
          .map((code) => qrView(request, code))
          .filter((code) => query.status === undefined || code.status === query.status);
        return ok(paginate(applyQ(list, filters), query.page, query.page_size));
      },
    ),

    route(
      ctx,
      {
        operationId: 'createAffiliateQrCode',
        auth: 'agent',
        body: ops.CreateAffiliateQrCodeBody,
      },
      async ({ request, body, account }) => {
        const profile = await profileOf(account.id);
        if (body.type === 1 && !profile.can_invite_affiliate)
          return invalid({ type: ['Your account may not invite affiliates.'] });
        const now = nowSeconds();
        const id = nextId(
          db.affiliateQrCodes.findMany().map((c) => c.id),
          8,
        );
        const code = await db.affiliateQrCodes.create({
          id,
          agent_id: account.id,
          code: newQrCode(id * 131 + account.id),
          type: body.type,
          status: 1,
          created_at: now,
          expires_at: body.valid_days === undefined ? null : now + body.valid_days * 86400,
        });
        return ok(qrView(request, code), 'QR code created');
      },
    ),

    route(
      ctx,
      {
        operationId: 'cancelAffiliateQrCode',
        auth: 'agent',
        params: ops.CancelAffiliateQrCodeParams,
      },
      async ({ request, params, account }) => {
        const code = db.affiliateQrCodes.findFirst((q) =>
          q.where({ id: params.id, agent_id: account.id }),
        );
        if (!code) return notFound();
        if (qrStatus(code, nowSeconds()) !== 1)
          return fail(409, 'This QR code can no longer be cancelled', {
            code: 'QR_CODE_NOT_UNUSED',
          });
        const cancelled = await db.affiliateQrCodes.update((q) => q.where({ id: code.id }), {
          data(record) {
            record.status = 3;
          },
        });
        return ok(qrView(request, cancelled ?? { ...code, status: 3 }), 'QR code cancelled');
      },
    ),

    route(
      ctx,
      {
        operationId: 'getAffiliateCreditTransferInfo',
        auth: 'agent',
      },
      async ({ account }) => {
        const profile = await profileOf(account.id);
        return ok({
          credit: money(account.money),
          min_amount: profile.transfer_min,
          max_amount: profile.transfer_max,
          fee_percent: profile.fee_percent,
          default_fee_bearer: profile.default_fee_bearer,
        });
      },
    ),

    route(
      ctx,
      {
        operationId: 'transferAffiliateCredit',
        auth: 'agent',
        body: ops.TransferAffiliateCreditBody,
      },
      async ({ request, body, operationId, account }) => {
        const agentId = account.id;
        const profile = await profileOf(agentId);
        return idempotent(ctx, request, agentId, operationId, body, async () => {
          const agent = accountById(agentId);
          const target = accountById(body.user_id);
          if (!agent) return fail(401, 'Please Sign In', { code: 'UNAUTHENTICATED' });
          if (!target || target.parent_id !== agentId)
            return invalid({ user_id: ['This account is not in your downline'] });
          const amount = new Decimal(body.amount);
          if (
            amount.decimalPlaces() > 2 ||
            amount.lt(profile.transfer_min) ||
            amount.gt(profile.transfer_max)
          )
            return invalid({ amount: ['The amount does not meet the transfer limit'] });
          const split = creditTransferSplit(amount, profile.fee_percent, body.fee_bearer);
          if (new Decimal(agent.money).lt(split.debit) || split.received.lte(0))
            return invalid({ amount: ['Insufficient Amount'] });
          const sent = await move(
            ctx,
            { accountId: agentId, walletId: MAIN_WALLET_ID },
            { accountId: target.id, walletId: MAIN_WALLET_ID },
            split.received.toFixed(2),
          );
          if (!sent.ok) return invalid({ amount: ['Insufficient Amount'] });
          if (split.fee.gt(0)) {
            const fee = await move(
              ctx,
              { accountId: agentId, walletId: MAIN_WALLET_ID },
              TRANSFER_FEE_WALLET,
              split.fee.toFixed(2),
            );
            if (!fee.ok) {
              // Cannot happen after the check above; undo the first leg so nothing half-moves.
              await move(
                ctx,
                { accountId: target.id, walletId: MAIN_WALLET_ID },
                { accountId: agentId, walletId: MAIN_WALLET_ID },
                split.received.toFixed(2),
              );
              return invalid({ amount: ['Insufficient Amount'] });
            }
          }
          const id = nextId(
            db.affiliateCreditTransfers.findMany().map((t) => t.id),
            7770,
          );
          const now = nowSeconds();
          const no = orderNo('CT', id, now, tzOffset());
          await recordTrade(ctx, {
            accountId: agentId,
            type: TRADE_TYPE.MEMBER_TRANSFER,
            orderNo: no,
            amount: split.debit.negated(),
            balanceAfter: new Decimal(agent.money).minus(split.debit),
            remark: `Credit transfer to ${target.username}`,
            at: now,
          });
          await recordTrade(ctx, {
            accountId: target.id,
            type: TRADE_TYPE.MEMBER_TRANSFER,
            orderNo: no,
            amount: split.received,
            balanceAfter: sent.to,
            remark: `Credit transfer from ${agent.username}`,
            at: now,
          });
          const record = await db.affiliateCreditTransfers.create({
            id,
            agent_id: agentId,
            to_user_id: target.id,
            amount: money(amount),
            fee: money(split.fee),
            fee_bearer: body.fee_bearer,
            received_amount: money(split.received),
            created_at: now,
            remark: body.remark ?? '',
          });
          const view: In<typeof AffiliateCreditTransfer> = {
            ...record,
            to_username: target.username,
          };
          return ok(creditTransferView(view), 'Transfer successful');
        });
      },
    ),

    route(
      ctx,
      {
        operationId: 'listAffiliateCreditTransfers',
        auth: 'agent',
        query: ops.ListAffiliateCreditTransfersQueryParams,
      },
      async ({ query, account }) => {
        const filters = parseQ(query.q);
        if (!filters) return badFilter();
        const list = db.affiliateCreditTransfers
          .findMany((q) => q.where({ agent_id: account.id }))
          .sort((a, b) => b.created_at - a.created_at || b.id - a.id)
          .map((transfer) =>
            creditTransferView({
              ...transfer,
              to_username: accountById(transfer.to_user_id)?.username ?? 'unknown',
            }),
          );
        const matching = applyQ(list, filters);
        const page = paginate(matching, query.page, query.page_size);
        return ok({
          ...page,
          summary: {
            page_total: sumMoney(page.list, (t) => t.amount),
            total: sumMoney(matching, (t) => t.amount),
          },
        });
      },
    ),

    route(
      ctx,
      {
        operationId: 'listAffiliateMemberGroupLogs',
        auth: 'agent',
        query: ops.ListAffiliateMemberGroupLogsQueryParams,
      },
      async ({ query, account }) => {
        const filters = parseQ(query.q);
        if (!filters) return badFilter();
        const list: In<typeof AffiliateMemberGroupLog>[] = db.affiliateGroupLogs
          .findMany((q) => q.where({ agent_id: account.id }))
          .filter((log) => query.type === undefined || log.type === query.type)
          .sort((a, b) => b.created_at - a.created_at || b.id - a.id)
          .map((log) => ({
            id: log.id,
            type: log.type,
            user_id: log.user_id,
            username: accountById(log.user_id)?.username ?? 'unknown',
            content: log.content,
            operator: log.operator,
            created_at: log.created_at,
          }));
        return ok(paginate(applyQ(list, filters), query.page, query.page_size));
      },
    ),

    route(
      ctx,
      {
        operationId: 'getAffiliateIntroduce',
        auth: 'guest',
      },
      ({ request }) => {
        const enabled =
          db.siteConfig.findFirst((q) => q.where({ id: 1 }))?.permissions.agent_introduce.status ===
          1;
        const intro = db.affiliateIntro.findFirst((q) => q.where({ id: 1 }));
        if (!enabled || !intro) return notFound();
        return ok({
          title: intro.title,
          content: intro.content,
          contact: intro.contact,
          join_url: `${originOf(request)}${intro.join_path}`,
        });
      },
    ),
  ];

  function creditTransferView(
    transfer: In<typeof AffiliateCreditTransfer>,
  ): In<typeof AffiliateCreditTransfer> {
    return {
      id: transfer.id,
      to_user_id: transfer.to_user_id,
      to_username: transfer.to_username,
      amount: transfer.amount,
      fee: transfer.fee,
      fee_bearer: transfer.fee_bearer,
      received_amount: transfer.received_amount,
      created_at: transfer.created_at,
      remark: transfer.remark,
    };
  }

  // ======================================================================================
  // VIP and KYC
  // ======================================================================================

  const levelSummary = (level: {
    id: number;
    level: number;
    name: string;
    logo: string;
  }): In<typeof VipLevelSummary> => ({
    id: level.id,
    level: level.level,
    name: level.name,
    logo: level.logo,
  });

  function percentOf(current: string, required: string): number {
    const need = new Decimal(required);
    if (need.lte(0)) return 100;
    return Math.min(100, new Decimal(current).dividedBy(need).times(100).floor().toNumber());
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

  const vipKycRoutes = [
    route(ctx, { operationId: 'getVipLevels', auth: 'guest' }, ({ request }) =>
      ok({
        list: db.vipLevels
          .findMany(undefined, { orderBy: { level: 'asc' } })
          .map((level) => inLocale(level, localeOf(request))),
      }),
    ),

    route(
      ctx,
      {
        operationId: 'getVipProgress',
        auth: 'member',
      },
      async ({ request, account }) => {
        const levels = db.vipLevels
          .findMany(undefined, { orderBy: { level: 'asc' } })
          .map((level) => inLocale(level, localeOf(request)));
        const rank = Number(/(\d+)/.exec(account.member_level)?.[1] ?? 0);
        const current = [...levels].reverse().find((level) => level.level <= rank) ?? levels[0];
        if (!current) return fail(500, 'Load Failed, Please Try Again', { code: 'SERVER_ERROR' });
        const next = levels.find((level) => level.level > current.level);
        const periodEnd = monthEnd(nowSeconds(), tzOffset());
        if (!next)
          return ok({ current_level: levelSummary(current), percent: 100, period_end: periodEnd });
        const stats = db.vipStats.findFirst((q) => q.where({ account_id: account.id })) ?? {
          deposit: '0.00',
          bet: '0.00',
        };
        const deposit = {
          current: money(stats.deposit),
          required: next.requirements.deposit_amount,
        };
        const bet = { current: money(stats.bet), required: next.requirements.bet_amount };
        return ok({
          current_level: levelSummary(current),
          next_level: levelSummary(next),
          deposit,
          bet,
          percent: Math.min(
            percentOf(deposit.current, deposit.required),
            percentOf(bet.current, bet.required),
          ),
          period_end: periodEnd,
        });
      },
    ),

    route(ctx, { operationId: 'getKycStatus', auth: 'member' }, async ({ account }) => {
      return ok(kycView(account.id));
    }),

    route(
      ctx,
      {
        operationId: 'submitKyc',
        auth: 'member',
        body: ops.SubmitKycBody,
      },
      async ({ body, account }) => {
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
      },
    ),
  ];

  return [
    ...promotionRoutes,
    ...messageRoutes,
    ...referralRoutes,
    ...affiliateRoutes,
    ...vipKycRoutes,
  ];
}
