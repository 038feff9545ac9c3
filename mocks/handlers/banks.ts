import { notFound } from '../lib/respond.ts';
import { nextId } from '../lib/ids.ts';
import type { HttpHandler } from 'msw';
import type { FakeContext } from '../context.ts';
import { nowSeconds } from '../lib/clock.ts';
import { exclusive } from '../lib/lock.ts';
import { MESSAGES, WITHDRAWAL_IN_FLIGHT, bankCardView, settleDue } from '../lib/payments-rules.ts';
import { fail, invalid, ok } from '../lib/respond.ts';
import { route } from '../lib/route.ts';

/** Banks and bank cards (contract tag banks). */
export function banksHandlers(ctx: FakeContext): HttpHandler[] {
  const { db } = ctx;
  return [
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
    route(ctx, { operationId: 'createBankCard', auth: 'member' }, async ({ body, account }) => {
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
        const view = bankCardView(ctx, card);
        // A card in another name is kept, and the member is told at once why it cannot be paid to.
        return ok(
          view,
          view.payable ? 'Successfully!' : `Card added. ${MESSAGES.payeeNameMismatch}`,
        );
      });
    }),
    route(ctx, { operationId: 'deleteBankCard', auth: 'member' }, async ({ params, account }) => {
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
    }),
  ];
}
