import * as z from 'zod';
import { checkPasswordConfirmation, filled, message, password, required } from '@/api/fields';

const sameAsOld = message('safety.password.same_as_old');

/**
 * The login password change (spec §2 /member/safety pass, §5: a password is 6 to 20
 * characters): the current password, the new one and its confirmation, which must match
 * ('Password Not Same'). The new one must differ from the current one (the server refuses it
 * too). The current password has no length rule: it was set under whatever rule held then.
 */
export const passwordChangeSchema = z
  .object({
    old_password: filled(z.string(), message('safety.password.required_old')),
    password: filled(password, required('password')),
    password_confirmation: filled(z.string(), required('password_confirmation')),
  })
  .superRefine((form, context) => {
    checkPasswordConfirmation(form, context);
    if (form.password !== '' && form.password === form.old_password)
      context.addIssue({ code: 'custom', path: ['password'], message: sameAsOld.error });
  });

export type PasswordChangeForm = z.infer<typeof passwordChangeSchema>;

/** The empty form. */
export const emptyPasswordChange: PasswordChangeForm = {
  old_password: '',
  password: '',
  password_confirmation: '',
};
