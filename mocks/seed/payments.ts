import type { Faker } from '@faker-js/faker';
import { orderNo } from '../lib/site-time.ts';
import Decimal from 'decimal.js';
import type * as z from 'zod';
import {
  bankSchema,
  type BetRecordRow,
  depositMethodSchema,
  type DepositRecord,
  type MemberTransferRow,
  type WithdrawalRecord,
} from '../collections/payments.ts';
import type { Db } from '../db.ts';
import { TRADE_TYPE, tradeTypeName } from '../lib/payments-ledger.ts';
import { WITHDRAWAL_RULES, depositAmounts, feeOf, maskCard } from '../lib/payments-rules.ts';
import { money } from '../lib/views.ts';
import { vipPeriod } from '../lib/vip-activity.ts';
import fixture from './fixtures/payments.json' with { type: 'json' };
import { CHANNELS, gameNamesOf } from './games.ts';
import { mainLedger, type Movement } from './main-ledger.ts';

/** The demo member (seed/index.ts) and the withdrawal password seeded for it. */
export const DEMO_MEMBER_ID = 10001;
export const DEMO_WITHDRAW_PASSWORD = '2468';
/** The demo member's bank card, and a card of another member (for ownership checks). */
export const DEMO_BANK_CARD_ID = 41;
export const OTHER_MEMBER_ID = 10003;
export const OTHER_BANK_CARD_ID = 42;

type BankSeed = z.input<typeof bankSchema>;
type MethodSeed = z.input<typeof depositMethodSchema>;

/** Banks a member can add a card of, and the site's deposit methods (fixtures/payments.json). */
export const BANKS = bankSchema.array().parse(fixture.banks);

export const DEPOSIT_METHODS = depositMethodSchema.array().parse(fixture.depositMethods);

const BET_PREFIX: Record<string, string> = fixture.betPrefixes;

/** First id of the demo member's wallet transfers. */
const FIRST_TRANSFER_ID = 88001;

const DAY = 86400;

/** Seeds the payments area (runs after the core seed, in a fixed order, with the shared faker). */
export async function seedPayments(db: Db, faker: Faker, now: number): Promise<void> {
  for (const bank of BANKS) await db.banks.create(bank);
  for (const method of DEPOSIT_METHODS) await db.depositMethods.create(method);

  const demo = db.accounts.findFirst((q) => q.where({ id: DEMO_MEMBER_ID }));
  if (!demo) return;
  const bdo = BANKS[0] as BankSeed;
  const demoCard = {
    id: DEMO_BANK_CARD_ID,
    account_id: demo.id,
    bank_id: bdo.id,
    card_number: '004530112233',
    account_name: demo.real_name,
    bank_branch: 'Makati Main',
    created_at: now - 170 * DAY,
  };
  await db.bankCards.create(demoCard);
  await db.withdrawPasswords.create({
    account_id: demo.id,
    password: DEMO_WITHDRAW_PASSWORD,
    updated_at: now - 170 * DAY,
  });

  const movements: Movement[] = [];
  const when = (minDays: number, maxDays: number) =>
    now - faker.number.int({ min: Math.round(minDays * DAY), max: Math.round(maxDays * DAY) });
  const round = (min: number, max: number, step: number) =>
    faker.number.int({ min: min / step, max: max / step }) * step;
  /**
   * An order's number, and when it was last updated: at once when still pending, else later, but
   * never after now (an order placed in the first minutes of a month, for VIP progress).
   */
  const orderTimes = (
    prefix: string,
    id: number,
    created: number,
    pending: boolean,
    delay: { min: number; max: number },
  ) => ({
    no: orderNo(prefix, id, created),
    updated: pending ? created : Math.min(now, created + faker.number.int(delay)),
  });

  // Deposits: every DepositStatus, most of them successful.
  const deposits: DepositRecord[] = [];
  const depositStatuses: (1 | 2 | 3)[] = [
    1,
    3,
    3,
    3,
    ...Array.from({ length: 22 }, () => 2 as const),
  ];
  // VIP progress counts this month's deposits and bets (lib/vip-activity.ts): a few of them
  // fall between the month's start and two hours ago, whatever the day of the month, once the
  // month has run nine hours: the last of them, credited up to 30 minutes after it is made, then
  // comes before the last game session (from three hours ago). In a month's first hours (a world
  // seeded just after midnight on the 1st) there is no room for them, and none has been made
  // yet, as on a live site: they fall on the month's eve. Otherwise they came during or after
  // that session, the main wallet's history no longer ended at its balance, and bets settled
  // after the world's now counted for a bonus applied later.
  const period = vipPeriod(now);
  const monthHasRoom = now - period.start >= 9 * 3600;
  const inPeriod = (fraction: number) =>
    monthHasRoom
      ? period.start + Math.floor(fraction * Math.max(0, now - 2 * 3600 - period.start))
      : period.start - DAY + Math.floor(fraction * (DAY - 6 * 3600));
  const periodDeposits: Record<number, number> = { 4: 0.3, 5: 0.75 };
  depositStatuses.forEach((status, index) => {
    const method =
      status === 1
        ? (DEPOSIT_METHODS[0] as MethodSeed)
        : faker.helpers.arrayElement(DEPOSIT_METHODS);
    const drawn = status === 1 ? now - 2 * 3600 : when(0.2, 89);
    const placed = periodDeposits[index];
    const created = placed === undefined ? drawn : inPeriod(placed);
    const amount = new Decimal(
      round(Math.max(500, Number(method.min)), Math.min(20000, Number(method.max)), 100),
    );
    const fee = feeOf(amount, method.fee_percent);
    const id = 90001 + index;
    const { no, updated } = orderTimes('DP', id, created, status === 1, { min: 60, max: 1800 });
    deposits.push({
      id,
      account_id: demo.id,
      order_no: no,
      ...depositAmounts(amount, method),
      status,
      ...(index === 6 ? { promo_code: 'WELCOME100' } : {}),
      remark:
        status === 1
          ? 'Awaiting bank confirmation'
          : status === 3
            ? 'Payment not received within 30 minutes'
            : '',
      created_at: created,
      updated_at: updated,
      bank_account_id: method.payment_type === 1 ? 71 : null,
      settle_at: null,
      credited: status === 2,
    });
    if (status === 2)
      movements.push({
        at: updated,
        type: TRADE_TYPE.DEPOSIT,
        amount: amount.minus(fee),
        orderNo: no,
        remark: `${method.name} deposit`,
      });
  });

  // Withdrawals: every WithdrawalStatus; the ones still on their way are recent.
  const withdrawals: WithdrawalRecord[] = [];
  const withdrawalStatuses: (1 | 2 | 3 | 4 | 5 | 6 | 7 | 8)[] = [
    7, 7, 7, 7, 7, 7, 2, 4, 8, 5, 6, 3, 1,
  ];
  const remarks: Record<string, string> = fixture.withdrawalRemarks;
  withdrawalStatuses.forEach((status, index) => {
    const inFlight = status === 1 || status === 3 || status === 5 || status === 6;
    const created = inFlight ? now - (index + 1) * 3 * 3600 : when(3, 88);
    const amount = new Decimal(round(500, 8000, 100));
    const actual = amount.minus(feeOf(amount, WITHDRAWAL_RULES.feePercent));
    const id = 55001 + index;
    const { no, updated } = orderTimes('WD', id, created, status === 1, { min: 300, max: 7200 });
    withdrawals.push({
      id,
      account_id: demo.id,
      bank_card_id: demoCard.id,
      order_no: no,
      amount: money(amount),
      actual_amount: money(actual),
      fee_percent: WITHDRAWAL_RULES.feePercent,
      status,
      transaction_type: 1,
      transaction_id: status === 7 ? `PO-${7788000 + id}` : '',
      bank_account: maskCard(demoCard.card_number),
      bank_name: bdo.name,
      bank_branch: demoCard.bank_branch,
      remark: remarks[status] ?? '',
      created_at: created,
      updated_at: updated,
      auto: false,
    });
    movements.push({
      at: created,
      type: TRADE_TYPE.WITHDRAWAL,
      amount: amount.negated(),
      orderNo: no,
      remark: `Withdrawal to ${bdo.name} ${maskCard(demoCard.card_number)}`,
    });
    if (status === 2 || status === 4 || status === 8) {
      movements.push({
        at: updated,
        type: TRADE_TYPE.ADJUSTMENT,
        amount,
        orderNo: no,
        remark: remarks[status] ?? 'Withdrawal refund',
      });
    }
  });

  // Credit transfers with other members, sent and received.
  const peers = db.accounts.findMany((q) =>
    q.where({ type: 2, status: 1, id: (id) => id !== demo.id }),
  );
  const transfers: MemberTransferRow[] = [];
  for (let index = 0; index < 10 && peers.length > 0; index++) {
    const peer = faker.helpers.arrayElement(peers);
    const sent = index % 5 !== 1 && index % 5 !== 3;
    const failed = index === 7;
    const amount = new Decimal(round(100, 5000, 50));
    const bearer = faker.helpers.arrayElement([1, 2] as const);
    const fee = feeOf(amount, '1.00');
    const created = when(1, 85);
    const id = 3301 + index;
    const from = sent ? demo : peer;
    const to = sent ? peer : demo;
    const row: MemberTransferRow = {
      id,
      order_no: orderNo('MT', id, created),
      from_account_id: from.id,
      to_account_id: to.id,
      from_username: from.username,
      to_username: to.username,
      amount: money(amount),
      fee: money(fee),
      fee_bearer: bearer,
      actual_amount: money(bearer === 2 ? amount.minus(fee) : amount),
      sender_balance_after: money(faker.number.int({ min: 200, max: 9000 })),
      receiver_balance_after: money(faker.number.int({ min: 200, max: 9000 })),
      status: failed ? 3 : 2,
      remark: failed ? 'The receiving account is under review' : '',
      created_at: created,
    };
    transfers.push(row);
    if (failed) continue;
    const change = sent
      ? bearer === 1
        ? amount.plus(fee).negated()
        : amount.negated()
      : bearer === 2
        ? amount.minus(fee)
        : amount;
    movements.push({
      at: created,
      type: TRADE_TYPE.MEMBER_TRANSFER,
      amount: change,
      orderNo: row.order_no,
      remark: sent ? `Credit transfer to ${to.username}` : `Credit transfer from ${from.username}`,
      settle: (after) => {
        if (sent) row.sender_balance_after = money(after);
        else row.receiver_balance_after = money(after);
      },
    });
  }

  // Bonuses and rebates.
  for (let index = 0; index < 6; index++) {
    const at = when(1, 88);
    movements.push({
      at,
      type: TRADE_TYPE.BONUS,
      amount: new Decimal(round(50, 2000, 10)),
      orderNo: orderNo('BN', 8101 + index, at),
      remark: faker.helpers.arrayElement(fixture.bonusRemarks),
    });
  }
  for (let week = 0; week < 12; week++) {
    const at = now - week * 7 * DAY - DAY - faker.number.int({ min: 0, max: 6 * 3600 });
    movements.push({
      at,
      type: TRADE_TYPE.REBATE,
      amount: new Decimal(
        faker.number.float({ min: 5, max: 480, fractionDigits: 2 }),
      ).toDecimalPlaces(2),
      orderNo: orderNo('RB', 6201 + week, at),
      remark: faker.helpers.arrayElement(fixture.rebateRemarks),
    });
  }

  // The main wallet's ledger with the game sessions, and the wallet transfers it makes.
  const ledger = mainLedger(db, faker, demo.id, now, movements, FIRST_TRANSFER_ID);
  for (const transfer of ledger.transfers)
    await db.walletTransfers.create({ ...transfer, idempotency_key: faker.string.uuid() });
  let tradeId = 700001;
  for (const entry of ledger.entries)
    await db.tradeRecords.create({
      id: tradeId++,
      account_id: demo.id,
      order_no: entry.orderNo,
      type: entry.type,
      type_name: tradeTypeName(entry.type),
      amount: money(entry.amount),
      balance_after: money(entry.balanceAfter),
      remark: entry.remark,
      created_at: entry.at,
    });
  for (const deposit of deposits) await db.deposits.create(deposit);
  for (const withdrawal of withdrawals) await db.withdrawals.create(withdrawal);
  for (const transfer of transfers) await db.memberTransfers.create(transfer);

  // Bets across channels and game families, with every status and result.
  const bettable = CHANNELS;
  const forced: [1 | 2 | 3 | 4, 0 | 1 | 2 | 3 | 4][] = [
    [1, 0],
    [2, 1],
    [2, 2],
    [2, 3],
    [3, 4],
    [4, 4],
    [4, 0],
  ];
  let betId = 1200001;
  const bets = (accountId: number, count: number): BetRecordRow[] =>
    Array.from({ length: count }, (_, index) => {
      const channel = faker.helpers.arrayElement(bettable);
      const [status, result] =
        forced[index] ??
        faker.helpers.weightedArrayElement<[1 | 2 | 3 | 4, 0 | 1 | 2 | 3 | 4]>([
          { weight: 38, value: [2, 1] },
          { weight: 44, value: [2, 2] },
          { weight: 4, value: [2, 3] },
          { weight: 5, value: [1, 0] },
          { weight: 4, value: [3, 4] },
          { weight: 5, value: [4, 4] },
        ]);
      const betAmount = new Decimal(
        faker.helpers.arrayElement([10, 20, 50, 100, 200, 500, 1000, 2000]),
      ).times(faker.number.int({ min: 1, max: 3 }));
      const betAt =
        status === 1 ? now - faker.number.int({ min: 600, max: 6 * 3600 }) : when(0.3, 89);
      const settled = status === 2;
      const winLoss = !settled
        ? new Decimal(0)
        : result === 1
          ? betAmount
              .times(faker.number.float({ min: 0.1, max: 3, fractionDigits: 2 }))
              .toDecimalPlaces(2)
          : result === 2
            ? betAmount.negated()
            : new Decimal(0);
      const validBet = settled && result !== 3 ? betAmount : new Decimal(0);
      const game = faker.helpers.arrayElement(gameNamesOf(channel.id));
      return {
        id: betId++,
        account_id: accountId,
        bet_no: `${BET_PREFIX[channel.id] ?? 'GM'}-${faker.string.numeric(10)}`,
        channel_id: channel.id,
        channel_name: channel.name,
        game_name: game,
        game_type: channel.game_type as BetRecordRow['game_type'],
        bet_amount: money(betAmount),
        valid_bet: money(validBet),
        win_loss: money(winLoss),
        status,
        result,
        device: faker.helpers.arrayElement([1, 2, 2, 3, 4] as const),
        bet_at: betAt,
        ...(status === 1
          ? {}
          : {
              // A settled bet settled in the past: a match settles hours or days after the
              // bet, but never after the world's now.
              settled_at: Math.min(
                now,
                betAt +
                  (channel.game_type === 1 || channel.game_type === 5
                    ? faker.number.int({ min: 3600, max: 3 * DAY })
                    : faker.number.int({ min: 5, max: 120 })),
              ),
            }),
      };
    });
  for (const bet of bets(demo.id, 140)) await db.betRecords.create(bet);
  // This month's bigger play at the live casino, settled: with the month's share of the bets
  // above it is the turnover the VIP progress shows part of the way to the next level.
  const casino = bettable.find((channel) => channel.game_type === 3) ?? bettable[0];
  if (casino) {
    const tables = gameNamesOf(casino.id);
    const baccarat = tables.find((name) => name.includes('Baccarat')) ?? String(tables[0]);
    const stakes = [12000, 18000, 25000, 15000, 20000, 30000];
    for (const [index, stake] of stakes.entries()) {
      const betAt = inPeriod((index + 0.5) / stakes.length);
      const won = index % 2 === 0;
      await db.betRecords.create({
        id: betId++,
        account_id: demo.id,
        bet_no: `${BET_PREFIX[casino.id] ?? 'GM'}-${String(5500000000 + index)}`,
        channel_id: casino.id,
        channel_name: casino.name,
        game_name: baccarat,
        game_type: casino.game_type as BetRecordRow['game_type'],
        bet_amount: money(stake),
        valid_bet: money(stake),
        win_loss: money(won ? stake * 0.95 : -stake),
        status: 2,
        result: won ? 1 : 2,
        device: 2,
        bet_at: betAt,
        settled_at: betAt + 90,
      });
    }
  }

  // Another member's records, which the demo member must never see.
  const other = db.accounts.findFirst((q) => q.where({ id: OTHER_MEMBER_ID }));
  if (!other) return;
  const otherCard = `09${faker.string.numeric(9)}`;
  await db.bankCards.create({
    id: OTHER_BANK_CARD_ID,
    account_id: other.id,
    bank_id: 6,
    card_number: otherCard,
    account_name: other.real_name,
    bank_branch: 'GCash Online',
    created_at: now - 60 * DAY,
  });
  await db.withdrawPasswords.create({
    account_id: other.id,
    password: faker.string.numeric(6),
    updated_at: now - 60 * DAY,
  });
  const otherAt = when(2, 30);
  await db.deposits.create({
    id: 90101,
    account_id: other.id,
    order_no: orderNo('DP', 90101, otherAt),
    amount: '1000.00',
    actual_amount: '985.00',
    fee: '15.00',
    method_id: 18,
    method_name: 'GCash',
    payment_type: 3,
    status: 2,
    remark: '',
    created_at: otherAt,
    updated_at: otherAt + 120,
    bank_account_id: null,
    settle_at: null,
    credited: true,
  });
  await db.withdrawals.create({
    id: 55101,
    account_id: other.id,
    bank_card_id: OTHER_BANK_CARD_ID,
    order_no: orderNo('WD', 55101, otherAt + DAY),
    amount: '500.00',
    actual_amount: '497.50',
    fee_percent: WITHDRAWAL_RULES.feePercent,
    status: 1,
    transaction_type: 1,
    transaction_id: '',
    bank_account: maskCard(otherCard),
    bank_name: 'GCash',
    bank_branch: 'GCash Online',
    remark: '',
    created_at: otherAt + DAY,
    updated_at: otherAt + DAY,
    auto: false,
  });
  await db.tradeRecords.create({
    id: tradeId++,
    account_id: other.id,
    order_no: orderNo('DP', 90101, otherAt),
    type: TRADE_TYPE.DEPOSIT,
    type_name: 'Deposit',
    amount: '985.00',
    balance_after: money(new Decimal(other.money).plus(500)),
    remark: 'GCash deposit',
    created_at: otherAt + 120,
  });
  for (const bet of bets(other.id, 8)) await db.betRecords.create(bet);
}
