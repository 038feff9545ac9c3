import Decimal from 'decimal.js';
import type * as z from 'zod';
import type {
  BankCardRecord,
  DepositRecord,
  MemberTransferRow,
  WithdrawalRecord,
} from '../collections/payments.ts';
import type { FakeContext } from '../context.ts';
import { nowSeconds } from './clock.ts';
import { fakeText } from './fake-texts.ts';
import type { Locale } from './i18n.ts';
import { TRADE_TYPE, credit, recordTrade } from './payments-ledger.ts';
import type { BankCard, Deposit, MemberTransferRecord, Withdrawal } from './schemas.ts';
import { rsaDecrypt } from './rsa.ts';
import { money } from './views.ts';

/** Withdrawal limits the server applies (GET /member/withdraw/info). */
export const WITHDRAWAL_RULES = {
  min: '100',
  max: '50000',
  feePercent: '0.50',
  dailyCount: 5,
  dailyAmount: '200000',
} as const;

/** Credit transfer rules (GET /member/member_transfer/info). */
export const MEMBER_TRANSFER_RULES = {
  min: '100',
  max: '50000',
  feePercent: '1.00',
  feeBearer: 1 as const,
} as const;

/** A Pending deposit turns Success this long after it was made (by the fake clock). */
export const DEPOSIT_SETTLE_SECONDS = 30;

/**
 * How a withdrawal the member made moves on by the fake clock: Pending, then In Progress
 * after 60 s, Processing Payout after 120 s and Success after 300 s.
 */
export const WITHDRAWAL_TIMELINE = [
  { after: 60, status: 3 },
  { after: 120, status: 6 },
  { after: 300, status: 7 },
] as const;

/** Deposit-only promo codes; the promotion codes of the engage area (db.promoCodes) count too. */
export const DEPOSIT_PROMO_CODES = ['RELOAD50', 'WEEKEND20'] as const;

export const MESSAGES = {
  withdrawalLimit: 'The amount does not meet the withdrawal limit',
  excessBalance: 'Excess balance',
  transferLimit: 'The amount does not meet the transfer limit',
  insufficient: 'Insufficient Amount',
  invalidAmount: 'Invalid Amount',
  passwordNotSame: 'Password Not Same',
  wrongWithdrawPassword: 'The withdrawal password is incorrect.',
  wrongOldPassword: 'The old password is incorrect.',
  payeeNameMismatch:
    'Withdrawals are paid only to an account in your own name. This card is held by another name.',
  noWithdrawPassword: 'Please set a withdrawal password first.',
  /** Withdrawals locked after wrong withdrawal passwords; {minutes} the whole minutes left. */
  withdrawPasswordLocked:
    'Too many wrong withdrawal passwords. Withdrawals are locked, try again in {minutes} minutes.',
  /** A withdrawal before the personal info is complete, per missing field. */
  personalInfoMissing: {
    real_name: 'Please fill in your real name in your personal info first.',
    mobile: 'Please add your mobile number in your personal info first.',
    birthday: 'Please fill in your birthday in your personal info first.',
    gender: 'Please choose your gender in your personal info first.',
  },
  /** A withdrawal reaching into a promotion bonus still being wagered; {amount} what may go. */
  rolloverNotMet:
    'The wagering required by your promotion bonus is not complete: at most {amount} can be withdrawn now',
} as const;

/**
 * Wrong withdrawal passwords in a row before withdrawals (and credit sent to another member)
 * are locked, and for how long: a system setting, like the sign-in lockout.
 */
export const WITHDRAW_PASSWORD_MAX_FAILURES = 5;
export const WITHDRAW_PASSWORD_LOCK_MINUTES = 30;

/** Withdrawal statuses (spec §3) and the member-screen status each one shows. */
export const WITHDRAWAL_STATUS = {
  PENDING: 1,
  CANCELLED: 2,
  IN_PROGRESS: 3,
  FAILED: 4,
  LOCKED: 5,
  PROCESSING_PAYOUT: 6,
  SUCCESS: 7,
  REJECTED: 8,
} as const;
const MEMBER_STATUS: Record<number, 1 | 2 | 3 | 4> = {
  1: 1,
  2: 4,
  3: 1,
  4: 3,
  5: 1,
  6: 1,
  7: 2,
  8: 3,
};

/** Statuses in which a withdrawal is still on its way (its card may not be removed). */
export const WITHDRAWAL_IN_FLIGHT: readonly number[] = [1, 3, 5, 6];

export function memberStatusOf(status: number): 1 | 2 | 3 | 4 {
  return MEMBER_STATUS[status] ?? 1;
}

/** A percent fee of an amount, to the cent, half-up (spec §9). */
export function feeOf(amount: Decimal.Value, percent: Decimal.Value): Decimal {
  return new Decimal(amount)
    .times(percent)
    .dividedBy(100)
    .toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

/** A card number as every answer shows it: masked except the last four. */
export function maskCard(number: string): string {
  return `**** **** ${number.slice(-4)}`;
}

/**
 * The money and method fields of a deposit of `amount` by one deposit method: the amount, the
 * method's fee and what reaches the wallet (amount less fee), and which method it was.
 */
export function depositAmounts(
  amount: Decimal,
  method: {
    id: number;
    name: string;
    payment_type: DepositRecord['payment_type'];
    fee_percent: string;
  },
) {
  const fee = feeOf(amount, method.fee_percent);
  return {
    amount: money(amount),
    actual_amount: money(amount.minus(fee)),
    fee: money(fee),
    method_id: method.id,
    method_name: method.name,
    payment_type: method.payment_type,
  };
}

// ---- views --------------------------------------------------------------------------------

export function depositView(record: DepositRecord, locale: Locale = 'en'): z.input<typeof Deposit> {
  return {
    id: record.id,
    order_no: record.order_no,
    amount: record.amount,
    actual_amount: record.actual_amount,
    fee: record.fee,
    method_id: record.method_id,
    method_name: fakeText(record.method_name, locale),
    payment_type: record.payment_type,
    status: record.status,
    ...(record.promo_code ? { promo_code: record.promo_code } : {}),
    ...(record.remark !== undefined ? { remark: fakeText(record.remark, locale) } : {}),
    created_at: record.created_at,
    updated_at: record.updated_at,
  };
}

/**
 * The statuses a withdrawal reached, oldest first: Pending when it was made; one moving on by
 * the clock then each WITHDRAWAL_TIMELINE step it has reached, at the time it was due; any
 * other the status it is in, since its last change (what the back office did is all it knows).
 */
export function withdrawalTimeline(
  record: Pick<WithdrawalRecord, 'status' | 'auto' | 'created_at' | 'updated_at'>,
): { status: WithdrawalRecord['status']; at: number }[] {
  const entries = [
    { status: WITHDRAWAL_STATUS.PENDING as WithdrawalRecord['status'], at: record.created_at },
  ];
  if (record.status === WITHDRAWAL_STATUS.PENDING) return entries;
  const reached = WITHDRAWAL_TIMELINE.findIndex((step) => step.status === record.status);
  if (record.auto && reached >= 0) {
    for (const step of WITHDRAWAL_TIMELINE.slice(0, reached + 1))
      entries.push({ status: step.status, at: record.created_at + step.after });
    return entries;
  }
  entries.push({ status: record.status, at: record.updated_at ?? record.created_at });
  return entries;
}

/**
 * A withdrawal as the API shows it. `memberMayCancel` is false where the jurisdiction forbids a
 * member's cancel (ukgc, RTS 14B): no withdrawal is `cancelable` then.
 */
export function withdrawalView(
  record: WithdrawalRecord,
  memberMayCancel = true,
  locale: Locale = 'en',
): z.input<typeof Withdrawal> {
  return {
    id: record.id,
    order_no: record.order_no,
    amount: record.amount,
    actual_amount: record.actual_amount,
    fee_percent: record.fee_percent,
    status: record.status,
    member_status: memberStatusOf(record.status),
    transaction_type: record.transaction_type,
    transaction_id: record.transaction_id,
    bank_account: record.bank_account,
    bank_name: record.bank_name,
    bank_branch: record.bank_branch,
    cancelable: memberMayCancel && record.status === WITHDRAWAL_STATUS.PENDING,
    timeline: withdrawalTimeline(record),
    ...(record.remark !== undefined ? { remark: fakeText(record.remark, locale) } : {}),
    created_at: record.created_at,
    ...(record.updated_at !== undefined ? { updated_at: record.updated_at } : {}),
  };
}

/** A name as payee checks compare it: no accents, case, dots or extra spaces. */
function comparableName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[.,]/g, ' ')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

/**
 * The payee rule (anti-money-laundering): money is paid only to an account held in the
 * member's own real name. A member with no real name yet has no card that may be paid to.
 */
export function payeeNameMatches(realName: string, holder: string): boolean {
  const own = comparableName(realName);
  return own !== '' && own === comparableName(holder);
}

export function bankCardView(ctx: FakeContext, card: BankCardRecord): z.input<typeof BankCard> {
  const bank = ctx.db.banks.findFirst((q) => q.where({ id: card.bank_id }));
  const owner = ctx.db.accounts.findFirst((q) => q.where({ id: card.account_id }));
  return {
    id: card.id,
    bank_id: card.bank_id,
    bank_name: bank?.name ?? 'Unknown bank',
    bank_type: bank?.type ?? 1,
    ...(bank?.logo ? { bank_logo: bank.logo } : {}),
    card_number: maskCard(card.card_number),
    account_name: card.account_name,
    bank_branch: card.bank_branch,
    payable: payeeNameMatches(owner?.real_name ?? '', card.account_name),
    created_at: card.created_at,
  };
}

/** A credit transfer as the member `viewerId` sees it (sent or received). */
export function memberTransferView(
  row: MemberTransferRow,
  viewerId: number,
  locale: Locale = 'en',
): z.input<typeof MemberTransferRecord> {
  const sent = row.from_account_id === viewerId;
  return {
    id: row.id,
    order_no: row.order_no,
    direction: sent ? 'sent' : 'received',
    from_username: row.from_username,
    to_username: row.to_username,
    amount: row.amount,
    fee: row.fee,
    fee_bearer: row.fee_bearer,
    actual_amount: row.actual_amount,
    balance_after: sent ? row.sender_balance_after : row.receiver_balance_after,
    status: row.status,
    ...(row.remark ? { remark: fakeText(row.remark, locale) } : {}),
    created_at: row.created_at,
  };
}

// ---- the clock ------------------------------------------------------------------------------

/**
 * Brings a member's deposits and withdrawals up to the fake clock: a due Pending deposit
 * turns Success and credits the main wallet once; a withdrawal made through the API moves
 * along WITHDRAWAL_TIMELINE. Runs without the lock: call it inside `exclusive` (or inside
 * idempotent work, which already holds it).
 */
export async function settleDue(ctx: FakeContext, accountId: number): Promise<void> {
  const now = nowSeconds();
  const due = ctx.db.deposits.findMany((q) =>
    q.where({
      account_id: accountId,
      status: 1,
      credited: false,
      settle_at: (at) => at !== null && at <= now,
    }),
  );
  for (const deposit of due.sort((a, b) => a.id - b.id)) {
    const settledAt = deposit.settle_at ?? now;
    const amount = new Decimal(deposit.actual_amount);
    if (amount.gt(0)) {
      const credited = await credit(ctx, accountId, amount);
      if (!credited.ok) continue;
      await recordTrade(ctx, {
        accountId,
        type: TRADE_TYPE.DEPOSIT,
        orderNo: deposit.order_no,
        amount,
        balanceAfter: credited.balance,
        remark: `${deposit.method_name} deposit`,
        at: now,
      });
    }
    await ctx.db.deposits.update((q) => q.where({ id: deposit.id }), {
      data(record) {
        record.status = 2;
        record.credited = true;
        record.updated_at = settledAt;
      },
    });
  }

  const moving = ctx.db.withdrawals.findMany((q) =>
    q.where({
      account_id: accountId,
      auto: true,
      status: (status) => status === 1 || status === 3 || status === 6,
    }),
  );
  for (const withdrawal of moving) {
    const elapsed = now - withdrawal.created_at;
    const step = [...WITHDRAWAL_TIMELINE].reverse().find((entry) => elapsed >= entry.after);
    if (!step || step.status === withdrawal.status) continue;
    await ctx.db.withdrawals.update((q) => q.where({ id: withdrawal.id }), {
      data(record) {
        record.status = step.status;
        record.updated_at = withdrawal.created_at + step.after;
        if (step.status === WITHDRAWAL_STATUS.SUCCESS) {
          record.transaction_id = `PO-${String(7788000 + record.id)}`;
          record.remark = 'Paid to your bank account';
        }
      },
    });
  }
}

/**
 * What an encrypted secret stands for in an idempotency comparison: the ciphertext changes on
 * every encryption (random padding), so a retry that encrypted the same password again is the
 * same request. A digest of the plain text, never the text itself, is compared and stored.
 */
export async function secretFingerprint(ciphertext: string, plain: string | null): Promise<string> {
  if (plain === null) return `raw:${ciphertext}`;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`secret:${plain}`));
  return `sha256:${Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** A request body carrying an encrypted withdrawal password, as its idempotency intent. */
export async function passwordIntent<T extends { withdraw_password: string }>(body: T): Promise<T> {
  const { withdraw_password: ciphertext } = body;
  return {
    ...body,
    withdraw_password: await secretFingerprint(ciphertext, rsaDecrypt(ciphertext)),
  };
}
