import * as z from 'zod';
import { message } from '@/api/fields';
import { type DepositMethod, PaymentType } from '@/api/generated/model';
import {
  PaymentAmountRegExp,
  depositCreateRequestPromoCodeRegExp,
} from '@/api/generated/zod/fortunaMemberAPI.schemas.zod';
import { encodeFieldMessage as encode } from '@/shared/lib/field-message';
import { Money, formatAmount } from '@/shared/lib/money';

/**
 * The range rule (spec §5 'Invalid Amount', the contract's 422 on `amount`): an amount within
 * the method's minimum and maximum, both included; else the range message with both ends.
 */
export function amountOutOfRange(
  amount: string,
  method: Pick<DepositMethod, 'min' | 'max'>,
): string | null {
  const value = new Money(amount);
  if (value.lt(method.min) || value.gt(method.max))
    return encode('deposit.errors.amount_range', {
      min: formatAmount(method.min),
      max: formatAmount(method.max),
    });
  return null;
}

/**
 * The deposit form of a method (spec §5): the amount (2 decimals at most, within the method's
 * range); a promo code when the method shows the field (optional, the contract's pattern);
 * the receiving account paid into, the depositor's name and the payment reference for a bank
 * transfer, the transaction reference for crypto (both optional).
 */
export function depositFormSchema(method: Pick<DepositMethod, 'min' | 'max'>) {
  const optionalText = (max: number) =>
    z.string().trim().max(max, message('deposit.errors.too_long', { max }));
  return z.object({
    amount: z
      .string()
      .trim()
      .min(1, { error: encode('deposit.errors.amount_required'), abort: true })
      .regex(PaymentAmountRegExp, { ...message('deposit.errors.invalid_amount'), abort: true })
      .superRefine((value, context) => {
        const problem = amountOutOfRange(value, method);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }),
    promo_code: z
      .string()
      .trim()
      .refine(
        (value) => value === '' || depositCreateRequestPromoCodeRegExp.test(value),
        message('deposit.errors.promo_code'),
      ),
    bank_account_id: z.string(),
    depositor_name: optionalText(100),
    reference: optionalText(100),
  });
}

export type DepositFormInput = z.input<ReturnType<typeof depositFormSchema>>;
export type DepositFormValues = z.output<ReturnType<typeof depositFormSchema>>;

/**
 * The createDeposit body of a filled form: what the method takes (the receiving account and
 * the depositor's name for a bank transfer, the reference for bank and crypto), empty fields
 * left out.
 */
export function depositRequest(method: DepositMethod, values: DepositFormValues) {
  const bank = method.payment_type === PaymentType.BANK;
  const reference = method.payment_type !== PaymentType.GATEWAY && values.reference !== '';
  return {
    method_id: method.id,
    amount: values.amount,
    ...(values.promo_code !== '' && method.topup_code_show === 1
      ? { promo_code: values.promo_code }
      : {}),
    ...(bank && values.bank_account_id !== ''
      ? { bank_account_id: Number(values.bank_account_id) }
      : {}),
    ...(bank && values.depositor_name !== '' ? { depositor_name: values.depositor_name } : {}),
    ...(reference ? { reference: values.reference } : {}),
  };
}
