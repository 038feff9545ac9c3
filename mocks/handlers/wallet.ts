import type { HttpHandler } from 'msw';
import Decimal from 'decimal.js';
import type { FakeContext } from '../context.ts';
import type { Channel } from '../db.ts';
import { idempotent } from '../lib/idempotency.ts';
import { localeOf } from '../lib/i18n.ts';
import { lossRefusal } from '../lib/protection.ts';
import { balanceOf, move } from '../lib/ledger.ts';
import { pagedList } from '../lib/paging.ts';
import { type FieldErrors, fail, invalid, notFound, ok } from '../lib/respond.ts';
import { route } from '../lib/route.ts';
import type { WalletRecoverChannelResult } from '../lib/schemas.ts';
import { MAIN_WALLET_ID, money } from '../lib/views.ts';
import { PLATFORM_NAME, MESSAGES, unavailable, gameWallets } from '../lib/game-wallets.ts';

/** The wallet (contract tag wallet): balances, transfer limits, recover, auto, forced and fast transfer, transfer records. */
export function walletHandlers(ctx: FakeContext): HttpHandler[] {
  const { db } = ctx;
  const wallets = gameWallets(ctx);
  return [
    route(ctx, { operationId: 'getWalletBalance', auth: 'member' }, ({ params, account }) =>
      wallets.balanceAnswer(account, params.channel_id),
    ),
    route(ctx, { operationId: 'getWalletTransferLimit', auth: 'member' }, ({ query }) =>
      wallets.transferLimitAnswer(query.channel_id, query.action),
    ),
    route(ctx, { operationId: 'listWalletBalances', auth: 'member' }, async ({ account }) => {
      const list = [
        wallets.mainBalanceView(account),
        ...wallets.channelsInOrder().map((channel) => wallets.channelBalanceView(account, channel)),
      ];
      const total = list.reduce(
        (sum, wallet) => (new Decimal(wallet.balance).gte(0) ? sum.plus(wallet.balance) : sum),
        new Decimal(0),
      );
      const usable = list.reduce(
        (sum, wallet) =>
          !wallet.locked && new Decimal(wallet.balance).gte(0) ? sum.plus(wallet.balance) : sum,
        new Decimal(0),
      );
      return ok({
        wallet: {
          total_balance: money(total),
          actual_amount: money(usable),
          platform_name: PLATFORM_NAME,
          auto_transfer: account.auto_transfer,
        },
        list,
      });
    }),
    route(
      ctx,
      { operationId: 'recoverWalletBalances', auth: 'member' },
      async ({ request, body, operationId, account }) => {
        return idempotent(ctx, request, account.id, operationId, body, async () => {
          // The request as a whole first: every channel known, none twice.
          const errors: FieldErrors = {};
          const listed = new Set<number>();
          body.ids.forEach((item, index) => {
            if (listed.has(item.id))
              errors[`ids.${index}.id`] = ['Each wallet may be listed once.'];
            else if (item.id !== MAIN_WALLET_ID && !wallets.findChannel(item.id))
              errors[`ids.${index}.id`] = ['No such game wallet.'];
            listed.add(item.id);
          });
          if (Object.keys(errors).length > 0) return invalid(errors);
          const restoreAll = body.ids.length > 1;
          type Step = {
            result: WalletRecoverChannelResult;
            channel: Channel | null;
            amount: Decimal;
          };
          const steps: Step[] = [];
          const exceeded: FieldErrors = {};
          body.ids.forEach((item, index) => {
            const zero = new Decimal(0);
            const skip = (
              name: string,
              status: 'skipped' | 'failed',
              reason: string,
              channel: Channel | null = null,
            ) =>
              steps.push({
                result: { id: item.id, name, status, amount: '0.00', reason },
                channel,
                amount: zero,
              });
            if (item.id === MAIN_WALLET_ID)
              return skip(
                PLATFORM_NAME,
                'skipped',
                'The main wallet is where balances are recovered to.',
              );
            const channel = wallets.findChannel(item.id);
            if (!channel) return skip('', 'failed', 'No such game wallet.');
            if (restoreAll && channel.transfer_in_limit === 1)
              return skip(
                channel.name,
                'skipped',
                `${channel.name} needs a transfer limit check before it can be recovered.`,
              );
            if (unavailable(channel))
              return skip(channel.name, 'failed', MESSAGES.maintain(channel.name));
            if (channel.balance_fails)
              return skip(channel.name, 'failed', MESSAGES.transferBalanceFailed(channel.name));
            const whole = balanceOf(ctx, wallets.channelRef(account, channel)).floor();
            if (whole.lt(1)) return skip(channel.name, 'skipped', MESSAGES.minimum);
            const amount = new Decimal(item.money);
            if (amount.gt(whole)) {
              exceeded[`ids.${index}.money`] = [MESSAGES.exceeds(channel.name)];
              return undefined;
            }
            steps.push({
              result: {
                id: channel.id,
                name: channel.name,
                status: 'recovered',
                amount: money(amount),
              },
              channel,
              amount,
            });
            return undefined;
          });
          const firstExceeded = Object.values(exceeded)[0]?.[0];
          if (firstExceeded)
            return fail(422, firstExceeded, { code: 'VALIDATION_FAILED', errors: exceeded });

          let total = new Decimal(0);
          for (const step of steps) {
            if (step.result.status !== 'recovered' || !step.channel) continue;
            const moved = await move(
              ctx,
              wallets.channelRef(account, step.channel),
              wallets.mainRef(account),
              step.amount,
            );
            if (!moved.ok) {
              step.result = {
                ...step.result,
                status: 'failed',
                amount: '0.00',
                reason: MESSAGES.exceeds(step.channel.name),
              };
              continue;
            }
            total = total.plus(step.amount);
            await wallets.recordTransfer({
              account,
              channel: step.channel,
              key: wallets.keyOf(request),
              type: 2,
              mode: 'recover',
              amount: step.amount,
              status: 'success',
            });
          }
          const data = {
            // Each channel's balance after the recovery, where its provider answered.
            results: steps.map((step) =>
              step.channel && !step.channel.balance_fails
                ? {
                    ...step.result,
                    balance: money(balanceOf(ctx, wallets.channelRef(account, step.channel))),
                  }
                : step.result,
            ),
            recovered_total: money(total),
            main_balance: money(balanceOf(ctx, wallets.mainRef(account))),
          };
          return ok(data, total.gt(0) ? MESSAGES.success : 'Nothing was recovered');
        });
      },
    ),
    route(
      ctx,
      { operationId: 'updateWalletAutoTransfer', auth: 'member' },
      async ({ body, account }) => {
        await db.accounts.update((q) => q.where({ id: account.id }), {
          data(record) {
            record.auto_transfer = body.auto_transfer;
          },
        });
        return ok({ auto_transfer: body.auto_transfer }, MESSAGES.success);
      },
    ),
    route(ctx, { operationId: 'forceWalletTransfer', auth: 'member' }, (input) => {
      const { account } = input;
      // The whole units of the channel's balance go back to the main wallet.
      const amount = (channel: Channel) =>
        Decimal.max(balanceOf(ctx, wallets.channelRef(account, channel)).floor(), 0);
      return wallets.channelTransfer(input, { type: 2, mode: 'force', amount }, async (base) => {
        const { channel, amount: whole } = base;
        const channelError = (message: string) => ({
          code: 'VALIDATION_FAILED',
          errors: { channel_id: [message] },
        });
        if (whole.lt(1))
          return wallets.refuse(base, 422, MESSAGES.minimum, channelError(MESSAGES.minimum));
        const moved = await move(
          ctx,
          wallets.channelRef(account, channel),
          wallets.mainRef(account),
          whole,
        );
        if (!moved.ok) {
          const message = MESSAGES.exceeds(channel.name);
          return wallets.refuse(base, 422, message, channelError(message));
        }
        const record = await wallets.recordTransfer({ ...base, status: 'success' });
        return ok(wallets.transferView(record), MESSAGES.success);
      });
    }),
    route(ctx, { operationId: 'fastWalletTransfer', auth: 'member' }, (input) => {
      const { account } = input;
      // The whole units of the main balance go to the channel.
      const amount = () => Decimal.max(balanceOf(ctx, wallets.mainRef(account)).floor(), 0);
      return wallets.channelTransfer(input, { type: 1, mode: 'fast', amount }, async (base) => {
        const { channel, amount: whole } = base;
        // A loss limit used up keeps money out of the game wallets (issue 16).
        const lossLimit = lossRefusal(ctx, account.id, localeOf(input.request));
        if (lossLimit) return lossLimit;
        if (whole.lt(1))
          return wallets.refuse(
            base,
            422,
            MESSAGES.insufficient,
            wallets.amountError(MESSAGES.insufficient),
          );
        const limit = wallets.limitOf(channel.id);
        if (whole.lt(limit.min) || whole.gt(limit.max))
          return wallets.refuse(base, 422, MESSAGES.limit, wallets.amountError(MESSAGES.limit));
        const moved = await move(
          ctx,
          wallets.mainRef(account),
          wallets.channelRef(account, channel),
          whole,
        );
        if (!moved.ok)
          return wallets.refuse(
            base,
            422,
            MESSAGES.insufficient,
            wallets.amountError(MESSAGES.insufficient),
          );
        const record = await wallets.recordTransfer({ ...base, status: 'success' });
        return ok(wallets.transferView(record), MESSAGES.success);
      });
    }),
    route(
      ctx,
      { operationId: 'getWalletTransferByKey', auth: 'member' },
      async ({ params, account }) => {
        const record = db.walletTransfers.findFirst((q) =>
          q.where({ account_id: account.id, idempotency_key: params.idempotency_key }),
        );
        if (!record) return notFound('No transfer was made with this key');
        return ok(wallets.transferView(record));
      },
    ),
    route(
      ctx,
      { operationId: 'listWalletTransfers', auth: 'member' },
      async ({ query, account }) => {
        const records = db.walletTransfers
          .findMany((q) =>
            q.where(
              (record) =>
                record.account_id === account.id &&
                (query.channel_id === undefined || record.channel_id === query.channel_id) &&
                (query.type === undefined || record.type === query.type),
            ),
          )
          .sort((a, b) => b.created_ms - a.created_ms || b.id - a.id)
          .map(wallets.transferView);
        return pagedList(query, records);
      },
    ),
  ];
}
