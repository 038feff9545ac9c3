import type { HttpHandler } from 'msw';
import type { FakeContext } from '../context.ts';
import { applyQ, paginate } from '../lib/paging.ts';
import { newestFirst, pageSummary } from '../lib/payments-rules.ts';
import { ok } from '../lib/respond.ts';
import { route } from '../lib/route.ts';
import { ops } from '../lib/schemas.ts';
import { filtersOf, cashier } from '../lib/cashier.ts';

/** Trade and bet records (contract tag records). */
export function recordsHandlers(ctx: FakeContext): HttpHandler[] {
  const { db } = ctx;
  const { settle } = cashier(ctx);
  return [
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
  ];
}
