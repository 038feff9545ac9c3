import Decimal from 'decimal.js';
import type { HttpHandler } from 'msw';
import type { FakeContext } from '../context.ts';
import type { Session } from '../db.ts';
import {
  CHANGE_DELAY_SECONDS,
  EXCLUSION_DURATIONS,
  changeTiming,
  durationFitsKind,
  exclusionEnd,
} from '../../src/features/protection/model/rules.ts';
import { nowSeconds } from '../lib/clock.ts';
import { idempotent } from '../lib/idempotency.ts';
import { localeOf } from '../lib/i18n.ts';
import {
  applyDue,
  protectionAt,
  realityCheckMinutes,
  saveProtection,
  settingsView,
  settledBets,
} from '../lib/protection.ts';
import { protectionMessage } from '../lib/protection-messages.ts';
import { fail, invalid, notFound, ok } from '../lib/respond.ts';
import { route } from '../lib/route.ts';
import type { ActivityMonth, In, ProtectionSession } from '../lib/schemas.ts';
import { SITE_OFFSET_SECONDS, monthStart } from '../lib/site-time.ts';

/** The range a money limit takes (SetMoneyLimitRequest). */
const LIMIT_MIN = 1;
const LIMIT_MAX = 100_000_000;
const DEPOSIT_SUCCESS = 2;
const WITHDRAWAL_SUCCESS = 7;

const fixed = (value: Decimal.Value) => new Decimal(value).toFixed(2);

/** The YYYY-MM of a moment on the site's clock. */
function monthKey(at: number): string {
  return new Date((at + SITE_OFFSET_SECONDS) * 1000).toISOString().slice(0, 7);
}

/**
 * Player protection (contract tag protection, issue 16): deposit and loss limits, the session
 * limit, the reality check, time-outs and self-exclusion, and the account history. The rules
 * come from src/features/protection/model/rules.ts; what they count and the refusals of the
 * other tags are in lib/protection.ts.
 */
export function protectionHandlers(ctx: FakeContext): HttpHandler[] {
  const { db } = ctx;

  /** This session as the reality check shows it, counted from sign-in by the server. */
  function sessionView(session: Session): In<typeof ProtectionSession> {
    const record = protectionAt(ctx, session.account_id);
    const bets = settledBets(ctx, session.account_id, session.created_at - 1);
    const wagered = bets.reduce((sum, bet) => sum.plus(bet.stake), new Decimal(0));
    const won = bets.reduce((sum, bet) => sum.plus(bet.payout), new Decimal(0));
    const interval = realityCheckMinutes(ctx, record);
    return {
      started_at: session.created_at,
      wagered: fixed(wagered),
      won: fixed(won),
      net: fixed(won.minus(wagered)),
      reality_check_due_at: interval === null ? null : session.reality_check_at + interval * 60,
      server_time: nowSeconds(),
      ends_at:
        record.session_minutes === null ? null : session.created_at + record.session_minutes * 60,
    };
  }

  /** The session as stored now (the route's copy was taken before this call touched it). */
  const currentSession = (session: Session) =>
    db.sessions.findFirst((q) => q.where({ token: session.token })) ?? session;

  return [
    route(ctx, { operationId: 'getProtection', auth: 'member' }, async ({ account }) => {
      await applyDue(ctx, account.id);
      return ok(settingsView(ctx, account));
    }),

    route(
      ctx,
      { operationId: 'setMoneyLimit', auth: 'member' },
      async ({ request, params, body, operationId, account }) =>
        idempotent(ctx, request, account.id, operationId, { ...params, ...body }, async () => {
          let next: string | null = null;
          if (body.amount !== null) {
            const amount = new Decimal(body.amount);
            if (amount.lt(LIMIT_MIN) || amount.gt(LIMIT_MAX))
              return invalid({ amount: ['The limit must be between 1 and 100,000,000.'] });
            if (amount.decimalPlaces() > 2)
              return invalid({ amount: ['The limit takes at most 2 decimals.'] });
            next = fixed(amount);
          }
          const now = nowSeconds();
          await saveProtection(ctx, account.id, (record) => {
            const limit = record[params.kind][params.period];
            const timing = changeTiming(limit.amount, next);
            if (timing === 'now') {
              limit.amount = next;
              limit.pending = null;
            } else if (timing === 'after_delay') {
              limit.pending = { amount: next, effective_at: now + CHANGE_DELAY_SECONDS };
            } else {
              // Setting the value in force cancels a pending change.
              limit.pending = null;
            }
          });
          return ok(settingsView(ctx, account));
        }),
    ),

    route(
      ctx,
      { operationId: 'cancelMoneyLimitChange', auth: 'member' },
      async ({ params, account }) => {
        await applyDue(ctx, account.id);
        if (!protectionAt(ctx, account.id)[params.kind][params.period].pending)
          return notFound('No change of this limit is waiting.');
        await saveProtection(ctx, account.id, (record) => {
          record[params.kind][params.period].pending = null;
        });
        return ok(settingsView(ctx, account));
      },
    ),

    route(
      ctx,
      { operationId: 'setSessionLimit', auth: 'member' },
      async ({ request, body, operationId, account }) =>
        idempotent(ctx, request, account.id, operationId, body, async () => {
          const now = nowSeconds();
          await saveProtection(ctx, account.id, (record) => {
            const timing = changeTiming(record.session_minutes, body.minutes);
            if (timing === 'now') {
              record.session_minutes = body.minutes;
              record.session_pending = null;
            } else if (timing === 'after_delay') {
              record.session_pending = {
                minutes: body.minutes,
                effective_at: now + CHANGE_DELAY_SECONDS,
              };
            } else {
              record.session_pending = null;
            }
          });
          return ok(settingsView(ctx, account));
        }),
    ),

    route(ctx, { operationId: 'cancelSessionLimitChange', auth: 'member' }, async ({ account }) => {
      await applyDue(ctx, account.id);
      if (!protectionAt(ctx, account.id).session_pending)
        return notFound('No change of the session limit is waiting.');
      await saveProtection(ctx, account.id, (record) => {
        record.session_pending = null;
      });
      return ok(settingsView(ctx, account));
    }),

    route(ctx, { operationId: 'setRealityCheck', auth: 'member' }, async ({ body, account }) => {
      await saveProtection(ctx, account.id, (record) => {
        record.reality_check_minutes = body.minutes;
        record.reality_check_set = true;
      });
      return ok(settingsView(ctx, account));
    }),

    route(
      ctx,
      { operationId: 'startExclusion', auth: 'member' },
      async ({ request, body, operationId, account }) =>
        idempotent(ctx, request, account.id, operationId, body, async () => {
          const errors: Record<string, string[]> = {};
          if (body.confirm !== true)
            errors.confirm = ['Please confirm that you have read what the exclusion means.'];
          if (!durationFitsKind(body.kind, body.duration))
            errors.duration = [
              `A ${body.kind === 'timeout' ? 'time-out' : 'self-exclusion'} takes one of ${EXCLUSION_DURATIONS[body.kind].join(', ')}.`,
            ];
          if (Object.keys(errors).length > 0) return invalid(errors);
          const now = nowSeconds();
          const endsAt = exclusionEnd(now, body.duration);
          const current = protectionAt(ctx, account.id, now).exclusion;
          // The end is never brought forward by the member: only a later end replaces it.
          if (current && current.ends_at > now && endsAt <= current.ends_at)
            return fail(409, protectionMessage('exclusionNotShorter', localeOf(request)), {
              code: 'EXCLUSION_IN_FORCE',
              ends_at: current.ends_at,
            });
          await saveProtection(ctx, account.id, (record) => {
            record.exclusion = {
              kind: body.kind,
              started_at: current && current.ends_at > now ? current.started_at : now,
              ends_at: endsAt,
            };
          });
          return ok(settingsView(ctx, account));
        }),
    ),

    route(ctx, { operationId: 'declineProtectionOffer', auth: 'member' }, async ({ account }) => {
      await saveProtection(ctx, account.id, (record) => {
        record.offer_declined = true;
      });
      return ok(settingsView(ctx, account));
    }),

    route(ctx, { operationId: 'getProtectionSession', auth: 'member' }, async ({ session }) => {
      await applyDue(ctx, session.account_id);
      return ok(sessionView(currentSession(session)));
    }),

    route(ctx, { operationId: 'acknowledgeRealityCheck', auth: 'member' }, async ({ session }) => {
      const now = nowSeconds();
      const updated = await db.sessions.update((q) => q.where({ token: session.token }), {
        data(record) {
          record.reality_check_at = now;
        },
      });
      return ok(sessionView(updated ?? currentSession(session)));
    }),

    route(ctx, { operationId: 'getActivityHistory', auth: 'member' }, ({ query, account }) => {
      const count = query.months ?? 3;
      const starts: number[] = [monthStart(nowSeconds())];
      while (starts.length < count) starts.push(monthStart((starts.at(-1) ?? 0) - 1));
      const oldest = starts.at(-1) ?? 0;
      const empty = () => ({
        deposits: new Decimal(0),
        withdrawals: new Decimal(0),
        wagered: new Decimal(0),
        won: new Decimal(0),
      });
      const byMonth = new Map(starts.map((start) => [monthKey(start), empty()]));
      const at = (moment: number) => (moment >= oldest ? byMonth.get(monthKey(moment)) : undefined);
      for (const deposit of db.deposits.findMany((q) => q.where({ account_id: account.id }))) {
        const month = deposit.status === DEPOSIT_SUCCESS ? at(deposit.created_at) : undefined;
        if (month) month.deposits = month.deposits.plus(deposit.amount);
      }
      for (const withdrawal of db.withdrawals.findMany((q) =>
        q.where({ account_id: account.id }),
      )) {
        const month =
          withdrawal.status === WITHDRAWAL_SUCCESS ? at(withdrawal.created_at) : undefined;
        if (month) month.withdrawals = month.withdrawals.plus(withdrawal.amount);
      }
      for (const bet of settledBets(ctx, account.id, oldest - 1)) {
        const month = at(bet.at);
        if (!month) continue;
        month.wagered = month.wagered.plus(bet.stake);
        month.won = month.won.plus(bet.payout);
      }
      const view = (
        month: string,
        figures: ReturnType<typeof empty>,
      ): In<typeof ActivityMonth> => ({
        month,
        deposits: fixed(figures.deposits),
        withdrawals: fixed(figures.withdrawals),
        net_deposits: fixed(figures.deposits.minus(figures.withdrawals)),
        wagered: fixed(figures.wagered),
        won: fixed(figures.won),
        net: fixed(figures.won.minus(figures.wagered)),
      });
      const total = empty();
      for (const figures of byMonth.values()) {
        total.deposits = total.deposits.plus(figures.deposits);
        total.withdrawals = total.withdrawals.plus(figures.withdrawals);
        total.wagered = total.wagered.plus(figures.wagered);
        total.won = total.won.plus(figures.won);
      }
      return ok({
        months: [...byMonth.entries()].map(([month, figures]) => view(month, figures)),
        total: view(monthKey(oldest), total),
      });
    }),
  ];
}
