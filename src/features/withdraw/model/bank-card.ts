import * as z from 'zod';
import { filled, message, required } from '@/api/fields';
import { bankCard } from '@/api/fields-money';
import type { BankCard } from '@/api/generated/model';
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

/**
 * A card number as the member sees it: masked except its last four characters, in groups of
 * four ('**** **** 2233'). The server masks already; a number that reaches the screen in full
 * is masked here, so a card number is never shown whole.
 */
export function maskCardNumber(number: string): string {
  const plain = number.replace(/[\s*]/g, '');
  const last = plain.slice(-4);
  return `**** **** ${last}`;
}

/** How a card is named in a list or a choice: its bank and its masked number. */
export function cardLabel(card: Pick<BankCard, 'bank_name' | 'card_number'>): string {
  return `${card.bank_name} ${maskCardNumber(card.card_number)}`;
}
