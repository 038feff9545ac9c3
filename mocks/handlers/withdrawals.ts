import { notFound } from '../lib/respond.ts';
import Decimal from 'decimal.js';
import { newOrder } from '../lib/ids.ts';
import type { HttpHandler } from 'msw';
import type { FakeContext } from '../context.ts';
import { nowSeconds } from '../lib/clock.ts';
import { idempotent } from '../lib/idempotency.ts';
import { newestFirst, pagedList, totalsOf } from '../lib/paging.ts';
import { TRADE_TYPE, credit, debit, mainBalance, recordTrade } from '../lib/payments-ledger.ts';
import {
  MESSAGES,
  WITHDRAWAL_RULES,
  WITHDRAWAL_STATUS,
  feeOf,
  maskCard,
  memberStatusOf,
  passwordIntent,
  payeeNameMatches,
  settleDue,
  withdrawalView,
} from '../lib/payments-rules.ts';
import { fail, invalid, ok } from '../lib/respond.ts';
import { route } from '../lib/route.ts';
import { rsaDecrypt } from '../lib/rsa.ts';
import { WithdrawalPassword } from '../lib/schemas.ts';
import { money } from '../lib/views.ts';
import { cashier } from '../lib/cashier.ts';
import { localeOf } from '../lib/i18n.ts';
import { jurisdictionOf } from '../lib/protection.ts';
import { protectionMessage } from '../lib/protection-messages.ts';
import { memberMayCancelWithdrawal } from '../../src/features/protection/model/rules.ts';
import {
  checkCode,
  codeInvalid,
  emailTarget,
  liveCode,
  mobileTarget,
  sendCode,
} from '../lib/account-codes.ts';
import type { Account } from '../db.ts';

/** Why a channel cannot take the reset code: the member has not verified it. */
const UNVERIFIED_CHANNEL = {
  sms: 'Verify your mobile number in personal info first',
  email: 'Verify your e-mail address in personal info first',
} as const;

/**
 * The new withdrawal password of a set, change or reset, decrypted and checked (4 to 16
 * numbers or characters, the confirmation the same); the field errors otherwise.
 */
function readNewPassword(body: {
  password: string;
  password_confirmation: string;
}): { password: string; errors: null } | { password: null; errors: Record<string, string[]> } {
  const password = rsaDecrypt(body.password);
  if (password === null)
    return {
      password: null,
      errors: { password: ['The password could not be read. Reload the page and try again.'] },
    };
  if (!WithdrawalPassword.safeParse(password).success)
    return {
      password: null,
      errors: { password: ['The withdrawal password must be 4 to 16 numbers or characters.'] },
    };
  if (rsaDecrypt(body.password_confirmation) !== password)
    return { password: null, errors: { password_confirmation: [MESSAGES.passwordNotSame] } };
  return { password, errors: null };
}

/** The answer to field errors, with 'Password Not Same' as the message when that is the one. */
function passwordRefusal(errors: Record<string, string[]>): Response {
  const fields = Object.keys(errors);
  return invalid(
    errors,
    fields.length === 1 && fields[0] === 'password_confirmation'
      ? MESSAGES.passwordNotSame
      : undefined,
  );
}

/** Withdrawals (contract tag withdrawals): info, create, list, cancel, the withdrawal password. */
export function withdrawalsHandlers(ctx: FakeContext): HttpHandler[] {
  const { db } = ctx;
  /** Whether the jurisdiction lets a member cancel a withdrawal (not under ukgc). */
  const mayCancel = () => memberMayCancelWithdrawal(jurisdictionOf(ctx));
  const {
    fresh,
    storedPassword,
    settle,
    checkWithdrawPassword,
    allowance,
    personalInfoComplete,
    missingPersonalInfo,
    rolloverHolds,
    leavingRefusal,
  } = cashier(ctx);
  return [
    // ---- withdrawals ------------------------------------------------------------------------
    route(
      ctx,
      { operationId: 'getWithdrawalInfo', auth: 'member' },
      async ({ request, account: caller }) => {
        await settle(caller.id);
        const account = fresh(caller.id) ?? caller;
        const left = allowance(account.id);
        const { holds, withdrawable } = rolloverHolds(account.id, localeOf(request));
        return ok({
          min: WITHDRAWAL_RULES.min,
          max: WITHDRAWAL_RULES.max,
          fee_percent: WITHDRAWAL_RULES.feePercent,
          daily_count_left: left.countLeft,
          daily_amount_left: money(left.amountLeft),
          balance: money(account.money),
          withdrawable: money(withdrawable),
          rollover_holds: holds,
          has_bank_card:
            db.bankCards.findFirst((q) => q.where({ account_id: account.id })) !== undefined,
          personal_info_complete: personalInfoComplete(account),
          has_withdraw_password: storedPassword(account.id) !== null,
        });
      },
    ),
    route(
      ctx,
      { operationId: 'createWithdrawal', auth: 'member' },
      async ({ request, body, operationId, account }) => {
        const accountId = account.id;
        const intent = await passwordIntent(body);
        return idempotent(ctx, request, accountId, operationId, intent, async () => {
          await settleDue(ctx, accountId);
          // The set-up a withdrawal needs first (the screen redirects to each; spec §2).
          const missing = missingPersonalInfo(fresh(accountId) ?? account);
          if (missing.length > 0)
            return fail(422, MESSAGES.personalInfoMissing[missing[0] ?? 'real_name'], {
              code: 'PERSONAL_INFO_INCOMPLETE',
              errors: Object.fromEntries(
                missing.map((field) => [field, [MESSAGES.personalInfoMissing[field]]]),
              ),
            });
          const amount = new Decimal(body.amount);
          const limit = () =>
            fail(422, MESSAGES.withdrawalLimit, {
              code: 'VALIDATION_FAILED',
              errors: { amount: [MESSAGES.withdrawalLimit] },
            });
          if (amount.lt(WITHDRAWAL_RULES.min) || amount.gt(WITHDRAWAL_RULES.max)) return limit();
          const left = allowance(accountId);
          if (left.countLeft < 1 || amount.gt(left.amountLeft)) return limit();
          if (amount.gt(mainBalance(ctx, accountId))) {
            return fail(422, MESSAGES.excessBalance, {
              code: 'VALIDATION_FAILED',
              errors: { amount: [MESSAGES.excessBalance] },
            });
          }
          const held = leavingRefusal(accountId, amount, localeOf(request));
          if (held) return held;
          const card = db.bankCards.findFirst((q) =>
            q.where({ id: body.bank_card_id, account_id: accountId }),
          );
          if (!card) return notFound('This bank card does not exist.');
          const member = fresh(accountId) ?? account;
          if (!payeeNameMatches(member.real_name, card.account_name))
            return fail(422, MESSAGES.payeeNameMismatch, {
              code: 'PAYEE_NAME_MISMATCH',
              errors: { bank_card_id: [MESSAGES.payeeNameMismatch] },
            });
          const wrong = await checkWithdrawPassword(accountId, body.withdraw_password);
          if (wrong) return wrong;

          const { id, now, no } = newOrder(db.withdrawals.findMany(), 55000, 'WD');
          const paid = await debit(ctx, accountId, amount);
          if (!paid.ok)
            return fail(422, MESSAGES.excessBalance, {
              code: 'VALIDATION_FAILED',
              errors: { amount: [MESSAGES.excessBalance] },
            });
          const bank = db.banks.findFirst((q) => q.where({ id: card.bank_id }));
          const record = await db.withdrawals.create({
            id,
            account_id: accountId,
            bank_card_id: card.id,
            order_no: no,
            amount: money(amount),
            actual_amount: money(amount.minus(feeOf(amount, WITHDRAWAL_RULES.feePercent))),
            fee_percent: WITHDRAWAL_RULES.feePercent,
            status: 1,
            transaction_type: 1,
            transaction_id: '',
            bank_account: maskCard(card.card_number),
            bank_name: bank?.name ?? 'Unknown bank',
            bank_branch: card.bank_branch,
            remark: '',
            created_at: now,
            updated_at: now,
            auto: true,
          });
          await recordTrade(ctx, {
            accountId,
            type: TRADE_TYPE.WITHDRAWAL,
            orderNo: no,
            amount: amount.negated(),
            balanceAfter: paid.balance,
            remark: `Withdrawal to ${record.bank_name} ${record.bank_account}`,
          });
          return ok(withdrawalView(record, mayCancel(), localeOf(request)), 'Successfully!');
        });
      },
    ),
    route(
      ctx,
      { operationId: 'listWithdrawals', auth: 'member' },
      async ({ request, query, account }) => {
        await settle(account.id);
        const records = db.withdrawals
          .findMany((b) => b.where({ account_id: account.id }))
          .filter(
            (withdrawal) =>
              query.member_status === undefined ||
              memberStatusOf(withdrawal.status) === query.member_status,
          );
        return pagedList(
          query,
          newestFirst(records, (withdrawal) => withdrawal.created_at).map((withdrawal) =>
            withdrawalView(withdrawal, mayCancel(), localeOf(request)),
          ),
          totalsOf((withdrawal) => withdrawal.amount),
        );
      },
    ),
    route(
      ctx,
      { operationId: 'cancelWithdrawal', auth: 'member' },
      async ({ request, params, operationId, account }) => {
        const accountId = account.id;
        return idempotent(ctx, request, accountId, operationId, { id: params.id }, async () => {
          await settleDue(ctx, accountId);
          const withdrawal = db.withdrawals.findFirst((q) =>
            q.where({ id: params.id, account_id: accountId }),
          );
          if (!withdrawal) return notFound('This withdrawal does not exist.');
          // Under ukgc a withdrawal cannot be cancelled by the member (RTS 14B; issue 16).
          if (!mayCancel())
            return fail(409, protectionMessage('withdrawalCancelNotAllowed', localeOf(request)), {
              code: 'WITHDRAWAL_CANCEL_NOT_ALLOWED',
            });
          if (withdrawal.status !== WITHDRAWAL_STATUS.PENDING) {
            return fail(409, 'This withdrawal can no longer be cancelled', {
              code: 'WITHDRAWAL_NOT_PENDING',
            });
          }
          const refunded = await credit(ctx, accountId, withdrawal.amount);
          if (!refunded.ok) return notFound('This withdrawal does not exist.');
          const now = nowSeconds();
          const updated = await db.withdrawals.update((q) => q.where({ id: withdrawal.id }), {
            data(record) {
              record.status = WITHDRAWAL_STATUS.CANCELLED;
              record.updated_at = now;
              record.remark = 'Cancelled by member';
            },
          });
          await recordTrade(ctx, {
            accountId,
            type: TRADE_TYPE.ADJUSTMENT,
            orderNo: withdrawal.order_no,
            amount: withdrawal.amount,
            balanceAfter: refunded.balance,
            remark: 'Withdrawal cancelled',
          });
          return ok(
            withdrawalView(
              updated ?? { ...withdrawal, status: WITHDRAWAL_STATUS.CANCELLED, updated_at: now },
              true,
              localeOf(request),
            ),
            'Successfully!',
          );
        });
      },
    ),
    route(
      ctx,
      { operationId: 'getWithdrawalPasswordStatus', auth: 'member' },
      async ({ account }) => {
        return ok({ is_set: storedPassword(account.id) !== null });
      },
    ),
    route(
      ctx,
      { operationId: 'saveWithdrawalPassword', auth: 'member' },
      async ({ body, account }) => {
        const accountId = account.id;
        const errors: Record<string, string[]> = {};
        const stored = storedPassword(accountId);
        // A change proves the old password through the same check, and the same lock, as a
        // withdrawal: guessing it here must not walk around the lock there.
        if (stored !== null) {
          if (body.old_password === undefined)
            errors.old_password = ['The old password field is required.'];
          else {
            const wrong = await checkWithdrawPassword(accountId, body.old_password, 'old_password');
            if (wrong?.status === 429) return wrong;
            if (wrong) errors.old_password = [MESSAGES.wrongOldPassword];
          }
        }
        const next = readNewPassword(body);
        const all = { ...errors, ...next.errors };
        if (Object.keys(all).length > 0 || next.password === null) return passwordRefusal(all);
        const { password } = next;
        const now = nowSeconds();
        if (stored === null)
          await db.withdrawPasswords.create({ account_id: accountId, password, updated_at: now });
        else {
          await db.withdrawPasswords.update((q) => q.where({ account_id: accountId }), {
            data(record) {
              record.password = password;
              record.updated_at = now;
            },
          });
        }
        return ok(null, 'Successfully!');
      },
    ),
    // ---- a forgotten withdrawal password: a code to a verified contact, then a new one ----
    route(
      ctx,
      { operationId: 'sendWithdrawalPasswordResetCode', auth: 'member' },
      async ({ body, account }) => {
        const target = resetTarget(account, body.channel);
        if (target === null) return invalid({ channel: [UNVERIFIED_CHANNEL[body.channel]] });
        return sendCode(ctx, 'withdraw_password_reset', target, account.id);
      },
    ),
    route(
      ctx,
      { operationId: 'resetWithdrawalPassword', auth: 'member' },
      async ({ request, body, operationId, account }) => {
        const accountId = account.id;
        // The same key and body answer the same: plain values stand in for the ciphertexts,
        // which differ on every encryption of the same password.
        const intent = {
          channel: body.channel,
          code: body.code,
          password: rsaDecrypt(body.password),
          password_confirmation: rsaDecrypt(body.password_confirmation),
        };
        return idempotent(ctx, request, accountId, operationId, intent, async () => {
          const target = resetTarget(fresh(accountId) ?? account, body.channel);
          if (target === null) return invalid({ channel: [UNVERIFIED_CHANNEL[body.channel]] });
          // The password's rules first: a typo in the confirmation does not cost a guess.
          const next = readNewPassword(body);
          if (next.password === null) return passwordRefusal(next.errors);
          const record = liveCode(ctx, 'withdraw_password_reset', { target });
          if (!(await checkCode(ctx, record, body.code, true))) return codeInvalid();
          const now = nowSeconds();
          if (storedPassword(accountId) === null)
            await db.withdrawPasswords.create({
              account_id: accountId,
              password: next.password,
              updated_at: now,
            });
          else
            await db.withdrawPasswords.update((q) => q.where({ account_id: accountId }), {
              data(stored) {
                stored.password = next.password;
                stored.updated_at = now;
                // Proving who they are ends a lock of wrong withdrawal passwords at once.
                stored.failures = 0;
                stored.locked_until = 0;
              },
            });
          return ok(null, 'Withdrawal password reset');
        });
      },
    ),
  ];

  /**
   * Where a reset code for the member goes: their verified mobile number or e-mail address
   * (the code's target, so a code sent to one verifies nothing for the other); null when the
   * member has not verified that channel.
   */
  function resetTarget(account: Account, channel: 'sms' | 'email'): string | null {
    const info = db.personalInfo.findFirst((q) => q.where({ account_id: account.id }));
    if (channel === 'sms')
      return info?.mobile_verified === 1 && account.mobile && account.mobile_area
        ? `${account.id}|${mobileTarget(account.mobile_area, account.mobile)}`
        : null;
    return info?.email_verified === 1 && account.email
      ? `${account.id}|${emailTarget(account.email)}`
      : null;
  }
}
