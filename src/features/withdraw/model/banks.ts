import { BankType, type BankListEntry } from '@/api/generated/model';

/** The bank types of spec §3 in the order the bank choice lists them, with their label keys. */
export const BANK_TYPE_GROUPS = [
  { type: BankType.BANK, labelKey: 'withdraw.bank.type_bank' },
  { type: BankType.CRYPTO, labelKey: 'withdraw.bank.type_crypto' },
  { type: BankType.QUICK_PAY, labelKey: 'withdraw.bank.type_quick_pay' },
] as const;

/**
 * The bank choice, grouped by bank type (spec §3: 1 Bank, 2 Crypto, 3 Quick Pay) in that
 * order, each group in the server's display order; a type with no bank is left out.
 */
export function banksByType<B extends Pick<BankListEntry, 'type'>>(banks: readonly B[]) {
  return BANK_TYPE_GROUPS.map((group) => ({
    ...group,
    banks: banks.filter((bank) => bank.type === group.type),
  })).filter((group) => group.banks.length > 0);
}
