import { notFound } from '../lib/respond.ts';
import Decimal from 'decimal.js';
import { newOrder } from '../lib/ids.ts';
import type { HttpHandler } from 'msw';
import type * as z from 'zod';
import type { FakeContext } from '../context.ts';
import { idempotent } from '../lib/idempotency.ts';
import { newestFirst, pagedList, totalsOf } from '../lib/paging.ts';
import {
  DEPOSIT_SETTLE_SECONDS,
  MESSAGES,
  depositAmounts,
  depositView,
} from '../lib/payments-rules.ts';
import { fail, invalid, ok } from '../lib/respond.ts';
import { route } from '../lib/route.ts';
import type { Deposit } from '../lib/schemas.ts';
import { cashier } from '../lib/cashier.ts';
import { fakeText } from '../lib/fake-texts.ts';
import { localeOf } from '../lib/i18n.ts';
import { depositRefusal } from '../lib/protection.ts';

/** Deposits (contract tag deposits): methods, create, list, one. */
export function depositsHandlers(ctx: FakeContext): HttpHandler[] {
  const { db } = ctx;
  const { settle, promoUsable } = cashier(ctx);
  return [
    // ---- deposits ---------------------------------------------------------------------------
    route(ctx, { operationId: 'listDepositMethods', auth: 'member' }, ({ request }) => {
      const list = db.depositMethods
        .findMany(undefined, { orderBy: { sort: 'asc' } })
        .map(({ sort: _sort, ...method }) => ({
          ...method,
          name: fakeText(method.name, localeOf(request)),
        }));
      return ok({ list });
    }),
    route(
      ctx,
      { operationId: 'createDeposit', auth: 'member' },
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
          // A method that shows no promo code field (topup_code_show 0) takes no code either.
          if (promo !== undefined && method.topup_code_show !== 1)
            return invalid({ promo_code: ['This deposit method takes no promo code.'] });
          if (promo !== undefined && !promoUsable(promo)) {
            return invalid({ promo_code: ['The promo code is invalid.'] });
          }
          // Deposit limits (issue 16): over what remains is refused with what remains.
          const overLimit = depositRefusal(ctx, account.id, amount, localeOf(request));
          if (overLimit) return overLimit;
          const { id, now, no } = newOrder(db.deposits.findMany(), 90000, 'DP');
          const record = await db.deposits.create({
            id,
            account_id: account.id,
            order_no: no,
            ...depositAmounts(amount, method),
            status: 1,
            ...(promo ? { promo_code: promo } : {}),
            remark: '',
            created_at: now,
            updated_at: now,
            bank_account_id: bankAccountId,
            settle_at: now + DEPOSIT_SETTLE_SECONDS,
            credited: false,
          });
          const deposit: z.input<typeof Deposit> = depositView(record, localeOf(request));
          return ok(
            method.payment_type === 3
              ? { deposit, pay_url: `/_show/pay_cb?order=${record.order_no}&id=${record.id}` }
              : { deposit },
            'Successfully!',
          );
        });
      },
    ),
    route(
      ctx,
      { operationId: 'listDeposits', auth: 'member' },
      async ({ request, query, account }) => {
        await settle(account.id);
        const records = db.deposits
          .findMany((b) => b.where({ account_id: account.id }))
          .filter((deposit) => query.status === undefined || deposit.status === query.status);
        return pagedList(
          query,
          newestFirst(records, (deposit) => deposit.created_at).map((deposit) =>
            depositView(deposit, localeOf(request)),
          ),
          totalsOf((deposit) => deposit.amount),
        );
      },
    ),
    route(
      ctx,
      { operationId: 'getDeposit', auth: 'member' },
      async ({ request, params, account }) => {
        await settle(account.id);
        const deposit = db.deposits.findFirst((q) =>
          q.where({ id: params.id, account_id: account.id }),
        );
        if (!deposit) return notFound('This deposit does not exist.');
        return ok(depositView(deposit, localeOf(request)));
      },
    ),
  ];
}
