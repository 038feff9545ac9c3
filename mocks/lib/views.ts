import Decimal from 'decimal.js';
import type * as z from 'zod';
import type { FakeContext } from '../context.ts';
import type { Account, Channel } from '../db.ts';
import { nowSeconds } from './clock.ts';
import { DEFAULT_LOCALE, type Locale } from './i18n.ts';
import { waitingRedPackets } from './prize-draws.ts';
import type { ProfileChannelBalance, UserInfo } from './schemas.ts';

/** Main platform wallet id (spec §3). */
export const MAIN_WALLET_ID = 10000;

/** Formats a decimal as the contract's Money (2 places). */
export function money(value: Decimal.Value): string {
  return new Decimal(value).toFixed(2);
}

/** A member's wallet in one channel and its balance; a channel whose provider fails shows -1 (spec §3). */
export function channelBalance(ctx: FakeContext, account: Account, channel: Channel) {
  const wallet = ctx.db.wallets.findFirst((q) =>
    q.where({ account_id: account.id, channel_id: channel.id }),
  );
  const view: z.input<typeof ProfileChannelBalance> = {
    id: channel.id,
    name: channel.name,
    balance: channel.balance_fails ? '-1' : money(wallet?.balance ?? 0),
    transfer_in_limit: channel.transfer_in_limit as 0 | 1 | 2,
    currency: channel.currency,
  };
  return { wallet, view };
}

/** A member's channel balances, by channel id. */
export function channelBalances(
  ctx: FakeContext,
  account: Account,
): z.input<typeof ProfileChannelBalance>[] {
  return ctx.db.channels
    .findMany(undefined, { orderBy: { id: 'asc' } })
    .map((channel) => channelBalance(ctx, account, channel).view);
}

/** The UserInfo view of an account (spec §3). */
export function userInfo(
  ctx: FakeContext,
  account: Account,
  withChannels = false,
  locale: Locale = DEFAULT_LOCALE,
): z.input<typeof UserInfo> {
  return {
    username: account.username,
    real_name: account.real_name,
    money: money(account.money),
    avatar: account.avatar,
    type: account.type,
    auto_transfer: account.auto_transfer,
    member_level: account.member_level,
    member_level_logo: account.member_level_logo,
    mobile_area: account.mobile_area,
    email: account.email,
    mobile: account.mobile,
    currency: account.currency,
    member_transfer_show: account.member_transfer_show,
    red_packet: waitingRedPackets(ctx, account, nowSeconds(), locale),
    ...(withChannels ? { channel_balances: channelBalances(ctx, account) } : {}),
  };
}

/** The origin a request came to: links in answers (QR codes, invite URLs) point back to it. */
export function originOf(request: Request): string {
  return new URL(request.url).origin;
}

/** The sum of a money field over records, as the contract's Money text. */
export function sumMoney<T>(records: readonly T[], pick: (record: T) => string): string {
  return money(records.reduce((total, record) => total.plus(pick(record)), new Decimal(0)));
}
