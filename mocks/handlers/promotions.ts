import Decimal from 'decimal.js';
import type { HttpHandler } from 'msw';
import type {
  MissionRecord,
  PrizeRecord,
  PromotionApplicationRecord,
  PromotionRecord,
} from '../collections/engage.ts';
import { type FakeContext } from '../context.ts';
import type { Account } from '../db.ts';
import { nowSeconds } from '../lib/clock.ts';
import {
  CHECKIN_REWARDS,
  type MissionActivity,
  missionProgress,
  missionStatus,
  promotionBonus,
  streakEndingAt,
} from '../lib/engage-rules.ts';
import { inLocale, type Locale, localeOf, localized } from '../lib/i18n.ts';
import { idempotent } from '../lib/idempotency.ts';
import { byNewest, pagedList } from '../lib/paging.ts';
import { fail, invalid, ok } from '../lib/respond.ts';
import { PREDICTOR_PROMOTION_OFFSET, roundTitle } from '../lib/predictor.ts';
import { route } from '../lib/route.ts';
import type {
  PromotionApplication,
  PromotionCheckinInfo,
  PromotionDetail,
  PromotionMission,
  PromotionPrize,
  PromotionSummary,
} from '../lib/schemas.ts';
import { money } from '../lib/views.ts';
import { nextId } from '../lib/ids.ts';
import { notFound } from '../lib/respond.ts';
import {
  audienceFits,
  drawCount,
  drawsLeft,
  prizeOfDraw,
  prizeSetPublished,
  prizesOf,
  promotionIsOpen,
} from '../lib/prize-draws.ts';
import { payReward } from '../lib/rewards.ts';
import { rolloverState } from '../lib/rollover.ts';
import type { In } from '../lib/schemas.ts';
import { dayNumber, dayStart, periodKey } from '../lib/site-time.ts';
import { exclusive } from '../lib/lock.ts';
import { firstDepositMade, qualifyingDeposit } from '../lib/deposit-bonus.ts';
import { settleDue } from '../lib/payments-rules.ts';
import { originOf } from '../lib/views.ts';

/** Refusals of a deposit bonus (code DEPOSIT_REQUIRED). */
const DEPOSIT_MESSAGES = {
  firstDeposit: 'This bonus is paid on your first deposit. Make your first deposit, then apply.',
  periodDeposit:
    'This bonus is paid on a deposit of the current period that no other bonus was paid on. Make a deposit, then apply.',
  aboveDeposit: 'The bonus is paid on your deposit of {amount}: apply for at most {amount}.',
};
const depositRequired = (message: string) =>
  fail(422, message, { code: 'DEPOSIT_REQUIRED', errors: { amount: [message] } });
/** A first-deposit bonus for a member with deposits since the first (code FIRST_DEPOSIT_MADE). */
const FIRST_DEPOSIT_MADE =
  'This bonus is for a first deposit only, and your account already has deposits.';

/** Applications in these statuses use up a promotion's claim for the period (not Rejected, not Cancelled). */
const CLAIMING_STATUSES = new Set([1, 2, 4]);

/** Promotions (contract tag promotions): the list, applications, promo codes, check-in, missions and prize draws. */
export function promotionsHandlers(ctx: FakeContext): HttpHandler[] {
  const { db } = ctx;
  const isOpen = promotionIsOpen;

  /** Why the member may not apply for a promotion now, or null when it may. */
  function applyRefusal(account: Account, promotion: PromotionRecord, now: number): string | null {
    return (
      claimRefusal(account, promotion, now) ??
      (firstDepositMade(ctx, account.id, promotion) ? FIRST_DEPOSIT_MADE : null) ??
      depositRefusal(account, promotion, now)
    );
  }

  /** A deposit bonus with no deposit to pay it on (code DEPOSIT_REQUIRED), or null. */
  function depositRefusal(account: Account, promotion: PromotionRecord, now: number) {
    if (!promotion.deposit_bonus || qualifyingDeposit(ctx, account.id, promotion, now)) return null;
    return promotion.recurrence === 1
      ? DEPOSIT_MESSAGES.firstDeposit
      : DEPOSIT_MESSAGES.periodDeposit;
  }

  /** Why the promotion is closed to the member or already claimed, or null. */
  function claimRefusal(account: Account, promotion: PromotionRecord, now: number): string | null {
    if (!isOpen(promotion, now)) return 'This promotion is not open.';
    if (promotion.apply_min_amount === null || promotion.apply_max_amount === null)
      return 'This promotion is not applied for with an amount.';
    if (!audienceFits(promotion, account))
      return 'This promotion is not available to your account.';
    const period = periodKey(promotion.recurrence, now);
    const claimed = db.promotionApplications
      .findMany((q) => q.where({ account_id: account.id, promotion_id: promotion.id }))
      .some(
        (application) =>
          CLAIMING_STATUSES.has(application.status) &&
          periodKey(promotion.recurrence, application.created_at) === period,
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
    const qualifying =
      account && promotion.deposit_bonus
        ? qualifyingDeposit(ctx, account.id, promotion, nowSeconds())
        : null;
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
      deposit_bonus: promotion.deposit_bonus,
      ...(qualifying ? { qualifying_deposit: qualifying.amount } : {}),
      ...(account && firstDepositMade(ctx, account.id, promotion)
        ? { not_eligible: 'FIRST_DEPOSIT_MADE' as const }
        : {}),
      ...(promotion.apply_min_amount !== null && promotion.apply_max_amount !== null
        ? {
            apply_min_amount: promotion.apply_min_amount,
            apply_max_amount: promotion.apply_max_amount,
            bonus_percent: promotion.bonus_percent ?? '0',
            ...(promotion.bonus_cap !== null ? { bonus_cap: promotion.bonus_cap } : {}),
            rollover_multiplier: promotion.rollover_multiplier,
          }
        : {}),
    };
  }

  function applicationView(
    application: PromotionApplicationRecord,
    locale: Locale,
  ): In<typeof PromotionApplication> {
    const promotion = db.promotions.findFirst((q) => q.where({ id: application.promotion_id }));
    // A tournament's prize carries the tournament's title (mocks/lib/tournaments.ts).
    const tournament =
      application.tournament_id === undefined
        ? null
        : db.tournaments.findFirst((q) => q.where({ id: application.tournament_id }));
    // A predictor round's prize names the round (mocks/lib/predictor.ts).
    const predictorRound = db.predictorRounds.findFirst((q) =>
      q.where({ id: application.promotion_id - PREDICTOR_PROMOTION_OFFSET }),
    );
    const rollover = rolloverState(ctx, application);
    return {
      id: application.id,
      promotion_id: application.promotion_id,
      ...(application.tournament_id !== undefined
        ? { tournament_id: application.tournament_id }
        : {}),
      promotion_title: tournament
        ? inLocale(tournament, locale).title
        : promotion
          ? inLocale(promotion, locale).title
          : predictorRound
            ? localized(roundTitle(predictorRound), locale)
            : 'Promotion',
      type: application.type,
      amount: application.amount,
      bonus: application.bonus,
      status: rollover.status,
      rollover: { current: rollover.current, required: rollover.required },
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
    fields: Omit<PromotionApplicationRecord, 'id' | 'created_at' | 'rollover_counted_from'>,
  ): Promise<PromotionApplicationRecord> {
    const now = nowSeconds();
    // The bets settled from now on count towards its rollover (mocks/lib/rollover.ts).
    return db.promotionApplications.create({
      id,
      created_at: now,
      rollover_counted_from: now,
      ...fields,
    });
  }

  // ---- check-in ----
  const checkinEnabled = () =>
    db.siteConfig.findFirst((q) => q.where({ id: 1 }))?.permissions.mission.checkin_status === 1;

  function checkinState(accountId: number, now: number) {
    const today = dayNumber(now);
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
  /** The missions every member has; the seed gives the demo member its own. */
  const DEFAULT_MISSIONS: Omit<MissionRecord, 'id' | 'account_id'>[] = [
    {
      title: 'Deposit 500.00 today',
      target: '500.00',
      reward: '8.00',
      recurrence: 2,
      measure: 'deposit_amount',
      game_type: null,
      claimed_period: null,
      sort: 0,
    },
    {
      title: 'Bet 3,000.00 on slots today',
      target: '3000.00',
      reward: '15.00',
      recurrence: 2,
      measure: 'valid_bet',
      game_type: 2,
      claimed_period: null,
      sort: 1,
    },
    {
      title: 'Play 10 rounds in the live casino today',
      target: '10',
      reward: '5.00',
      recurrence: 2,
      measure: 'bet_count',
      game_type: 3,
      claimed_period: null,
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

  /** The member's recorded deposits (those that succeeded, when they did) and bets. */
  function activityOf(accountId: number): MissionActivity {
    return {
      deposits: db.deposits
        .findMany((q) => q.where({ account_id: accountId, status: 2, credited: true }))
        .map((deposit) => ({ amount: deposit.amount, at: deposit.updated_at })),
      bets: db.betRecords.findMany((q) => q.where({ account_id: accountId })),
    };
  }

  /** A mission as the member sees it now: its progress counted from the recorded activity. */
  function missionView(
    mission: MissionRecord,
    activity: MissionActivity,
    now: number,
  ): In<typeof PromotionMission> {
    const progress = missionProgress(mission, activity, now);
    return {
      id: mission.id,
      title: mission.title,
      target: mission.target,
      progress,
      reward: mission.reward,
      status: missionStatus(mission, progress, now),
      recurrence: mission.recurrence,
    };
  }

  // ---- prizes ----
  const isPrizePromotion = (promotion: PromotionRecord | undefined): promotion is PromotionRecord =>
    promotion !== undefined && (promotion.type === 4 || promotion.type === 5);
  const prizeView = (prize: PrizeRecord): In<typeof PromotionPrize> => ({
    id: prize.id,
    name: prize.name,
    amount: prize.amount,
    probability: prize.probability,
  });

  const promotionRoutes = [
    route(
      ctx,
      { operationId: 'listPromotions', auth: 'guest' },
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
        return pagedList(query, list);
      },
    ),

    route(
      ctx,
      { operationId: 'applyPromotion', auth: 'member' },
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
            const refusal = claimRefusal(account, promotion, now);
            if (refusal) return invalid({ amount: [refusal] });
            if (firstDepositMade(ctx, account.id, promotion))
              return fail(422, FIRST_DEPOSIT_MADE, {
                code: 'FIRST_DEPOSIT_MADE',
                errors: { amount: [FIRST_DEPOSIT_MADE] },
              });
            const noDeposit = depositRefusal(account, promotion, now);
            if (noDeposit) return depositRequired(noDeposit);
            const amount = new Decimal(body.amount);
            const min = promotion.apply_min_amount ?? '0';
            const max = promotion.apply_max_amount ?? '0';
            if (amount.decimalPlaces() > 2 || amount.lt(min) || amount.gt(max))
              return invalid({
                amount: [`The amount must be between ${money(min)} and ${money(max)}`],
              });
            // A deposit bonus is paid on the deposit made, never on more than it.
            const deposit = promotion.deposit_bonus
              ? qualifyingDeposit(ctx, account.id, promotion, now)
              : null;
            if (deposit && amount.gt(deposit.amount))
              return depositRequired(
                DEPOSIT_MESSAGES.aboveDeposit.replaceAll('{amount}', money(deposit.amount)),
              );
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
              !(await payReward(ctx, account.id, bonus, `${promotion.title} bonus`, ['PA', id]))
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
              ...(deposit ? { deposit_order_no: deposit.order_no } : {}),
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
      { operationId: 'listMyPromotionApplications', auth: 'member' },
      async ({ request, query, account }) => {
        const list = db.promotionApplications
          .findMany((q) => q.where({ account_id: account.id }))
          .filter(
            (application) => query.status === undefined || application.status === query.status,
          )
          .sort(byNewest)
          .map((application) => applicationView(application, localeOf(request)));
        return pagedList(query, list);
      },
    ),

    route(
      ctx,
      { operationId: 'redeemPromoCode', auth: 'member' },
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
          if (!(await payReward(ctx, account.id, entry.bonus, `Promo code ${code}`, ['PA', id])))
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

    route(ctx, { operationId: 'getPromotionCheckin', auth: 'member' }, async ({ account }) => {
      if (!checkinEnabled()) return notFound();
      return ok(checkinState(account.id, nowSeconds()).info);
    }),

    route(
      ctx,
      { operationId: 'checkInPromotion', auth: 'member' },
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
            !(await payReward(ctx, account.id, reward, `Daily check-in, day ${state.position}`, [
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

    route(ctx, { operationId: 'listPromotionMissions', auth: 'member' }, async ({ account }) => {
      // Deposits due by the clock succeed first, so a deposit made today counts at once.
      await exclusive(() => settleDue(ctx, account.id));
      const missions = await missionsOf(account.id);
      const activity = activityOf(account.id);
      const now = nowSeconds();
      return ok({
        list: missions.map((mission) => missionView(mission, activity, now)),
        reset_at: dayStart(dayNumber(now) + 1),
      });
    }),

    route(
      ctx,
      { operationId: 'claimPromotionMission', auth: 'member' },
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
          await settleDue(ctx, account.id);
          const now = nowSeconds();
          const view = missionView(mission, activityOf(account.id), now);
          if (view.status === 3)
            return fail(409, 'This mission reward was already claimed', {
              code: 'MISSION_ALREADY_CLAIMED',
            });
          if (view.status !== 2)
            return fail(422, 'This mission cannot be claimed yet', {
              code: 'MISSION_NOT_CLAIMABLE',
            });
          if (
            !(await payReward(ctx, account.id, mission.reward, `Mission reward: ${mission.title}`, [
              'MS',
              mission.id,
            ]))
          )
            return fail(422, 'The promotion budget is used up. Please try again later.', {
              code: 'PROMOTION_BUDGET_EXHAUSTED',
            });
          await db.promotionMissions.update((q) => q.where({ id: mission.id }), {
            data(record) {
              record.claimed_period = periodKey(record.recurrence, now);
            },
          });
          return ok(
            { mission: { ...view, status: 3 }, reward: mission.reward },
            `Reward ${mission.reward} credited`,
          );
        });
      },
    ),

    route(
      ctx,
      { operationId: 'getPromotionPrizes', auth: 'member' },
      async ({ params, account }) => {
        const promotion = db.promotions.findFirst((q) => q.where({ id: params.id }));
        if (
          !isPrizePromotion(promotion) ||
          promotion.total_probability === null ||
          !prizeSetPublished(ctx, promotion)
        )
          return notFound('This prize set is not published');
        return ok({
          promotion_id: promotion.id,
          type: promotion.type,
          total_probability: promotion.total_probability,
          prizes: prizesOf(ctx, promotion.id).map(prizeView),
          draws_left: isOpen(promotion, nowSeconds())
            ? drawsLeft(ctx, account.id, promotion, nowSeconds())
            : 0,
        });
      },
    ),

    route(
      ctx,
      { operationId: 'drawPromotionPrize', auth: 'member' },
      async ({ request, params, operationId, account }) => {
        const promotion = db.promotions.findFirst((q) => q.where({ id: params.id }));
        if (!isPrizePromotion(promotion)) return notFound();
        return idempotent(ctx, request, account.id, operationId, { id: params.id }, async () => {
          const now = nowSeconds();
          if (!isOpen(promotion, now))
            return fail(422, 'This promotion is not open', { code: 'PROMOTION_CLOSED' });
          // Spec §5: a set whose probabilities do not total the stated total is not drawn from.
          if (!prizeSetPublished(ctx, promotion))
            return fail(422, 'The prize set of this promotion is not valid', {
              code: 'PRIZE_SET_INVALID',
            });
          const left = drawsLeft(ctx, account.id, promotion, now);
          if (left <= 0) return fail(422, 'You have no draws left', { code: 'NO_DRAWS_LEFT' });
          const drawIndex = drawCount(ctx, account.id, promotion.id);
          const prize = prizeOfDraw(ctx, account.id, promotion.id, drawIndex);
          const drawId = nextId(db.promotionDraws.findMany().map((d) => d.id));
          if (
            prize &&
            !(await payReward(ctx, account.id, prize.amount, `${promotion.title}: ${prize.name}`, [
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
            period: periodKey(promotion.recurrence, now),
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
      { operationId: 'getPromotion', auth: 'guest' },
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

  return promotionRoutes;
}
