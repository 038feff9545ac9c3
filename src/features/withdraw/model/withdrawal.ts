import * as z from 'zod';
import { filled, message, required } from '@/api/fields';
import { withdrawalPassword } from '@/api/fields-money';
import type { BankCard, WithdrawalInfo } from '@/api/generated/model';
import { PaymentAmountRegExp } from '@/api/generated/zod/fortunaMemberAPI.schemas.zod';
import { encodeFieldMessage as encode } from '@/shared/lib/field-message';
import { Money, feeAndNet } from '@/shared/lib/money';

/** A set-up the withdrawal needs first, in the order spec §2 checks them. */
export type MissingSetup = 'bank_card' | 'personal_info' | 'withdraw_password';

/**
 * Spec §2 missing-setup redirects, in this order: no bank card, then incomplete personal info
 * or mobile, then no withdrawal password; null when the member may withdraw.
 */
export function missingSetup(
  info: Pick<WithdrawalInfo, 'has_bank_card' | 'personal_info_complete' | 'has_withdraw_password'>,
): MissingSetup | null {
  if (!info.has_bank_card) return 'bank_card';
  if (!info.personal_info_complete) return 'personal_info';
  if (!info.has_withdraw_password) return 'withdraw_password';
  return null;
}

/** The fee a withdrawal costs at the server's rate, and what reaches the card. */
export interface WithdrawalPreview {
  fee: string;
  actualAmount: string;
}

/**
 * The fee (fee_percent of the amount, to the cent, half up, as the server rounds) and the
 * actual amount (the amount less the fee), as 2-decimal strings; null for no valid amount.
 */
export function withdrawalPreview(amount: string, feePercent: string): WithdrawalPreview | null {
  const preview = feeAndNet(amount, feePercent);
  return preview ? { fee: preview.fee, actualAmount: preview.net } : null;
}

/** What the withdrawal form checks the amount against: GET /member/withdraw/info. */
export type WithdrawalLimits = Pick<
  WithdrawalInfo,
  'min' | 'max' | 'balance' | 'withdrawable' | 'daily_amount_left' | 'daily_count_left'
>;

/** A card as the withdrawal's choice needs it: whether it may be paid to. */
export type PayableCard = Pick<BankCard, 'id' | 'payable'>;

/**
 * The card a withdrawal goes to unless the member picks another: the first card that may be
 * paid to (held in the member's own name); '' when none may, so none is chosen for them.
 */
export function defaultCardId(cards: readonly PayableCard[]): string {
  const card = cards.find((found) => found.payable);
  return card ? String(card.id) : '';
}

/**
 * The withdrawal form (spec §2, §5): a bank card (the choice offers a card not in the member's
 * own name disabled; the server refuses it too, PAYEE_NAME_MISMATCH); the amount (2 decimals at
 * most) within the server's minimum and maximum and today's allowance, else the withdrawal-limit
 * message; not above the balance, else 'Excess balance'; not above what the promotion bonuses
 * still being wagered leave withdrawable, else how much may be withdrawn now; the withdrawal
 * password (4 to 16 numbers or characters).
 */
export function withdrawalFormSchema(limits: WithdrawalLimits) {
  const amount = z
    .string()
    .trim()
    .min(1, { error: encode('withdraw.errors.amount_required'), abort: true })
    // The contract's own pattern for a typed amount (at most 2 decimals).
    .regex(PaymentAmountRegExp, { ...message('withdraw.errors.invalid_amount'), abort: true })
    .superRefine((value, context) => {
      const problem = amountProblem(value, limits);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    });
  return z.object({
    bank_card_id: z
      .string()
      .refine((value) => /^[1-9]\d*$/.test(value), message('withdraw.errors.bank_card_required'))
      .transform(Number),
    amount,
    withdraw_password: filled(withdrawalPassword, required('withdraw_password')),
  });
}

/** The first rule of the form an amount breaks, as an encoded message; null when none. */
export function amountProblem(amount: string, limits: WithdrawalLimits): string | null {
  const value = new Money(amount);
  const limit = encode('withdraw.errors.withdrawal_limit');
  if (value.lt(limits.min) || value.gt(limits.max)) return limit;
  if (limits.daily_count_left < 1 || value.gt(limits.daily_amount_left)) return limit;
  if (value.gt(limits.balance)) return encode('withdraw.errors.excess_balance');
  if (value.gt(limits.withdrawable))
    return encode('withdraw.errors.rollover', {
      amount: new Money(limits.withdrawable).toFixed(2),
    });
  return null;
}

export type WithdrawalFormInput = z.input<ReturnType<typeof withdrawalFormSchema>>;
export type WithdrawalFormValues = z.output<ReturnType<typeof withdrawalFormSchema>>;
