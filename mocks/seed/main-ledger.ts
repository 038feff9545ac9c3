import type { Faker } from '@faker-js/faker';
import Decimal from 'decimal.js';
import type { WalletTransferRecord } from '../collections/money.ts';
import type { Db } from '../db.ts';
import { TRADE_TYPE } from '../lib/payments-ledger.ts';
import { orderNo } from '../lib/site-time.ts';
import { CHANNELS } from './games.ts';
import { CHANNEL_TRANSFER_LIMITS, DEFAULT_TRANSFER_LIMIT } from './money.ts';

/** One movement of a member's main wallet before its balance is known. */
export interface Movement {
  at: number;
  type: number;
  amount: Decimal;
  orderNo: string;
  remark: string;
  /** Called once the balance after the movement is known (credit transfers keep it). */
  settle?: (balanceAfter: Decimal) => void;
}

/** A movement with the main wallet's balance after it. */
export interface LedgerEntry extends Movement {
  balanceAfter: Decimal;
}

type Channel = (typeof CHANNELS)[number];
type Mode = WalletTransferRecord['mode'];

/** One stay in a game: money in, play, what is left brought back. */
interface Session {
  channel: Channel;
  in: number;
  out: number;
  share: Decimal;
  play: Decimal;
}

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86400;
/** Sessions of play over the history, the last of them ending 40 minutes ago. */
const SESSIONS = 40;
const IN_MODES: Mode[] = ['fast', 'manual', 'auto'];
const EMPTYING_MODES: Mode[] = ['recover', 'manual', 'force'];

const whole = (value: Decimal) => value.toDecimalPlaces(0, Decimal.ROUND_DOWN);
const cents = (value: Decimal) => value.minus(value.floor());

/**
 * The demo member's main wallet over the last 90 days, as one ledger: the deposits, withdrawals,
 * credit transfers, bonuses and rebates (`fixed`), and sessions in the game wallets (a transfer
 * in of part of the main balance, play, what is left transferred back), with a few refused
 * transfers. Every game transfer is both a trade record and a wallet transfer (the same order
 * number, amount and balance after), so the two histories agree; the main balance never goes
 * below zero and ends at the account's money, and each game wallet's latest transfer leaves
 * what the wallet holds now. Transfer amounts follow the balances: a share of what the main
 * wallet holds, within the channel's transfer limits.
 */
export function mainLedger(
  db: Db,
  faker: Faker,
  accountId: number,
  now: number,
  fixed: Movement[],
  firstTransferId: number,
): { entries: LedgerEntry[]; transfers: WalletTransferRecord[] } {
  const account = db.accounts.findFirst((q) => q.where({ id: accountId }));
  if (!account) return { entries: [], transfers: [] };
  const target = new Decimal(account.money);
  const walletNow = new Map(
    db.wallets
      .findMany((q) => q.where({ account_id: accountId }))
      .map((wallet) => [wallet.channel_id, new Decimal(wallet.balance)]),
  );
  // Open games whose balance loads (not in maintenance, not failing).
  const usable = CHANNELS.filter((channel) => channel.status === 1 && !channel.balance_fails);

  const largest = usable.reduce((best, channel) =>
    (walletNow.get(channel.id) ?? new Decimal(0)).gt(walletNow.get(best.id) ?? new Decimal(0))
      ? channel
      : best,
  );
  // ---- the sessions: when, where, how much of the main balance goes in, what play leaves ----
  const sessions: Session[] = Array.from({ length: SESSIONS }, (_, index) => {
    const last = index === SESSIONS - 1;
    const start = last ? now - 3 * HOUR : now - faker.number.int({ min: 1 * DAY, max: 89 * DAY });
    return {
      // The last one where the member has the most left now (Evo Casino's 1,500.00).
      channel: last ? largest : faker.helpers.arrayElement(usable),
      in: start,
      out: last ? now - 40 * MINUTE : start + faker.number.int({ min: 20, max: 180 }) * MINUTE,
      share: new Decimal(faker.number.int({ min: 50, max: 90 })).dividedBy(100),
      // What play leaves of the money in the game: mostly less, sometimes more.
      play: new Decimal(faker.number.float({ min: 0.05, max: 1.2, fractionDigits: 2 })),
    };
  }).sort((a, b) => a.in - b.in);
  // A game's sessions do not overlap: one ends before the next one there starts.
  for (const [index, session] of sessions.entries()) {
    const next = sessions.slice(index + 1).find((later) => later.channel.id === session.channel.id);
    if (next) session.out = Math.min(session.out, next.in - MINUTE);
  }
  const lastOf = new Map(sessions.map((session) => [session.channel.id, session]));
  const refusedAt = Array.from({ length: 3 }, () =>
    faker.number.int({ min: now - 88 * DAY, max: now - DAY }),
  );

  type Step =
    | { kind: 'fixed'; at: number; movement: Movement }
    | { kind: 'in' | 'out'; at: number; session: Session }
    | { kind: 'refused'; at: number; index: number };
  const steps: Step[] = [
    ...fixed.map((movement) => ({ kind: 'fixed' as const, at: movement.at, movement })),
    ...sessions.flatMap((session) => [
      { kind: 'in' as const, at: session.in, session },
      { kind: 'out' as const, at: session.out, session },
    ]),
    ...refusedAt.map((at, index) => ({ kind: 'refused' as const, at, index })),
  ].sort((a, b) => a.at - b.at);

  // ---- walk forward from an opening balance raised whenever money would be missing ----
  let opening = new Decimal(0);
  let main = new Decimal(0);
  const held = new Map<number, Decimal>();
  const entries: LedgerEntry[] = [];
  const transfers: WalletTransferRecord[] = [];
  /** The next wallet transfer's id and order number (lib/game-wallets.ts numbers them so). */
  const nextTransfer = (at: number) => {
    const id = firstTransferId + transfers.length;
    return { id, order_no: orderNo('TR', String(id).padStart(6, '0'), at) };
  };
  /** Raises every balance so far (the opening balance was higher). */
  const raise = (by: Decimal) => {
    opening = opening.plus(by);
    main = main.plus(by);
    for (const entry of entries) entry.balanceAfter = entry.balanceAfter.plus(by);
    for (const transfer of transfers)
      transfer.main_balance = new Decimal(transfer.main_balance).plus(by).toFixed(2);
  };
  const gameMove = (
    session: Session,
    type: 1 | 2,
    amount: Decimal,
    mode: Mode,
    at: number,
    channelAfter: Decimal,
  ) => {
    main = type === 1 ? main.minus(amount) : main.plus(amount);
    held.set(session.channel.id, channelAfter);
    const numbered = nextTransfer(at);
    entries.push({
      at,
      type: type === 1 ? TRADE_TYPE.TRANSFER_IN : TRADE_TYPE.TRANSFER_OUT,
      amount: type === 1 ? amount.negated() : amount,
      orderNo: numbered.order_no,
      remark: session.channel.name,
      balanceAfter: main,
    });
    transfers.push({
      ...numbered,
      account_id: accountId,
      channel_id: session.channel.id,
      type,
      mode,
      amount: amount.toFixed(2),
      status: 'success',
      main_balance: main.toFixed(2),
      channel_balance: channelAfter.toFixed(2),
      created_at: at,
      created_ms: at * 1000,
    });
  };

  const closingSession = sessions.at(-1);
  let ins = 0;
  let emptied = 0;
  for (const step of steps) {
    if (step.kind === 'fixed') {
      main = main.plus(step.movement.amount);
      if (main.lt(0)) raise(main.negated());
      entries.push({ ...step.movement, balanceAfter: main });
      continue;
    }
    if (step.kind === 'refused') {
      // More than the source held: refused, nothing moved.
      const session = sessions[step.index * 5];
      if (!session) continue;
      const fromMain = step.index !== 1;
      const channelHeld = held.get(session.channel.id) ?? new Decimal(0);
      transfers.push({
        ...nextTransfer(step.at),
        account_id: accountId,
        channel_id: session.channel.id,
        type: fromMain ? 1 : 2,
        mode: 'manual',
        amount: whole(fromMain ? main : channelHeld)
          .plus(500)
          .toFixed(2),
        status: 'failed',
        remark: fromMain ? 'Insufficient Amount' : `${session.channel.name} Amount Exceeds`,
        main_balance: main.toFixed(2),
        channel_balance: channelHeld.toFixed(2),
        created_at: step.at,
        created_ms: step.at * 1000,
      });
      continue;
    }
    const { session } = step;
    if (session === closingSession) continue;
    const channelId = session.channel.id;
    const before = held.get(channelId) ?? new Decimal(0);
    if (step.kind === 'in') {
      const limit = CHANNEL_TRANSFER_LIMITS[channelId] ?? DEFAULT_TRANSFER_LIMIT;
      const least = new Decimal(Math.max(100, limit.min));
      const amount = Decimal.max(Decimal.min(whole(main.times(session.share)), limit.max), least);
      if (main.lt(amount)) raise(amount.minus(main));
      gameMove(
        session,
        1,
        amount,
        IN_MODES[ins++ % IN_MODES.length] ?? 'manual',
        step.at,
        before.plus(amount),
      );
      continue;
    }
    // Play between the two transfers leaves `played` in the game; the channel's last session
    // leaves what the wallet holds now, the others only the cents (transfers are whole).
    const played = before.times(session.play).toDecimalPlaces(2);
    const last = lastOf.get(channelId) === session;
    const leave = last ? (walletNow.get(channelId) ?? new Decimal(0)) : cents(played);
    const back = last ? Decimal.max(whole(played.minus(leave)), 100) : whole(played);
    if (back.lt(1)) {
      held.set(channelId, played);
      continue;
    }
    const mode = leave.lt(1)
      ? (EMPTYING_MODES[emptied++ % EMPTYING_MODES.length] ?? 'manual')
      : 'manual';
    gameMove(session, 2, back, mode, step.at, leave);
  }

  // The last session, this afternoon, lands the main wallet on the account's money: what went in
  // (at least what the balance holds over the money, so that something comes back) less what
  // came back is what the balance is over. The opening balance takes the cents (game transfers
  // are whole amounts, spec section 5) and, when the balance is short of the money, what is
  // missing beyond what play would bring back.
  if (closingSession) {
    const channelId = closingSession.channel.id;
    const limit = CHANNEL_TRANSFER_LIMITS[channelId] ?? DEFAULT_TRANSFER_LIMIT;
    const before = held.get(channelId) ?? new Decimal(0);
    const leave = walletNow.get(channelId) ?? new Decimal(0);
    raise(cents(target.minus(main)));
    let amount = Decimal.max(whole(main.times(closingSession.share)), 100);
    const over = main.minus(target);
    if (amount.minus(over).lt(1)) amount = over.plus(100);
    const wouldBringBack = whole(before.plus(amount).times(closingSession.play).minus(leave));
    // Short of the money even after the session's play: the balance was higher all along.
    const needed = amount.minus(over);
    if (needed.gt(wouldBringBack)) raise(needed.minus(wouldBringBack));
    amount = Decimal.min(amount, limit.max, whole(main));
    const back = amount.minus(main.minus(target));
    if (back.lt(1))
      console.error(
        'CLOSING',
        main.toFixed(2),
        target.toFixed(2),
        amount.toFixed(2),
        opening.toFixed(2),
        limit.max,
      );
    gameMove(closingSession, 1, amount, 'fast', closingSession.in, before.plus(amount));
    gameMove(closingSession, 2, back, 'manual', closingSession.out, leave);
  }
  for (const entry of entries) entry.settle?.(entry.balanceAfter);
  return { entries, transfers };
}
