import type { HttpHandler } from 'msw';
import type { FakeContext } from '../context.ts';
import { newestFirst, pagedList, pageSummary, totalsOf } from '../lib/paging.ts';
import { route } from '../lib/route.ts';
import { fakeText } from '../lib/fake-texts.ts';
import { localeOf } from '../lib/i18n.ts';
import { cashier } from '../lib/cashier.ts';

/** A record as the member reads it: without the owner column. */
const withoutOwner = <T extends { account_id: number }>({ account_id: _owner, ...record }: T) =>
  record;

/** Trade and bet records (contract tag records). */
export function recordsHandlers(ctx: FakeContext): HttpHandler[] {
  const { db } = ctx;
  const { settle } = cashier(ctx);
  return [
    // ---- records ----------------------------------------------------------------------------
    route(
      ctx,
      { operationId: 'listTradeRecords', auth: 'member' },
      async ({ request, query, account }) => {
        await settle(account.id);
        const locale = localeOf(request);
        const records = db.tradeRecords
          .findMany((b) => b.where({ account_id: account.id }))
          .filter((record) => query.type === undefined || record.type === query.type);
        return pagedList(
          query,
          // The type's name and the remark in the request's locale (lib/fake-texts.ts).
          newestFirst(records, (record) => record.created_at).map((record) => ({
            ...withoutOwner(record),
            ...(record.type_name === undefined
              ? {}
              : { type_name: fakeText(record.type_name, locale) }),
            ...(record.remark === undefined ? {} : { remark: fakeText(record.remark, locale) }),
          })),
          totalsOf((record) => record.amount),
        );
      },
    ),
    route(ctx, { operationId: 'listBetRecords', auth: 'member' }, async ({ query, account }) => {
      const records = db.betRecords
        .findMany((b) => b.where({ account_id: account.id }))
        .filter(
          (bet) =>
            (query.channel_id === undefined || bet.channel_id === query.channel_id) &&
            (query.game_type === undefined || bet.game_type === query.game_type) &&
            (query.status === undefined || bet.status === query.status),
        );
      return pagedList(
        query,
        newestFirst(records, (bet) => bet.bet_at).map(withoutOwner),
        (page, all) => ({
          bet_amount: pageSummary(page, all, (bet) => bet.bet_amount),
          valid_bet: pageSummary(page, all, (bet) => bet.valid_bet),
          win_loss: pageSummary(page, all, (bet) => bet.win_loss),
        }),
      );
    }),
  ];
}
