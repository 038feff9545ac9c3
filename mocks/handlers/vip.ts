import Decimal from 'decimal.js';
import type { HttpHandler } from 'msw';
import { type FakeContext } from '../context.ts';
import { nowSeconds } from '../lib/clock.ts';
import { inLocale, localeOf } from '../lib/i18n.ts';
import { fail, ok } from '../lib/respond.ts';
import { route } from '../lib/route.ts';
import type { VipLevelSummary } from '../lib/schemas.ts';
import { money } from '../lib/views.ts';
import type { In } from '../lib/schemas.ts';
import { vipActivity, vipPeriod } from '../lib/vip-activity.ts';
import { cashier } from '../lib/cashier.ts';

/** VIP levels and the member's progress (contract tag vip). */
export function vipHandlers(ctx: FakeContext): HttpHandler[] {
  const { db } = ctx;
  const { settle } = cashier(ctx);
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

  const vipRoutes = [
    route(ctx, { operationId: 'getVipLevels', auth: 'guest' }, ({ request }) =>
      ok({
        list: db.vipLevels
          .findMany(undefined, { orderBy: { level: 'asc' } })
          .map((level) => inLocale(level, localeOf(request))),
      }),
    ),

    route(ctx, { operationId: 'getVipProgress', auth: 'member' }, async ({ request, account }) => {
      const levels = db.vipLevels
        .findMany(undefined, { orderBy: { level: 'asc' } })
        .map((level) => inLocale(level, localeOf(request)));
      const rank = Number(/(\d+)/.exec(account.member_level)?.[1] ?? 0);
      const current = [...levels].reverse().find((level) => level.level <= rank) ?? levels[0];
      if (!current) return fail(500, 'Load Failed, Please Try Again', { code: 'SERVER_ERROR' });
      const next = levels.find((level) => level.level > current.level);
      const period = vipPeriod(nowSeconds());
      if (!next)
        return ok({ current_level: levelSummary(current), percent: 100, period_end: period.end });
      // Deposits due on the clock are credited first, so they count as the wallet shows them.
      await settle(account.id);
      const stats = vipActivity(ctx, account.id, period);
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
        period_end: period.end,
      });
    }),
  ];

  return vipRoutes;
}
