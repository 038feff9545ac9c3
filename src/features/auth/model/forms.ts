import * as z from 'zod';
import {
  AreaCode,
  Email,
  EmailMax,
  LoginName,
  LoginNameMax,
  LoginNameMin,
  Password,
  PasswordMax,
  PasswordMin,
  Phone,
  ReferralCode,
} from '@/api/generated/zod/fortunaMemberAPI.schemas.zod';

/**
 * Form schemas of sign-in and registration. Each field checks the rule of spec §5 with a
 * translated message, then pipes into the contract's generated schema, so the form can never
 * accept what the contract refuses. Client-only rules (confirmation matches, terms ticked,
 * required fields) live only here. Messages are i18n keys with values, encoded as JSON.
 */
export interface FieldMessage {
  key: string;
  values?: Record<string, number | string>;
}

const encode = (key: string, values?: FieldMessage['values']) => JSON.stringify({ key, values });
const message = (key: string, values?: FieldMessage['values']) => ({ error: encode(key, values) });

const loginNameLength = message('validation.login_name_length', {
  min: LoginNameMin,
  max: LoginNameMax,
});
const passwordLength = message('validation.password_length', {
  min: PasswordMin,
  max: PasswordMax,
});

const username = z
  .string()
  .trim()
  .min(1, message('validation.required_username'))
  .regex(/^[A-Za-z]/, message('validation.login_name_start'))
  .min(LoginNameMin, loginNameLength)
  .max(LoginNameMax, loginNameLength)
  .regex(/^[A-Za-z0-9_]+$/, message('validation.login_name_characters'))
  .pipe(LoginName);

const password = z
  .string()
  .min(1, message('validation.required_password'))
  .min(PasswordMin, passwordLength)
  .max(PasswordMax, passwordLength)
  .pipe(Password);

export const loginFormSchema = z.object({ username, password });
export type LoginForm = z.infer<typeof loginFormSchema>;

/** An optional field: empty, or valid by the contract's schema. */
const optional = (schema: z.ZodType<string>, key: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || schema.safeParse(value).success, message(key));

const email = optional(Email, 'validation.email').refine(
  (value) => value.length <= EmailMax,
  message('validation.email'),
);
const mobile = optional(Phone, 'validation.phone');
const referral = optional(ReferralCode, 'validation.referral_code');

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
      password,
      password_confirmation: z
        .string()
        .min(1, message('validation.required_password_confirmation')),
      email,
      mobile_area: AreaCode,
      mobile,
      referral_code: referral,
      agree_terms: z.boolean().refine((value) => value, message('validation.agree_terms')),
    })
    .superRefine((form, context) => {
      if (form.password !== form.password_confirmation) {
        context.addIssue({
          code: 'custom',
          path: ['password_confirmation'],
          message: encode('validation.password_not_same'),
        });
      }
      if (requireEmail && form.email === '')
        context.addIssue({
          code: 'custom',
          path: ['email'],
          message: encode('validation.required_email'),
        });
      if (requirePhone && form.mobile === '')
        context.addIssue({
          code: 'custom',
          path: ['mobile'],
          message: encode('validation.required_mobile'),
        });
    });
}
export type RegisterForm = z.infer<ReturnType<typeof registerFormSchema>>;

/** Reads a form error back into its i18n key and values; a server message stays as it is. */
export function readFieldMessage(raw: string | undefined): FieldMessage | null {
  if (!raw) return null;
  if (raw.startsWith('{')) {
    try {
      const parsed = JSON.parse(raw) as FieldMessage;
      if (typeof parsed.key === 'string') return parsed;
    } catch {
      // Not one of ours: shown as it came.
    }
  }
  return { key: raw };
}

/** Password reset, step 1: who (spec §2 'fill in e-mail'). */
export const resetEmailSchema = z.object({
  username,
  email: z
    .string()
    .trim()
    .min(1, message('validation.required_email'))
    .pipe(z.email(message('validation.email')).pipe(Email)),
});
export type ResetEmailForm = z.infer<typeof resetEmailSchema>;

/** Step 2: the 6-digit code sent by e-mail. */
export const resetCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, message('validation.one_time_pin')),
});
export type ResetCodeForm = z.infer<typeof resetCodeSchema>;

/** Step 3: the new password, twice. */
export const resetPasswordSchema = z
  .object({
    password,
    password_confirmation: z.string().min(1, message('validation.required_password_confirmation')),
  })
  .refine((form) => form.password === form.password_confirmation, {
    path: ['password_confirmation'],
    message: encode('validation.password_not_same'),
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordSchema>;
