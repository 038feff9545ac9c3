import Decimal from 'decimal.js';
import type { FakeContext, SignedIn } from '../context.ts';
import type { Account } from '../db.ts';
import type { ProtectionRecord } from '../collections/protection.ts';
import {
  PERIOD_SECONDS,
  PERIODS,
  defaultRealityCheckMinutes,
  lowestRemaining,
} from '../../src/features/protection/model/rules.ts';
import { nowSeconds } from './clock.ts';
import type { Locale } from './i18n.ts';
import { protectionMessage } from './protection-messages.ts';
import { fail } from './respond.ts';
import type { In, Jurisdiction, LimitPeriod, MoneyLimit, ProtectionSettings } from './schemas.ts';

/**
 * Player protection on the fake's clock (issue 16): what the limits count, which changes have
 * come due, and the refusals the other tags answer. The rules themselves (which change waits,
 * the lowest limit applies, exclusion lengths, jurisdiction switches) are the site's own,
 * src/features/protection/model/rules.ts, so the screen and the fake cannot disagree.
 */

export type LimitKind = 'deposit' | 'loss';
type Period = In<typeof LimitPeriod>;
type JurisdictionName = In<typeof Jurisdiction>;

/** A deposit that is not Failed counts against deposit limits (a pending one too). */
const DEPOSIT_FAILED = 3;
/** Only settled bets count for losses and the session's figures. */
const BET_SETTLED = 2;

/** The jurisdiction of the site (permission `system.jurisdiction`), `default` when absent. */
export function jurisdictionOf(ctx: FakeContext): JurisdictionName {
  const config = ctx.db.siteConfig.findFirst((q) => q.where({ id: 1 }));
  return config?.permissions.system.jurisdiction ?? 'default';
}

const noLimit = () => ({ amount: null, pending: null });

/** The state of a member who never changed a tool: nothing set, the jurisdiction's defaults. */
export function blankProtection(accountId: number): ProtectionRecord {
  return {
    account_id: accountId,
    deposit: { day: noLimit(), week: noLimit(), month: noLimit() },
    loss: { day: noLimit(), week: noLimit(), month: noLimit() },
    session_minutes: null,
    session_pending: null,
    reality_check_minutes: null,
    reality_check_set: false,
    exclusion: null,
    offer_declined: false,
  };
}

/**
 * The member's protection as it stands at `now`: the stored record (or the blank one) with
 * every pending change that has come due applied. Pure: `applyDue` writes it back.
 */
export function protectionAt(
  ctx: FakeContext,
  accountId: number,
  now = nowSeconds(),
): ProtectionRecord {
  const stored = ctx.db.protection.findFirst((q) => q.where({ account_id: accountId }));
  const record: ProtectionRecord = structuredClone(stored ?? blankProtection(accountId));
  for (const kind of ['deposit', 'loss'] as const)
    for (const period of PERIODS) {
      const limit = record[kind][period];
      if (limit.pending && limit.pending.effective_at <= now) {
        limit.amount = limit.pending.amount;
        limit.pending = null;
      }
    }
  if (record.session_pending && record.session_pending.effective_at <= now) {
    record.session_minutes = record.session_pending.minutes;
    record.session_pending = null;
  }
  return record;
}

/** Stores the member's protection after `change` (creating the record on the first change). */
export async function saveProtection(
  ctx: FakeContext,
  accountId: number,
  change: (record: ProtectionRecord) => void,
): Promise<ProtectionRecord> {
  const next = protectionAt(ctx, accountId);
  change(next);
  const stored = ctx.db.protection.findFirst((q) => q.where({ account_id: accountId }));
  if (!stored) return ctx.db.protection.create(next);
  const updated = await ctx.db.protection.update((q) => q.where({ account_id: accountId }), {
    data(record) {
      Object.assign(record, next);
    },
  });
  return updated ?? next;
}

/** Applies the pending changes that have come due, on the fake's clock (reads call it first). */
export async function applyDue(ctx: FakeContext, accountId: number): Promise<void> {
  const stored = ctx.db.protection.findFirst((q) => q.where({ account_id: accountId }));
  if (!stored) return;
  const now = nowSeconds();
  const due =
    (stored.session_pending !== null && stored.session_pending.effective_at <= now) ||
    (['deposit', 'loss'] as const).some((kind) =>
      PERIODS.some((period) => {
        const pending = stored[kind][period].pending;
        return pending !== null && pending.effective_at <= now;
      }),
    );
  if (due) await saveProtection(ctx, accountId, () => undefined);
}

/** The time-out or self-exclusion in force at `now`, or null. */
export function exclusionInForce(ctx: FakeContext, accountId: number, now = nowSeconds()) {
  const exclusion = protectionAt(ctx, accountId, now).exclusion;
  return exclusion && exclusion.ends_at > now ? exclusion : null;
}

/** The reality-check interval that applies: the member's choice, else the jurisdiction's default. */
export function realityCheckMinutes(ctx: FakeContext, record: ProtectionRecord): number | null {
  return record.reality_check_set
    ? record.reality_check_minutes
    : defaultRealityCheckMinutes(jurisdictionOf(ctx));
}

/** What one window of a money limit has counted, and when its earliest amount leaves it. */
export interface WindowCount {
  used: Decimal;
  resetsAt: number | null;
}

/** The member's settled bets with their stake and payout (the stake plus the result). */
export function settledBets(ctx: FakeContext, accountId: number, since: number) {
  return ctx.db.betRecords
    .findMany((q) =>
      q.where(
        (bet) =>
          bet.account_id === accountId &&
          bet.status === BET_SETTLED &&
          bet.settled_at !== undefined &&
          bet.settled_at > since,
      ),
    )
    .map((bet) => ({
      at: bet.settled_at ?? 0,
      stake: new Decimal(bet.bet_amount),
      payout: new Decimal(bet.bet_amount).plus(bet.win_loss),
    }));
}

/**
 * What a rolling window counts at `now`: deposits created in it that did not fail, or the net
 * losses (stakes less payouts, never below zero) of the bets settled in it.
 */
export function windowCount(
  ctx: FakeContext,
  accountId: number,
  kind: LimitKind,
  period: Period,
  now = nowSeconds(),
): WindowCount {
  const length = PERIOD_SECONDS[period];
  const since = now - length;
  let used = new Decimal(0);
  let earliest: number | null = null;
  const count = (at: number) => {
    earliest = earliest === null ? at : Math.min(earliest, at);
  };
  if (kind === 'deposit') {
    const deposits = ctx.db.deposits.findMany((q) =>
      q.where(
        (deposit) =>
          deposit.account_id === accountId &&
          deposit.created_at > since &&
          deposit.status !== DEPOSIT_FAILED,
      ),
    );
    for (const deposit of deposits) {
      used = used.plus(deposit.amount);
      count(deposit.created_at);
    }
  } else {
    let net = new Decimal(0);
    for (const bet of settledBets(ctx, accountId, since)) {
      net = net.plus(bet.stake).minus(bet.payout);
      count(bet.at);
    }
    used = Decimal.max(net, 0);
  }
  return { used, resetsAt: earliest === null ? null : earliest + length };
}

const fixed = (value: Decimal.Value) => new Decimal(value).toFixed(2);

/** Every window of one kind as the contract shows it (MoneyLimit), and the one that binds. */
export function moneyLimits(
  ctx: FakeContext,
  record: ProtectionRecord,
  kind: LimitKind,
  now = nowSeconds(),
) {
  const windows = PERIODS.map((period) => ({
    period,
    state: record[kind][period],
    ...windowCount(ctx, record.account_id, kind, period, now),
  }));
  // Lowest limit applies: every window with a limit shows what is left of the tightest one.
  const lowest = lowestRemaining(
    windows.map((window) => ({
      period: window.period,
      amount: window.state.amount,
      used: window.used.toFixed(),
    })),
  );
  const views: In<typeof MoneyLimit>[] = windows.map((window) => ({
    kind,
    period: window.period,
    amount: window.state.amount === null ? null : fixed(window.state.amount),
    used: fixed(window.used),
    remaining: window.state.amount === null || !lowest ? null : fixed(lowest.remaining.toString()),
    resets_at: window.resetsAt,
    ...(window.state.pending
      ? {
          pending: {
            amount:
              window.state.pending.amount === null ? null : fixed(window.state.pending.amount),
            effective_at: window.state.pending.effective_at,
          },
        }
      : {}),
  }));
  const binding = lowest
    ? {
        kind,
        period: lowest.period,
        remaining: new Decimal(lowest.remaining.toString()),
        resetsAt: windows.find((window) => window.period === lowest.period)?.resetsAt ?? null,
      }
    : null;
  return { views, binding };
}

/** The member's protection settings as GET /member/protection shows them (due changes applied). */
export function settingsView(
  ctx: FakeContext,
  account: Account,
  now = nowSeconds(),
): In<typeof ProtectionSettings> {
  const record = protectionAt(ctx, account.id, now);
  const exclusion = record.exclusion && record.exclusion.ends_at > now ? record.exclusion : null;
  const depositLimitSet = PERIODS.some(
    (period) => record.deposit[period].amount !== null || record.deposit[period].pending !== null,
  );
  const deposited = ctx.db.deposits
    .findMany((q) => q.where({ account_id: account.id }))
    .some((deposit) => deposit.status !== DEPOSIT_FAILED);
  return {
    currency: account.currency,
    deposit_limits: moneyLimits(ctx, record, 'deposit', now).views,
    loss_limits: moneyLimits(ctx, record, 'loss', now).views,
    session_limit: {
      minutes: record.session_minutes,
      ...(record.session_pending ? { pending: { ...record.session_pending } } : {}),
    },
    reality_check_minutes: realityCheckMinutes(ctx, record),
    ...(exclusion ? { exclusion: { ...exclusion } } : {}),
    offer_before_first_deposit: !record.offer_declined && !depositLimitSet && !deposited,
  };
}

/** The LimitBreach of an ErrorResponse. */
function breachBody(binding: NonNullable<ReturnType<typeof moneyLimits>['binding']>) {
  return {
    kind: binding.kind,
    period: binding.period,
    remaining: fixed(binding.remaining),
    resets_at: binding.resetsAt,
  };
}

/**
 * Deposit refused over the limit with what remains: 422 DEPOSIT_LIMIT_REACHED naming the
 * window that binds, what remains and when it grows; null when the deposit fits.
 */
export function depositRefusal(
  ctx: FakeContext,
  accountId: number,
  amount: Decimal.Value,
  locale: Locale,
): Response | null {
  const { binding } = moneyLimits(ctx, protectionAt(ctx, accountId), 'deposit');
  if (!binding || new Decimal(amount).lte(binding.remaining)) return null;
  const message = protectionMessage(
    binding.resetsAt === null ? 'depositMoreNoDate' : 'depositMore',
    locale,
    { amount: fixed(binding.remaining), at: binding.resetsAt },
  );
  return fail(422, message, {
    code: 'DEPOSIT_LIMIT_REACHED',
    errors: { amount: [message] },
    limit: breachBody(binding),
  });
}

/**
 * A loss limit used up refuses play: launching a game or moving money into a game wallet
 * answers 422 LOSS_LIMIT_REACHED with the window and when it resets; null while any remains.
 */
export function lossRefusal(ctx: FakeContext, accountId: number, locale: Locale): Response | null {
  const { binding } = moneyLimits(ctx, protectionAt(ctx, accountId), 'loss');
  if (!binding || binding.remaining.gt(0)) return null;
  return fail(422, protectionMessage('lossReached', locale, { at: binding.resetsAt }), {
    code: 'LOSS_LIMIT_REACHED',
    limit: breachBody(binding),
  });
}

/** The code and message of an exclusion's refusals. */
export function exclusionRefusal(
  exclusion: NonNullable<ProtectionRecord['exclusion']>,
  locale: Locale,
) {
  return {
    code: exclusion.kind === 'timeout' ? 'ACCOUNT_TIMED_OUT' : 'ACCOUNT_SELF_EXCLUDED',
    message: protectionMessage(exclusion.kind === 'timeout' ? 'timedOut' : 'selfExcluded', locale, {
      at: exclusion.ends_at,
    }),
    ends_at: exclusion.ends_at,
  };
}

/**
 * What a withdraw-only session (signed in during an exclusion) may still do: read the account,
 * the wallets, the bank cards, the withdrawals and the protection settings, bring game balances
 * back to the main wallet, withdraw, and sign out. Everything else answers 423.
 */
export const WITHDRAW_ONLY_OPERATIONS: ReadonlySet<string> = new Set([
  'getUserProfile',
  'getPersonalInfo',
  'getMemberSidebar',
  'getSubTypes',
  'logoutMember',
  'listWalletBalances',
  'getWalletBalance',
  'getGameChannelBalance',
  'listMemberGameChannels',
  'recoverWalletBalances',
  'forceWalletTransfer',
  'getWalletTransferByKey',
  'listWalletTransfers',
  'listTradeRecords',
  'listBankCards',
  'createBankCard',
  'getWithdrawalInfo',
  'createWithdrawal',
  'listWithdrawals',
  'cancelWithdrawal',
  'getWithdrawalPasswordStatus',
  'saveWithdrawalPassword',
  'getProtection',
  'getProtectionSession',
  'getActivityHistory',
]);

/** Signing out always goes through, whatever ended the session. */
const ALWAYS_ADMITTED = new Set(['logoutMember']);

/**
 * The protection check of a member's signed-in call (context.ts admit): an exclusion in force
 * ends every session but a withdraw-only one (401 with its code and `ends_at`), a withdraw-only
 * session may only withdraw (423), and a session past its session limit is over (401
 * SESSION_LIMIT_REACHED). Null when the call may go on.
 */
export function protectionRefusal(
  ctx: FakeContext,
  caller: SignedIn,
  operationId: string,
  locale: Locale,
): Response | null {
  if (caller.account.type !== 2 || ALWAYS_ADMITTED.has(operationId)) return null;
  const now = nowSeconds();
  const record = protectionAt(ctx, caller.account.id, now);
  const exclusion = record.exclusion && record.exclusion.ends_at > now ? record.exclusion : null;
  if (exclusion) {
    const refusal = exclusionRefusal(exclusion, locale);
    if (!caller.session.withdraw_only)
      return fail(401, refusal.message, { code: refusal.code, ends_at: refusal.ends_at });
    if (!WITHDRAW_ONLY_OPERATIONS.has(operationId))
      return fail(423, protectionMessage('withdrawOnly', locale, { at: exclusion.ends_at }), {
        code: refusal.code,
        ends_at: refusal.ends_at,
      });
  }
  const minutes = record.session_minutes;
  if (minutes !== null && caller.session.created_at + minutes * 60 <= now)
    return fail(401, protectionMessage('sessionLimit', locale), { code: 'SESSION_LIMIT_REACHED' });
  return null;
}
