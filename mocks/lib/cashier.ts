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
  settleDue,
} from './payments-rules.ts';
import { fail, invalid } from './respond.ts';
import { rsaDecrypt } from './rsa.ts';
import { inLocale, type Locale } from './i18n.ts';

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

  /** The withdrawal password check of withdrawals and credit transfers; null when it matches. */
  function checkWithdrawPassword(accountId: number, ciphertext: string): Response | null {
    const stored = storedPassword(accountId);
    if (stored === null)
      return fail(422, MESSAGES.noWithdrawPassword, {
        code: 'VALIDATION_FAILED',
        errors: { withdraw_password: [MESSAGES.noWithdrawPassword] },
      });
    if (rsaDecrypt(ciphertext) !== stored)
      return invalid({ withdraw_password: [MESSAGES.wrongWithdrawPassword] });
    return null;
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

  /** Real name, mobile and birthday (the account area's personal info) are all filled in. */
  function personalInfoComplete(account: Account): boolean {
    const info = db.personalInfo.findFirst((q) => q.where({ account_id: account.id }));
    return (
      account.real_name.trim() !== '' &&
      Boolean(account.mobile) &&
      Boolean(account.mobile_area) &&
      Boolean(info?.birthday)
    );
  }

  /**
   * The promotion bonuses still being wagered (application Approved, rollover current below
   * required): each holds its bonus in the balance, which cannot be withdrawn until the
   * rollover is met (PromotionRollover; issue 13). What is left may be withdrawn.
   */
  function rolloverHolds(accountId: number, locale: Locale) {
    const holds = db.promotionApplications
      .findMany((q) => q.where({ account_id: accountId, status: APPLICATION_APPROVED }))
      .filter((application) =>
        new Decimal(application.rollover_current).lt(application.rollover_required),
      )
      .sort((a, b) => a.id - b.id)
      .map((application) => {
        const promotion = db.promotions.findFirst((q) => q.where({ id: application.promotion_id }));
        return {
          application_id: application.id,
          promotion_title: promotion ? inLocale(promotion, locale).title : 'Promotion',
          bonus: application.bonus,
          current: application.rollover_current,
          required: application.rollover_required,
        };
      });
    const held = holds.reduce((sum, hold) => sum.plus(hold.bonus), new Decimal(0));
    const balance = new Decimal(fresh(accountId)?.money ?? 0);
    return { holds, withdrawable: Decimal.max(0, balance.minus(held)) };
  }

  return {
    fresh,
    rolloverHolds,
    storedPassword,
    settle,
    checkWithdrawPassword,
    todaysWithdrawals,
    allowance,
    promoUsable,
    personalInfoComplete,
  };
}
