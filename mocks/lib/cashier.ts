import Decimal from 'decimal.js';
import { startOfToday } from './site-time.ts';
import type { FakeContext } from '../context.ts';
import type { Account } from '../db.ts';
import { nowSeconds } from './clock.ts';
import { exclusive } from './lock.ts';
import {
  DEPOSIT_PROMO_CODES,
  MESSAGES,
  WITHDRAWAL_RULES,
  WITHDRAWAL_STATUS,
  WITHDRAW_PASSWORD_LOCK_MINUTES,
  WITHDRAW_PASSWORD_MAX_FAILURES,
  settleDue,
} from './payments-rules.ts';
import { fail, invalid } from './respond.ts';
import { rsaDecrypt } from './rsa.ts';
import { inLocale, type Locale } from './i18n.ts';
import { afterWrongTry, lockedAnswer, minutesLeft } from './lockout.ts';
import { rolloverStates } from './rollover.ts';
import { money } from './views.ts';

const WITHDRAW_PASSWORD_LOCKOUT = {
  maxFailures: WITHDRAW_PASSWORD_MAX_FAILURES,
  minutes: WITHDRAW_PASSWORD_LOCK_MINUTES,
};

/** A promotion application whose bonus is credited and whose rollover is running. */
const APPLICATION_APPROVED = 2;
/** Deposits, withdrawals, banks and bank cards, trade and bet records, member transfer. */
/** What the deposit, withdrawal, bank, record and member-transfer tags share: settling on the clock, the withdrawal password, allowances. */
export function cashier(ctx: FakeContext) {
  const { db } = ctx;

  const fresh = (id: number): Account | null =>
    db.accounts.findFirst((q) => q.where({ id })) ?? null;
  const storedPassword = (accountId: number) =>
    db.withdrawPasswords.findFirst((q) => q.where({ account_id: accountId }))?.password ?? null;
  /** Brings the member's deposits and withdrawals up to the clock, alone. */
  const settle = (accountId: number) => exclusive(() => settleDue(ctx, accountId));

  const lockedOut = (minutes: number) =>
    lockedAnswer(
      'WITHDRAW_PASSWORD_LOCKED',
      MESSAGES.withdrawPasswordLocked.replace('{minutes}', String(minutes)),
      minutes,
    );

  /**
   * The withdrawal password check of every place that takes it (withdrawals, credit transfers,
   * and the old password of a change); null when it matches. Wrong ones in a row lock them all
   * for a while (WITHDRAW_PASSWORD_MAX_FAILURES, 429 WITHDRAW_PASSWORD_LOCKED with the minutes
   * left in `remark`, as the sign-in lockout); a right one clears the count. `field` names the
   * form field a wrong password's error goes on.
   */
  async function checkWithdrawPassword(
    accountId: number,
    ciphertext: string,
    field: 'withdraw_password' | 'old_password' = 'withdraw_password',
  ): Promise<Response | null> {
    const record = db.withdrawPasswords.findFirst((q) => q.where({ account_id: accountId }));
    if (!record)
      return fail(422, MESSAGES.noWithdrawPassword, {
        code: 'VALIDATION_FAILED',
        errors: { withdraw_password: [MESSAGES.noWithdrawPassword] },
      });
    const now = nowSeconds();
    const left = minutesLeft(record.locked_until, now);
    if (left > 0) return lockedOut(left);
    const right = rsaDecrypt(ciphertext) === record.password;
    const next = right
      ? { failures: 0, lockedUntil: null }
      : afterWrongTry(record.failures, now, WITHDRAW_PASSWORD_LOCKOUT);
    if (next.failures !== record.failures || next.lockedUntil !== null)
      await db.withdrawPasswords.update((q) => q.where({ account_id: accountId }), {
        data(stored) {
          stored.failures = next.failures;
          if (next.lockedUntil !== null) stored.locked_until = next.lockedUntil;
        },
      });
    if (next.lockedUntil !== null) return lockedOut(WITHDRAW_PASSWORD_LOCK_MINUTES);
    if (right) return null;
    return invalid({
      [field]: [
        field === 'old_password' ? MESSAGES.wrongOldPassword : MESSAGES.wrongWithdrawPassword,
      ],
    });
  }

  /** Today's withdrawals that count against the daily allowance (all but cancelled ones). */
  function todaysWithdrawals(accountId: number) {
    const since = startOfToday();
    return db.withdrawals.findMany((q) =>
      q.where({
        account_id: accountId,
        created_at: (at) => at >= since,
        status: (status) => status !== WITHDRAWAL_STATUS.CANCELLED,
      }),
    );
  }

  function allowance(accountId: number) {
    const today = todaysWithdrawals(accountId);
    const used = today.reduce((sum, withdrawal) => sum.plus(withdrawal.amount), new Decimal(0));
    return {
      countLeft: Math.max(0, WITHDRAWAL_RULES.dailyCount - today.length),
      amountLeft: Decimal.max(0, new Decimal(WITHDRAWAL_RULES.dailyAmount).minus(used)),
    };
  }

  /** A deposit promo code: a deposit-only code, or a promotion code (engage area) still open. */
  function promoUsable(code: string): boolean {
    if ((DEPOSIT_PROMO_CODES as readonly string[]).includes(code)) return true;
    const promo = db.promoCodes.findFirst((q) =>
      q.where({ code: (existing) => existing.toUpperCase() === code }),
    );
    return (
      promo !== undefined &&
      promo.used_count < promo.max_uses &&
      (promo.expires_at === null || promo.expires_at > nowSeconds())
    );
  }

  /** The personal info a withdrawal needs that the member has not given (spec §2 redirects). */
  function missingPersonalInfo(account: Account): (keyof typeof MESSAGES.personalInfoMissing)[] {
    const info = db.personalInfo.findFirst((q) => q.where({ account_id: account.id }));
    const missing: (keyof typeof MESSAGES.personalInfoMissing)[] = [];
    if (account.real_name.trim() === '') missing.push('real_name');
    if (!account.mobile || !account.mobile_area) missing.push('mobile');
    if (!info?.birthday) missing.push('birthday');
    if (!info?.gender) missing.push('gender');
    return missing;
  }
  const personalInfoComplete = (account: Account) => missingPersonalInfo(account).length === 0;

  /**
   * The promotion bonuses still being wagered (application Approved, rollover current below
   * required): each holds its bonus in the balance, which cannot be withdrawn until the
   * rollover is met (PromotionRollover; issue 13). What is left may be withdrawn.
   */
  function rolloverHolds(accountId: number, locale: Locale) {
    const states = rolloverStates(ctx, accountId);
    const holds = db.promotionApplications
      .findMany((q) => q.where({ account_id: accountId, status: APPLICATION_APPROVED }))
      .flatMap((application) => {
        const rollover = states.get(application.id);
        return rollover ? [{ application, rollover }] : [];
      })
      .filter(({ rollover }) => rollover.status === APPLICATION_APPROVED)
      .sort((a, b) => a.application.id - b.application.id)
      .map(({ application, rollover }) => {
        const promotion = db.promotions.findFirst((q) => q.where({ id: application.promotion_id }));
        return {
          application_id: application.id,
          promotion_title: promotion ? inLocale(promotion, locale).title : 'Promotion',
          bonus: application.bonus,
          current: rollover.current,
          required: rollover.required,
        };
      });
    const held = holds.reduce((sum, hold) => sum.plus(hold.bonus), new Decimal(0));
    const balance = new Decimal(fresh(accountId)?.money ?? 0);
    return { holds, withdrawable: Decimal.max(0, balance.minus(held)) };
  }

  /**
   * The one rule for money leaving the brand from the main wallet (a withdrawal, a credit
   * transfer to another member): it may not reach into a bonus whose rollover is not met. The
   * 422 ROLLOVER_NOT_MET refusal with the most that may leave now, or null when `amount` may.
   */
  function leavingRefusal(accountId: number, amount: Decimal, locale: Locale): Response | null {
    const { withdrawable } = rolloverHolds(accountId, locale);
    if (amount.lte(withdrawable)) return null;
    const message = MESSAGES.rolloverNotMet.replace('{amount}', money(withdrawable));
    return fail(422, message, { code: 'ROLLOVER_NOT_MET', errors: { amount: [message] } });
  }

  return {
    fresh,
    rolloverHolds,
    leavingRefusal,
    storedPassword,
    settle,
    checkWithdrawPassword,
    todaysWithdrawals,
    allowance,
    promoUsable,
    personalInfoComplete,
    missingPersonalInfo,
  };
}
