import Decimal from 'decimal.js';
import { nextId } from '../lib/ids.ts';
import { orderNo, startOfToday } from '../lib/site-time.ts';
import type { HttpHandler } from 'msw';
import type * as z from 'zod';
import type { FakeContext } from '../context.ts';
import type { Account } from '../db.ts';
import { nowSeconds } from '../lib/clock.ts';
import { idempotent } from '../lib/idempotency.ts';
import { move } from '../lib/ledger.ts';
import { exclusive } from '../lib/lock.ts';
import { applyQ, paginate, parseQ } from '../lib/paging.ts';
import {
  TRADE_TYPE,
  collectFee,
  credit,
  debit,
  mainBalance,
  recordTrade,
} from '../lib/payments-ledger.ts';
import {
  DEPOSIT_PROMO_CODES,
  DEPOSIT_SETTLE_SECONDS,
  MEMBER_TRANSFER_RULES,
  MESSAGES,
  WITHDRAWAL_IN_FLIGHT,
  WITHDRAWAL_RULES,
  WITHDRAWAL_STATUS,
  bankCardView,
  depositView,
  feeOf,
  maskCard,
  memberStatusOf,
  memberTransferView,
  newestFirst,
  pageSummary,
  secretFingerprint,
  settleDue,
  withdrawalView,
} from '../lib/payments-rules.ts';
import { fail, invalid, ok } from '../lib/respond.ts';
import { route } from '../lib/route.ts';
import { rsaDecrypt } from '../lib/rsa.ts';
import { type Deposit, ops, WithdrawalPassword } from '../lib/schemas.ts';
import { MAIN_WALLET_ID, money } from '../lib/views.ts';

/** The `q` parameter, or a 422 naming it. */
function filtersOf(q: string | undefined) {
  const filters = parseQ(q);
  return filters
    ? { ok: true as const, filters }
    : {
        ok: false as const,
        response: invalid({ q: ['The filter must be a JSON object of operator filters.'] }),
      };
}

const notFound = (message = 'Not found') => fail(404, message, { code: 'NOT_FOUND' });

/** Deposits, withdrawals, banks and bank cards, trade and bet records, member transfer. */
export function paymentsHandlers(ctx: FakeContext): HttpHandler[] {
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

  return [
    // ---- deposits ---------------------------------------------------------------------------
    route(
      ctx,
      {
        operationId: 'listDepositMethods',
        auth: 'member',
      },
      () => {
        const list = db.depositMethods
          .findMany(undefined, { orderBy: { sort: 'asc' } })
          .map(({ sort: _sort, ...method }) => method);
        return ok({ list });
      },
    ),

    route(
      ctx,
      {
        operationId: 'createDeposit',
        auth: 'member',
        body: ops.CreateDepositBody,
      },
      async ({ request, body, operationId, account }) => {
        return idempotent(ctx, request, account.id, operationId, body, async () => {
          const method = db.depositMethods.findFirst((q) => q.where({ id: body.method_id }));
          if (!method) return invalid({ method_id: ['Please select a deposit method.'] });
          const amount = new Decimal(body.amount);
          if (amount.lt(method.min) || amount.gt(method.max)) {
            return fail(422, MESSAGES.invalidAmount, {
              code: 'VALIDATION_FAILED',
              errors: { amount: [MESSAGES.invalidAmount] },
            });
          }
          let bankAccountId: number | null = null;
          if (method.payment_type === 1) {
            const accounts = method.bank_accounts ?? [];
            const chosen =
              body.bank_account_id === undefined
                ? accounts[0]
                : accounts.find((entry) => entry.id === body.bank_account_id);
            if (!chosen)
              return invalid({ bank_account_id: ['Please select the account you paid into.'] });
            bankAccountId = chosen.id;
          }
          const promo = body.promo_code?.toUpperCase();
          if (promo !== undefined && !promoUsable(promo)) {
            return invalid({ promo_code: ['The promo code is invalid.'] });
          }
          const now = nowSeconds();
          const id = nextId(
            db.deposits.findMany().map((deposit) => deposit.id),
            90000,
          );
          const fee = feeOf(amount, method.fee_percent);
          const record = await db.deposits.create({
            id,
            account_id: account.id,
            order_no: orderNo('DP', id, now),
            amount: money(amount),
            actual_amount: money(amount.minus(fee)),
            fee: money(fee),
            method_id: method.id,
            method_name: method.name,
            payment_type: method.payment_type,
            status: 1,
            ...(promo ? { promo_code: promo } : {}),
            remark: '',
            created_at: now,
            updated_at: now,
            bank_account_id: bankAccountId,
            settle_at: now + DEPOSIT_SETTLE_SECONDS,
            credited: false,
          });
          const deposit: z.input<typeof Deposit> = depositView(record);
          return ok(
            method.payment_type === 3
              ? { deposit, pay_url: `/_show/pay_cb?order=${record.order_no}` }
              : { deposit },
            'Successfully!',
          );
        });
      },
    ),

    route(
      ctx,
      {
        operationId: 'listDeposits',
        auth: 'member',
        query: ops.ListDepositsQueryParams,
      },
      async ({ query, account }) => {
        const q = filtersOf(query.q);
        if (!q.ok) return q.response;
        await settle(account.id);
        const records = db.deposits
          .findMany((b) => b.where({ account_id: account.id }))
          .filter((deposit) => query.status === undefined || deposit.status === query.status);
        const all = applyQ(
          newestFirst(records, (deposit) => deposit.created_at).map(depositView),
          q.filters,
        );
        const page = paginate(all, query.page, query.page_size);
        return ok({
          list: page.list,
          meta: page.meta,
          summary: pageSummary(page.list, all, (deposit) => deposit.amount),
        });
      },
    ),

    route(
      ctx,
      {
        operationId: 'getDeposit',
        auth: 'member',
        params: ops.GetDepositParams,
      },
      async ({ params, account }) => {
        await settle(account.id);
        const deposit = db.deposits.findFirst((q) =>
          q.where({ id: params.id, account_id: account.id }),
        );
        if (!deposit) return notFound('This deposit does not exist.');
        return ok(depositView(deposit));
      },
    ),

    // ---- withdrawals ------------------------------------------------------------------------
    route(
      ctx,
      {
        operationId: 'getWithdrawalInfo',
        auth: 'member',
      },
      async ({ account: caller }) => {
        await settle(caller.id);
        const account = fresh(caller.id) ?? caller;
        const left = allowance(account.id);
        return ok({
          min: WITHDRAWAL_RULES.min,
          max: WITHDRAWAL_RULES.max,
          fee_percent: WITHDRAWAL_RULES.feePercent,
          daily_count_left: left.countLeft,
          daily_amount_left: money(left.amountLeft),
          balance: money(account.money),
          has_bank_card:
            db.bankCards.findFirst((q) => q.where({ account_id: account.id })) !== undefined,
          personal_info_complete: personalInfoComplete(account),
          has_withdraw_password: storedPassword(account.id) !== null,
        });
      },
    ),

    route(
      ctx,
      {
        operationId: 'createWithdrawal',
        auth: 'member',
        body: ops.CreateWithdrawalBody,
      },
      async ({ request, body, operationId, account }) => {
        const accountId = account.id;
        const intent = {
          ...body,
          withdraw_password: await secretFingerprint(
            body.withdraw_password,
            rsaDecrypt(body.withdraw_password),
          ),
        };
        return idempotent(ctx, request, accountId, operationId, intent, async () => {
          await settleDue(ctx, accountId);
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
          const card = db.bankCards.findFirst((q) =>
            q.where({ id: body.bank_card_id, account_id: accountId }),
          );
          if (!card) return notFound('This bank card does not exist.');
          const wrong = checkWithdrawPassword(accountId, body.withdraw_password);
          if (wrong) return wrong;

          const now = nowSeconds();
          const id = nextId(
            db.withdrawals.findMany().map((withdrawal) => withdrawal.id),
            55000,
          );
          const no = orderNo('WD', id, now);
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
          return ok(withdrawalView(record), 'Successfully!');
        });
      },
    ),

    route(
      ctx,
      {
        operationId: 'listWithdrawals',
        auth: 'member',
        query: ops.ListWithdrawalsQueryParams,
      },
      async ({ query, account }) => {
        const q = filtersOf(query.q);
        if (!q.ok) return q.response;
        await settle(account.id);
        const records = db.withdrawals
          .findMany((b) => b.where({ account_id: account.id }))
          .filter(
            (withdrawal) =>
              query.member_status === undefined ||
              memberStatusOf(withdrawal.status) === query.member_status,
          );
        const all = applyQ(
          newestFirst(records, (withdrawal) => withdrawal.created_at).map(withdrawalView),
          q.filters,
        );
        const page = paginate(all, query.page, query.page_size);
        return ok({
          list: page.list,
          meta: page.meta,
          summary: pageSummary(page.list, all, (withdrawal) => withdrawal.amount),
        });
      },
    ),

    route(
      ctx,
      {
        operationId: 'cancelWithdrawal',
        auth: 'member',
        params: ops.CancelWithdrawalParams,
      },
      async ({ request, params, operationId, account }) => {
        const accountId = account.id;
        return idempotent(ctx, request, accountId, operationId, { id: params.id }, async () => {
          await settleDue(ctx, accountId);
          const withdrawal = db.withdrawals.findFirst((q) =>
            q.where({ id: params.id, account_id: accountId }),
          );
          if (!withdrawal) return notFound('This withdrawal does not exist.');
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
            ),
            'Successfully!',
          );
        });
      },
    ),

    route(
      ctx,
      {
        operationId: 'getWithdrawalPasswordStatus',
        auth: 'member',
      },
      async ({ account }) => {
        return ok({ is_set: storedPassword(account.id) !== null });
      },
    ),

    route(
      ctx,
      {
        operationId: 'saveWithdrawalPassword',
        auth: 'member',
        body: ops.SaveWithdrawalPasswordBody,
      },
      async ({ body, account }) => {
        const accountId = account.id;
        const errors: Record<string, string[]> = {};
        const stored = storedPassword(accountId);
        if (stored !== null) {
          if (body.old_password === undefined)
            errors.old_password = ['The old password field is required.'];
          else if (rsaDecrypt(body.old_password) !== stored)
            errors.old_password = ['The old password is incorrect.'];
        }
        const password = rsaDecrypt(body.password);
        if (password === null)
          errors.password = ['The password could not be read. Reload the page and try again.'];
        else if (!WithdrawalPassword.safeParse(password).success)
          errors.password = ['The withdrawal password must be 4 to 16 numbers or characters.'];
        else if (rsaDecrypt(body.password_confirmation) !== password)
          errors.password_confirmation = [MESSAGES.passwordNotSame];
        const fields = Object.keys(errors);
        if (fields.length > 0 || password === null) {
          return invalid(
            errors,
            fields.length === 1 && fields[0] === 'password_confirmation'
              ? MESSAGES.passwordNotSame
              : undefined,
          );
        }
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

    // ---- banks ------------------------------------------------------------------------------
    route(ctx, { operationId: 'listBanks', auth: 'guest' }, () =>
      ok({
        list: db.banks
          .findMany(undefined, { orderBy: { sort: 'asc' } })
          .map(({ sort: _sort, ...bank }) => bank),
      }),
    ),

    route(ctx, { operationId: 'listBankCards', auth: 'member' }, async ({ account }) => {
      const cards = db.bankCards
        .findMany((q) => q.where({ account_id: account.id }))
        .sort((a, b) => a.created_at - b.created_at || a.id - b.id);
      return ok({ list: cards.map((card) => bankCardView(ctx, card)) });
    }),

    route(
      ctx,
      {
        operationId: 'createBankCard',
        auth: 'member',
        body: ops.CreateBankCardBody,
      },
      async ({ body, account }) => {
        const accountId = account.id;
        return exclusive(async () => {
          const errors: Record<string, string[]> = {};
          if (!db.banks.findFirst((q) => q.where({ id: body.bank_id })))
            errors.bank_id = ['The selected bank is invalid.'];
          const number = body.card_number.toUpperCase();
          if (
            db.bankCards.findFirst((q) =>
              q.where({ card_number: (existing) => existing.toUpperCase() === number }),
            )
          )
            errors.card_number = ['The bank card has been bound.'];
          if (body.account_name.trim() === '')
            errors.account_name = ['The bank account name field is required.'];
          if (body.bank_branch.trim() === '')
            errors.bank_branch = ['The bank branch field is required.'];
          if (Object.keys(errors).length > 0) return invalid(errors);
          const card = await db.bankCards.create({
            id: nextId(
              db.bankCards.findMany().map((existing) => existing.id),
              40,
            ),
            account_id: accountId,
            bank_id: body.bank_id,
            card_number: body.card_number,
            account_name: body.account_name.trim(),
            bank_branch: body.bank_branch.trim(),
            created_at: nowSeconds(),
          });
          return ok(bankCardView(ctx, card), 'Successfully!');
        });
      },
    ),

    route(
      ctx,
      {
        operationId: 'deleteBankCard',
        auth: 'member',
        params: ops.DeleteBankCardParams,
      },
      async ({ params, account }) => {
        const accountId = account.id;
        return exclusive(async () => {
          await settleDue(ctx, accountId);
          const card = db.bankCards.findFirst((q) =>
            q.where({ id: params.id, account_id: accountId }),
          );
          if (!card) return notFound('This bank card does not exist.');
          const busy = db.withdrawals.findFirst((q) =>
            q.where({
              bank_card_id: card.id,
              status: (status) => WITHDRAWAL_IN_FLIGHT.includes(status),
            }),
          );
          if (busy)
            return fail(409, 'This bank card has a withdrawal in progress', {
              code: 'BANK_CARD_IN_USE',
            });
          db.bankCards.delete((q) => q.where({ id: card.id }));
          return ok(null, 'Successfully!');
        });
      },
    ),

    // ---- records ----------------------------------------------------------------------------
    route(
      ctx,
      {
        operationId: 'listTradeRecords',
        auth: 'member',
        query: ops.ListTradeRecordsQueryParams,
      },
      async ({ query, account }) => {
        const q = filtersOf(query.q);
        if (!q.ok) return q.response;
        await settle(account.id);
        const records = db.tradeRecords
          .findMany((b) => b.where({ account_id: account.id }))
          .filter((record) => query.type === undefined || record.type === query.type);
        const all = applyQ(
          newestFirst(records, (record) => record.created_at).map(
            ({ account_id: _owner, ...record }) => record,
          ),
          q.filters,
        );
        const page = paginate(all, query.page, query.page_size);
        return ok({
          list: page.list,
          meta: page.meta,
          summary: pageSummary(page.list, all, (record) => record.amount),
        });
      },
    ),

    route(
      ctx,
      {
        operationId: 'listBetRecords',
        auth: 'member',
        query: ops.ListBetRecordsQueryParams,
      },
      async ({ query, account }) => {
        const q = filtersOf(query.q);
        if (!q.ok) return q.response;
        const records = db.betRecords
          .findMany((b) => b.where({ account_id: account.id }))
          .filter(
            (bet) =>
              (query.channel_id === undefined || bet.channel_id === query.channel_id) &&
              (query.game_type === undefined || bet.game_type === query.game_type) &&
              (query.status === undefined || bet.status === query.status),
          );
        const all = applyQ(
          newestFirst(records, (bet) => bet.bet_at).map(({ account_id: _owner, ...bet }) => bet),
          q.filters,
        );
        const page = paginate(all, query.page, query.page_size);
        return ok({
          list: page.list,
          meta: page.meta,
          summary: {
            bet_amount: pageSummary(page.list, all, (bet) => bet.bet_amount),
            valid_bet: pageSummary(page.list, all, (bet) => bet.valid_bet),
            win_loss: pageSummary(page.list, all, (bet) => bet.win_loss),
          },
        });
      },
    ),

    // ---- member transfer --------------------------------------------------------------------
    route(
      ctx,
      {
        operationId: 'getMemberTransferInfo',
        auth: 'member',
      },
      async ({ account }) => {
        return ok({
          min: MEMBER_TRANSFER_RULES.min,
          max: MEMBER_TRANSFER_RULES.max,
          fee_percent: MEMBER_TRANSFER_RULES.feePercent,
          fee_bearer: MEMBER_TRANSFER_RULES.feeBearer,
          enabled: account.member_transfer_show === 1,
        });
      },
    ),

    route(
      ctx,
      {
        operationId: 'createMemberTransfer',
        auth: 'member',
        body: ops.CreateMemberTransferBody,
      },
      async ({ request, body, operationId, account }) => {
        const senderId = account.id;
        const intent = {
          ...body,
          withdraw_password: await secretFingerprint(
            body.withdraw_password,
            rsaDecrypt(body.withdraw_password),
          ),
        };
        return idempotent(ctx, request, senderId, operationId, intent, async () => {
          await settleDue(ctx, senderId);
          const sender = fresh(senderId);
          if (!sender || sender.member_transfer_show !== 1)
            return fail(409, 'Credit transfer is not available', {
              code: 'MEMBER_TRANSFER_DISABLED',
            });
          const receiver = db.accounts.findFirst((q) =>
            q.where({ username: (name) => name.toLowerCase() === body.username.toLowerCase() }),
          );
          // Credit goes from member to member: an affiliate (type 1) is refused like a name that
          // does not exist, so the answer tells nobody which names are affiliates.
          if (
            !receiver ||
            receiver.id === sender.id ||
            receiver.status !== 1 ||
            receiver.type !== 2
          )
            return invalid({ username: ['The selected username is invalid.'] });
          const amount = new Decimal(body.amount);
          if (amount.lt(MEMBER_TRANSFER_RULES.min) || amount.gt(MEMBER_TRANSFER_RULES.max)) {
            return fail(422, MESSAGES.transferLimit, {
              code: 'VALIDATION_FAILED',
              errors: { amount: [MESSAGES.transferLimit] },
            });
          }
          const fee = feeOf(amount, MEMBER_TRANSFER_RULES.feePercent);
          const senderPays = body.fee_bearer === 1 ? amount.plus(fee) : amount;
          const insufficient = () =>
            fail(422, MESSAGES.insufficient, {
              code: 'VALIDATION_FAILED',
              errors: { amount: [MESSAGES.insufficient] },
            });
          if (mainBalance(ctx, sender.id).lt(senderPays)) return insufficient();
          const wrong = checkWithdrawPassword(sender.id, body.withdraw_password);
          if (wrong) return wrong;

          // The receiver gets the amount (fee on the sender) or the amount less the fee (fee on
          // the receiver); either way the fee leaves the sender's wallet for the house.
          const now = nowSeconds();
          const id = nextId(
            db.memberTransfers.findMany().map((row) => row.id),
            3300,
          );
          const no = orderNo('MT', id, now);
          const received = body.fee_bearer === 1 ? amount : amount.minus(fee);
          const from = { accountId: sender.id, walletId: MAIN_WALLET_ID };
          const to = { accountId: receiver.id, walletId: MAIN_WALLET_ID };
          const moved = await move(ctx, from, to, received);
          if (!moved.ok) return insufficient();
          if (fee.gt(0)) {
            const kept = await collectFee(ctx, sender.id, fee, no);
            if (!kept.ok) {
              await move(ctx, to, from, received);
              return insufficient();
            }
          }
          const senderAfter = mainBalance(ctx, sender.id);
          const receiverAfter = mainBalance(ctx, receiver.id);
          const row = await db.memberTransfers.create({
            id,
            order_no: no,
            from_account_id: sender.id,
            to_account_id: receiver.id,
            from_username: sender.username,
            to_username: receiver.username,
            amount: money(amount),
            fee: money(fee),
            fee_bearer: body.fee_bearer,
            actual_amount: money(received),
            sender_balance_after: money(senderAfter),
            receiver_balance_after: money(receiverAfter),
            status: 2,
            remark: '',
            created_at: now,
          });
          await recordTrade(ctx, {
            accountId: sender.id,
            type: TRADE_TYPE.MEMBER_TRANSFER,
            orderNo: no,
            amount: senderPays.negated(),
            balanceAfter: senderAfter,
            remark: `Credit transfer to ${receiver.username}`,
          });
          await recordTrade(ctx, {
            accountId: receiver.id,
            type: TRADE_TYPE.MEMBER_TRANSFER,
            orderNo: no,
            amount: received,
            balanceAfter: receiverAfter,
            remark: `Credit transfer from ${sender.username}`,
          });
          return ok(memberTransferView(row, sender.id), 'Successfully!');
        });
      },
    ),

    route(
      ctx,
      {
        operationId: 'listMemberTransfers',
        auth: 'member',
        query: ops.ListMemberTransfersQueryParams,
      },
      async ({ query, account }) => {
        const q = filtersOf(query.q);
        if (!q.ok) return q.response;
        const me = account.id;
        const rows = db.memberTransfers
          .findMany((b) => b.where((row) => row.from_account_id === me || row.to_account_id === me))
          .map((row) => memberTransferView(row, me))
          .filter((row) => query.direction === undefined || row.direction === query.direction);
        const all = applyQ(
          newestFirst(rows, (row) => row.created_at),
          q.filters,
        );
        const page = paginate(all, query.page, query.page_size);
        return ok({ list: page.list, meta: page.meta });
      },
    ),
  ];
}
