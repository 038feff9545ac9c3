import * as z from 'zod';
import {
  BankCardNumber,
  BankCardNumberMax,
  BankCardNumberMin,
  WithdrawalPassword,
  WithdrawalPasswordMax,
  WithdrawalPasswordMin,
} from '@/api/generated/zod/fortunaMemberAPI.schemas.zod';
import { message } from './fields';

/**
 * The money forms' own field rules (spec §5: withdrawal password, bank card), apart from
 * fields.ts, which sits in the part every form shares (the sign-in, the password retrieval…):
 * rules only the withdrawal, the bank cards and the credit transfer use would weigh on each of
 * those parts (issue 6's 60 KiB per part). Their required-field prompts stay in fields.ts.
 */

const withdrawalPasswordRule = message('validation.withdrawal_password', {
  min: WithdrawalPasswordMin,
  max: WithdrawalPasswordMax,
});

/** Withdrawal password: 4 to 16 numbers or characters. */
export const withdrawalPassword = z
  .string()
  .regex(/^[A-Za-z0-9]+$/, withdrawalPasswordRule)
  .min(WithdrawalPasswordMin, withdrawalPasswordRule)
  .max(WithdrawalPasswordMax, withdrawalPasswordRule)
  .pipe(WithdrawalPassword);

const bankCardRule = message('validation.bank_card', {
  min: BankCardNumberMin,
  max: BankCardNumberMax,
});

/** Bank card (or account) number: 6 to 20 characters, letters or digits. */
export const bankCard = z
  .string()
  .trim()
  .min(BankCardNumberMin, bankCardRule)
  .max(BankCardNumberMax, bankCardRule)
  .regex(/^[A-Za-z0-9]+$/, bankCardRule)
  .pipe(BankCardNumber);
