import Decimal from 'decimal.js';
import { newOrder } from '../lib/ids.ts';
import type { HttpHandler } from 'msw';
import type { FakeContext } from '../context.ts';
import { idempotent } from '../lib/idempotency.ts';
import { move } from '../lib/ledger.ts';
import { newestFirst, pagedList } from '../lib/paging.ts';
import { TRADE_TYPE, collectFee, mainBalance, recordTrade } from '../lib/payments-ledger.ts';
import {
  MEMBER_TRANSFER_RULES,
  MESSAGES,
  feeOf,
  memberTransferView,
  passwordIntent,
  settleDue,
} from '../lib/payments-rules.ts';
import { fail, invalid, ok } from '../lib/respond.ts';
import { route } from '../lib/route.ts';
import { MAIN_WALLET_ID, money } from '../lib/views.ts';
import { cashier } from '../lib/cashier.ts';
import { localeOf } from '../lib/i18n.ts';

/** Credit sent to another member (contract tag member-transfer). */
export function memberTransferHandlers(ctx: FakeContext): HttpHandler[] {
  const { db } = ctx;
  const { fresh, checkWithdrawPassword, leavingRefusal, rolloverHolds } = cashier(ctx);
  return [
    // ---- member transfer --------------------------------------------------------------------
    route(
      ctx,
      { operationId: 'getMemberTransferInfo', auth: 'member' },
      async ({ request, account }) => {
        await settleDue(ctx, account.id);
        return ok({
          min: MEMBER_TRANSFER_RULES.min,
          max: MEMBER_TRANSFER_RULES.max,
          fee_percent: MEMBER_TRANSFER_RULES.feePercent,
          fee_bearer: MEMBER_TRANSFER_RULES.feeBearer,
          enabled: account.member_transfer_show === 1,
          withdrawable: money(rolloverHolds(account.id, localeOf(request)).withdrawable),
        });
      },
    ),
    route(
      ctx,
      { operationId: 'createMemberTransfer', auth: 'member' },
      async ({ request, body, operationId, account }) => {
        const senderId = account.id;
        const intent = await passwordIntent(body);
        return idempotent(ctx, request, senderId, operationId, intent, async () => {
          await settleDue(ctx, senderId);
          const sender = fresh(senderId);
          if (!sender || sender.member_transfer_show !== 1)
            return fail(409, 'Credit transfer is not available', {
              code: 'MEMBER_TRANSFER_DISABLED',
            });
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
          // Bonus money under wagering leaves the brand no more through another member than
          // through a withdrawal: the one rule of both.
          const held = leavingRefusal(sender.id, senderPays, localeOf(request));
          if (held) return held;
          // The secret first: only its holder learns whether a login name can receive.
          const wrong = await checkWithdrawPassword(sender.id, body.withdraw_password);
          if (wrong) return wrong;
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

          // The receiver gets the amount (fee on the sender) or the amount less the fee (fee on
          // the receiver); either way the fee leaves the sender's wallet for the house.
          const { id, now, no } = newOrder(db.memberTransfers.findMany(), 3300, 'MT');
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
          return ok(memberTransferView(row, sender.id, localeOf(request)), 'Successfully!');
        });
      },
    ),
    route(
      ctx,
      { operationId: 'listMemberTransfers', auth: 'member' },
      async ({ request, query, account }) => {
        const me = account.id;
        const rows = db.memberTransfers
          .findMany((b) => b.where((row) => row.from_account_id === me || row.to_account_id === me))
          .map((row) => memberTransferView(row, me, localeOf(request)))
          .filter((row) => query.direction === undefined || row.direction === query.direction);
        return pagedList(
          query,
          newestFirst(rows, (row) => row.created_at),
        );
      },
    ),
  ];
}
