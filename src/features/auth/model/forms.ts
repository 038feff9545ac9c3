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
import { AreaCode, CaptchaCode } from '@/api/generated/zod/fortunaMemberAPI.schemas.zod';
import { encodeFieldMessage, type FieldMessage } from '@/shared/lib/field-message';

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

/** Characters of a captcha code as the site asks for them (the contract allows 4 to 6). */
export const CAPTCHA_LENGTH = 4;

/**
 * The captcha picture's size in CSS pixels, asked of GET /captcha (the contract's default size,
 * within its 60-400 by 20-200): it fits beside its button in a 360 px wide panel.
 */
export const CAPTCHA_PICTURE = { width: 120, height: 40 } as const;

/** The code read from a captcha picture: required, 4 letters or digits, then the contract's rule. */
export const captchaCode = filled(
  z
    .string()
    .trim()
    .regex(
      new RegExp(`^[A-Za-z0-9]{${CAPTCHA_LENGTH}}$`),
      message('auth.captcha.length', { length: CAPTCHA_LENGTH }),
    )
    .pipe(CaptchaCode),
  message('auth.captcha.required'),
);

/**
 * The captcha field of sign-in and registration: checked only once the server asked for a
 * captcha; until then the field is not shown and the form does not send it.
 */
function captchaField(asked: boolean): z.ZodType<string | undefined, string | undefined> {
  return asked ? captchaCode : z.string().optional();
}

export interface CaptchaRule {
  /** The server asked this form for a captcha (422 CAPTCHA_REQUIRED or CAPTCHA_INVALID). */
  captcha?: boolean;
}

/** What the captcha field says when the server refused a submit for its captcha (422 codes). */
const CAPTCHA_REFUSALS = {
  CAPTCHA_REQUIRED: { key: 'auth.captcha.asked' },
  CAPTCHA_INVALID: { key: 'auth.captcha.wrong' },
} as const satisfies Record<string, FieldMessage>;

/**
 * The captcha field's message (an encoded i18n key, in the member's language rather than the
 * server's English) when the server's error code asks for a captcha, or null for any other code.
 */
export function captchaRefusal(code: string | undefined): string | null {
  if (code === undefined || !Object.hasOwn(CAPTCHA_REFUSALS, code)) return null;
  return encodeFieldMessage(CAPTCHA_REFUSALS[code as keyof typeof CAPTCHA_REFUSALS].key);
}

/** The sign-in form, with the captcha once the server asked for one. */
export function loginFormSchema({ captcha = false }: CaptchaRule = {}) {
  return z.object({ username, password: newPassword, captcha: captchaField(captcha) });
}
export type LoginForm = z.infer<ReturnType<typeof loginFormSchema>>;

export interface RegisterRules extends CaptchaRule {
  /** permission member.member_email = 1 */
  requireEmail: boolean;
  /** permission member.member_phone = 1 */
  requirePhone: boolean;
}

/** The registration form for the site's permission settings (and the captcha, once asked). */
export function registerFormSchema({ requireEmail, requirePhone, captcha = false }: RegisterRules) {
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
      captcha: captchaField(captcha),
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
