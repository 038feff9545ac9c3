import * as z from 'zod';
import {
  checkPasswordConfirmation,
  email,
  filled,
  loginName,
  message,
  oneTimePin,
  optional,
  password,
  phone,
  referralCode,
  required,
} from '@/api/fields';
import { AreaCode } from '@/api/generated/zod/fortunaMemberAPI.schemas.zod';

/**
 * Form schemas of sign-in, registration and the password reset, composed of the field rules
 * of spec §5 (src/api/fields.ts, which pipe into the contract's schemas). Client-only rules
 * (confirmation matches, terms ticked, e-mail or mobile required by the site's permissions)
 * live only here.
 */
const username = filled(loginName, required('username'));
const newPassword = filled(password, required('password'));
const confirmation = filled(z.string(), required('password_confirmation'));
const passwordNotSame = message('validation.password_not_same');

export const loginFormSchema = z.object({ username, password: newPassword });
export type LoginForm = z.infer<typeof loginFormSchema>;

export interface RegisterRules {
  /** permission member.member_email = 1 */
  requireEmail: boolean;
  /** permission member.member_phone = 1 */
  requirePhone: boolean;
}

/** The registration form for the site's permission settings. */
export function registerFormSchema({ requireEmail, requirePhone }: RegisterRules) {
  return z
    .object({
      username,
      password: newPassword,
      password_confirmation: confirmation,
      email: optional(email),
      mobile_area: AreaCode,
      mobile: optional(phone),
      referral_code: optional(referralCode),
      agree_terms: z.boolean().refine((value) => value, message('validation.agree_terms')),
    })
    .superRefine((form, context) => {
      checkPasswordConfirmation(form, context);
      if (requireEmail && form.email === '')
        context.addIssue({ code: 'custom', path: ['email'], message: required('email').error });
      if (requirePhone && form.mobile === '')
        context.addIssue({ code: 'custom', path: ['mobile'], message: required('mobile').error });
    });
}
export type RegisterForm = z.infer<ReturnType<typeof registerFormSchema>>;

/** Password reset, step 1: who (spec §2 'fill in e-mail'). */
export const resetEmailSchema = z.object({
  username,
  email: filled(email, required('email')),
});
export type ResetEmailForm = z.infer<typeof resetEmailSchema>;

/** Step 2: the 6-digit code sent by e-mail. */
export const resetCodeSchema = z.object({ code: oneTimePin });
export type ResetCodeForm = z.infer<typeof resetCodeSchema>;

/** Step 3: the new password, twice. */
export const resetPasswordSchema = z
  .object({ password: newPassword, password_confirmation: confirmation })
  .refine((form) => form.password === form.password_confirmation, {
    path: ['password_confirmation'],
    ...passwordNotSame,
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordSchema>;
