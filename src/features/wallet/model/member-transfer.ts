import * as z from 'zod';
import { filled, loginName, message, required as specPrompt } from '@/api/fields';
import { withdrawalPassword } from '@/api/fields-money';
import type { MemberTransferInfo, TransferFeeBearer as FeeBearer } from '@/api/generated/model';
import { TransferFeeBearer, WholeAmount } from '@/api/generated/zod/fortunaMemberAPI.schemas.zod';
import { ApiError } from '@/api/http/api-error';
import { encodeFieldMessage as encode } from '@/shared/lib/field-message';
import { feeSplit, Money, type MoneyValue, toMoney } from '@/shared/lib/money';
import { FEE_BY_SENDER } from './member-transfer-record';
import { withinRange } from './wallet-rules';

export { counterparty, FEE_BY_RECEIVER, FEE_BY_SENDER } from './member-transfer-record';

/**
 * The credit-transfer form (spec §2 memberTransfer, §3, §5). The receiver and the withdrawal
 * password are the field rules of spec §5 (src/api/fields.ts, piped into the contract's
 * schemas); the amount checks its rule here with a translated message, then pipes into the
 * contract's schema. Messages are i18n keys with values, encoded as JSON (the shared form
 * fields read them back).
 */
/** A required field stops at its first problem: 'required' says it all. */
const required = (key: string) => ({ error: encode(key), abort: true });

/** The receiver: a login name, with the form's own prompt ('the receiver's username'). */
const username = filled(loginName, message('member_transfer.errors.username_required'));

const withdrawPassword = filled(withdrawalPassword, specPrompt('withdraw_password'));

/** What the form needs from the transfer info and the wallet. */
export interface MemberTransferLimits {
  min: MemberTransferInfo['min'];
  max: MemberTransferInfo['max'];
  fee_percent: MemberTransferInfo['fee_percent'];
  /** The most that may leave the main wallet: the balance less bonuses still being wagered. */
  withdrawable: MemberTransferInfo['withdrawable'];
  /** The confirmed main balance; when unknown the server alone checks it. */
  mainBalance?: string | null;
}

/**
 * The form schema for the current rules: the amount in whole units (spec §5, decimals are
 * removed as typed) within min..max, else 'The amount does not meet the transfer limit'; and
 * what the sender pays (amount, plus the fee when the sender bears it) within the main balance,
 * and within what may leave it (`withdrawable`), else how much may be sent.
 */
export function memberTransferFormSchema(limits: MemberTransferLimits) {
  const amount = z
    .string()
    .trim()
    .min(1, required('member_transfer.errors.amount_required'))
    .regex(/^[1-9]\d*$/, message('member_transfer.errors.invalid_amount'))
    .refine(
      (value) => withinRange(value, limits.min, limits.max),
      message('member_transfer.errors.transfer_limit'),
    )
    .transform(Number)
    .pipe(WholeAmount);
  return z
    .object({
      username,
      amount,
      fee_bearer: TransferFeeBearer,
      withdraw_password: withdrawPassword,
    })
    .superRefine((form, context) => {
      const problem = senderPaysProblem(form, limits);
      if (problem) context.addIssue({ code: 'custom', path: ['amount'], message: problem });
    });
}

/** `withdrawable` as a decimal, never below zero (a balance in debt lets nothing leave). */
function leavable(withdrawable: string): MoneyValue | null {
  const value = toMoney(withdrawable);
  return value && value.isNegative() ? new Money(0) : value;
}

/**
 * What the sender pays against what may leave the main wallet, as an encoded message: above
 * the confirmed balance, 'Insufficient Amount'; else above `withdrawable` (bonus money still
 * being wagered stays), how much may be sent; null when it may leave.
 */
function senderPaysProblem(
  form: { amount: number; fee_bearer: FeeBearer },
  limits: MemberTransferLimits,
): string | null {
  const preview = transferPreview(String(form.amount), limits.fee_percent, form.fee_bearer);
  if (!preview) return null;
  const pays = new Money(preview.senderPays);
  const balance = toMoney(limits.mainBalance);
  // An unknown or failed balance: the server alone decides.
  if (balance && !balance.isNegative() && pays.gt(balance))
    return encode('member_transfer.errors.insufficient');
  const withdrawable = leavable(limits.withdrawable);
  if (withdrawable && pays.gt(withdrawable))
    return encode('member_transfer.errors.over_withdrawable', {
      amount: withdrawable.toFixed(2),
    });
  return null;
}

/**
 * The most the member may send, to tell them before they type: `withdrawable` when bonuses
 * still being wagered hold back part of the confirmed main balance; null when all of it may
 * leave, or the balance is not known.
 */
export function sendableBelowBalance(
  withdrawable: MemberTransferInfo['withdrawable'],
  mainBalance: string | null | undefined,
): string | null {
  const most = leavable(withdrawable);
  const balance = toMoney(mainBalance);
  if (!most || !balance) return null;
  return most.lt(balance) ? most.toFixed(2) : null;
}

export type MemberTransferFormInput = z.input<ReturnType<typeof memberTransferFormSchema>>;
export type MemberTransferFormValues = z.output<ReturnType<typeof memberTransferFormSchema>>;

/** What a transfer costs and delivers, as 2-decimal strings. */
export interface TransferPreview {
  fee: string;
  /** What leaves the sender's main wallet. */
  senderPays: string;
  /** What the receiver gets (the record's actual_amount). */
  receiverGets: string;
}

/**
 * The fee preview, as the server computes it: fee = amount × fee_percent / 100, half-up to 2
 * places. With the fee on the sender (1) the sender pays amount + fee and the receiver gets
 * the amount; with the fee on the receiver (2) the sender pays the amount and the receiver
 * gets amount − fee. Null while the amount is not a positive whole number.
 */
export function transferPreview(
  amount: string,
  feePercent: string,
  feeBearer: FeeBearer,
): TransferPreview | null {
  if (!/^\d+$/.test(amount)) return null;
  const split = feeSplit(amount, feePercent, feeBearer === FEE_BY_SENDER ? 'payer' : 'receiver');
  return split && { fee: split.fee, senderPays: split.pays, receiverGets: split.receives };
}

/**
 * Transfers switched off for the member (409 MEMBER_TRANSFER_DISABLED): the form says so in
 * the member's language rather than with the server's text.
 */
export function isTransferDisabled(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'MEMBER_TRANSFER_DISABLED';
}
