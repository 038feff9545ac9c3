import * as z from 'zod';
import { filled, message, required } from '@/api/fields';
import { bankCard } from '@/api/fields-money';
import {
  bankCardCreateRequestAccountNameMax as ACCOUNT_NAME_MAX,
  bankCardCreateRequestBankBranchMax as BRANCH_MAX,
} from '@/api/generated/zod/fortunaMemberAPI.schemas.zod';

/** A required text of at most `max` characters, trimmed, with its spec §5 prompt. */
const text = (prompt: ReturnType<typeof required>, max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .min(1, { ...prompt, abort: true })
    .max(max, message(tooLong, { max }));

/**
 * The add-bank-card form (spec §2 'add new bank account', §5): the bank, the card number (6 to
 * 20 letters or digits), the account name and the branch, each with its required-field prompt.
 * The bank is chosen from GET /reg_bank_list; '' until one is.
 */
export const bankCardFormSchema = z.object({
  bank_id: z
    .string()
    .refine((value) => /^[1-9]\d*$/.test(value), required('bank'))
    .transform(Number),
  card_number: filled(bankCard, required('bank_card')),
  account_name: text(required('bank_account'), ACCOUNT_NAME_MAX, 'withdraw.bank.errors.too_long'),
  bank_branch: text(required('bank_branch'), BRANCH_MAX, 'withdraw.bank.errors.too_long'),
});

export type BankCardFormInput = z.input<typeof bankCardFormSchema>;
export type BankCardFormValues = z.output<typeof bankCardFormSchema>;
