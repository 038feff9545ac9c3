import * as z from 'zod';
import { defineCollections } from './define.ts';
import { lazySchema } from '../lib/lazy-schema.ts';
import {
  BankListEntry,
  BetRecord,
  Deposit,
  DepositMethod,
  MemberTransferStatus,
  Money,
  TradeRecord,
  TransferFeeBearer,
  Withdrawal,
} from '../lib/schemas.ts';

/**
 * Collections of the payments area: banks, deposit methods, deposits, withdrawals, bank
 * cards, withdrawal passwords, trade and bet records, credit transfers between members and
 * the house's fee ledger. Records reuse the generated component schemas where a record is
 * what the API shows; foreign keys stay ids.
 */

/** A supported bank exactly as GET /reg_bank_list shows it. */
export const bankSchema = lazySchema(() => BankListEntry.extend({ sort: z.number().int() }));

/** A deposit method as GET /member/deposit/methods shows it, with its display order. */
export const depositMethodSchema = lazySchema(() =>
  DepositMethod.extend({ sort: z.number().int() }),
);

/** A deposit: the API view plus its owner and its settlement state. */
export const depositSchema = lazySchema(() =>
  Deposit.extend({
    account_id: z.number().int(),
    bank_account_id: z.number().int().nullable(),
    /** When a Pending deposit turns Success by the fake clock; null when it waits for review. */
    settle_at: z.number().int().nullable(),
    /** The main wallet was credited (exactly once). */
    credited: z.boolean(),
  }),
);
export type DepositRecord = z.infer<typeof depositSchema>;

/** A withdrawal: the API view (member_status, cancelable and timeline are derived) plus its owner and card. */
export const withdrawalSchema = lazySchema(() =>
  Withdrawal.omit({
    member_status: true,
    cancelable: true,
    timeline: true,
  }).extend({
    account_id: z.number().int(),
    bank_card_id: z.number().int(),
    /** Progresses by the fake clock (Pending, In Progress, Processing Payout, Success). */
    auto: z.boolean(),
  }),
);
export type WithdrawalRecord = z.infer<typeof withdrawalSchema>;

/** A member's bank card; the number is kept in full and masked in every answer. */
export const bankCardSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    account_id: z.number().int(),
    bank_id: z.number().int(),
    card_number: z.string(),
    account_name: z.string(),
    bank_branch: z.string(),
    created_at: z.number().int(),
  }),
);
export type BankCardRecord = z.infer<typeof bankCardSchema>;

/** A withdrawal password, in plain text: the fake compares what it decrypted. Never in a response. */
export const withdrawPasswordSchema = lazySchema(() =>
  z.object({
    account_id: z.number().int(),
    password: z.string(),
    updated_at: z.number().int(),
    /** Wrong withdrawal passwords in a row, and until when they lock withdrawals (Unix seconds). */
    failures: z.number().int().default(0),
    locked_until: z.number().int().default(0),
  }),
);

/** One movement of a member's main wallet. */
export const tradeRecordSchema = lazySchema(() =>
  TradeRecord.extend({ account_id: z.number().int() }),
);
export type TradeRecordRow = z.infer<typeof tradeRecordSchema>;

/** One bet of a member. */
export const betRecordSchema = lazySchema(() => BetRecord.extend({ account_id: z.number().int() }));
export type BetRecordRow = z.infer<typeof betRecordSchema>;

/** A credit transfer between two members, seen from either side in the API. */
export const memberTransferSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    order_no: z.string(),
    from_account_id: z.number().int(),
    to_account_id: z.number().int(),
    from_username: z.string(),
    to_username: z.string(),
    amount: Money,
    fee: Money,
    fee_bearer: TransferFeeBearer,
    actual_amount: Money,
    sender_balance_after: Money,
    receiver_balance_after: Money,
    status: MemberTransferStatus,
    remark: z.string(),
    created_at: z.number().int(),
  }),
);
export type MemberTransferRow = z.infer<typeof memberTransferSchema>;

/** Where fees go: every fee the house collected, with who paid it and for what. */
export const houseFeeSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    source: z.enum(['member_transfer']),
    order_no: z.string(),
    payer_account_id: z.number().int(),
    amount: Money,
    created_at: z.number().int(),
  }),
);

export function paymentsCollections() {
  return defineCollections({
    banks: bankSchema,
    depositMethods: depositMethodSchema,
    deposits: depositSchema,
    withdrawals: withdrawalSchema,
    bankCards: bankCardSchema,
    withdrawPasswords: withdrawPasswordSchema,
    tradeRecords: tradeRecordSchema,
    betRecords: betRecordSchema,
    memberTransfers: memberTransferSchema,
    houseFees: houseFeeSchema,
  });
}
