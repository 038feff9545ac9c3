import * as z from 'zod';
import { filled, message, required } from '@/api/fields';
import { withdrawalPassword } from '@/api/fields-money';

const passwordNotSame = message('validation.password_not_same');

/**
 * The withdrawal password form (spec §2 withdrawal password setup, §5: 4 to 16 numbers or
 * characters): the new password and its confirmation, which must match ('Password Not Same');
 * once a password exists (`isSet`), the old one too.
 */
export function withdrawPasswordFormSchema(isSet: boolean) {
  return z
    .object({
      old_password: isSet
        ? filled(z.string(), required('old_withdraw_password'))
        : z.string().optional(),
      password: filled(withdrawalPassword, required('withdraw_password')),
      password_confirmation: filled(z.string(), required('withdraw_password_confirmation')),
    })
    .refine((form) => form.password === form.password_confirmation, {
      ...passwordNotSame,
      path: ['password_confirmation'],
    });
}

export type WithdrawPasswordFormInput = z.input<ReturnType<typeof withdrawPasswordFormSchema>>;
export type WithdrawPasswordFormValues = z.output<ReturnType<typeof withdrawPasswordFormSchema>>;
