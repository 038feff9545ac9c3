import * as z from 'zod';
import {
  Email,
  EmailMax,
  LoginName,
  LoginNameMax,
  LoginNameMin,
  Nickname,
  NicknameMax,
  OneTimePin,
  OneTimePinRegExp,
  Password,
  PasswordMax,
  PasswordMin,
  Phone,
  PhoneRegExp,
  ReferralCode,
  ReferralCodeRegExp,
} from '@/api/generated/zod/fortunaMemberAPI.schemas.zod';
import { encodeFieldMessage, type FieldMessage } from '@/shared/lib/field-message';

/**
 * The field rules of spec §5, one zod schema each, composed into every form. Each checks its
 * rule step by step with a translated message (an encoded i18n key, see field-message.ts),
 * then pipes into the contract's generated schema, so a form can never accept what the
 * contract refuses; the bounds in the messages are the contract's own constants.
 *
 * Why here and not in shared/lib: the pipe into the generated schema is the point of these
 * rules, and shared may not import src/api (imports flow shared → api → features → app).
 * Leaving the pipe to each feature would let a form forget it; src/api may import the
 * generated schemas, and every feature may import src/api.
 *
 * The rules do not decide whether a field may be empty: `filled(rule, required('username'))`
 * makes one required with its prompt, `optional(rule)` lets it stay empty.
 */

/** zod's message parameter, carrying an encoded i18n key. */
export interface Prompt {
  error: string;
}

/** A message of a rule: an i18n key with its values, as zod's message parameter. */
export function message(key: string, values?: FieldMessage['values']): Prompt {
  return { error: encodeFieldMessage(key, values) };
}

// Literal keys, so the locale test sees each one is translated.
const REQUIRED = {
  username: 'validation.required_username',
  password: 'validation.required_password',
  password_confirmation: 'validation.required_password_confirmation',
  email: 'validation.required_email',
  mobile: 'validation.required_mobile',
  withdraw_password: 'validation.required_withdraw_password',
  withdraw_password_confirmation: 'validation.required_withdraw_password_confirmation',
  old_withdraw_password: 'validation.required_old_withdraw_password',
  bank: 'validation.required_bank',
  bank_card: 'validation.required_bank_card',
  bank_account: 'validation.required_bank_account',
  bank_branch: 'validation.required_bank_branch',
} as const;

/** The fields with a required-field prompt of spec §5 (others join as their forms arrive). */
export type RequiredField = keyof typeof REQUIRED;

/** The required-field prompt of spec §5 for a field ('Please enter your username'). */
export function required(field: RequiredField): Prompt {
  return message(REQUIRED[field]);
}

/** A required field: blank (spaces only, too) gives its prompt and nothing else; else the rule. */
export function filled<T extends z.ZodType<unknown, string>>(rule: T, prompt: Prompt) {
  return z
    .string()
    .refine((value) => value.trim() !== '', prompt)
    .pipe(rule);
}

/** An optional field: empty (after trimming), or valid by the rule with the rule's message. */
export function optional(rule: z.ZodType<unknown, string>) {
  return z
    .string()
    .trim()
    .superRefine((value, context) => {
      if (value === '') return;
      const first = rule.safeParse(value).error?.issues[0];
      if (first) context.addIssue({ code: 'custom', message: first.message });
    });
}

const loginNameLength = message('validation.login_name_length', {
  min: LoginNameMin,
  max: LoginNameMax,
});

/** Login name: 5 to 20 characters, beginning with a letter; letters, digits and underscores. */
export const loginName = z
  .string()
  .trim()
  .regex(/^[A-Za-z]/, message('validation.login_name_start'))
  .min(LoginNameMin, loginNameLength)
  .max(LoginNameMax, loginNameLength)
  .regex(/^[A-Za-z0-9_]+$/, message('validation.login_name_characters'))
  .pipe(LoginName);

const passwordLength = message('validation.password_length', {
  min: PasswordMin,
  max: PasswordMax,
});

/** Password: 6 to 20 characters (not trimmed: a space may be part of it). */
export const password = z
  .string()
  .min(PasswordMin, passwordLength)
  .max(PasswordMax, passwordLength)
  .pipe(Password);

/**
 * Password Not Same (spec §5): a form's password confirmation must match its password. A
 * check for a form schema's superRefine; the message lands on the confirmation.
 */
export function checkPasswordConfirmation(
  form: { password: string; password_confirmation: string },
  context: z.RefinementCtx,
): void {
  if (form.password !== form.password_confirmation)
    context.addIssue({
      code: 'custom',
      path: ['password_confirmation'],
      message: message('validation.password_not_same').error,
    });
}

/** Nickname: at most 30 characters. */
export const nickname = z
  .string()
  .trim()
  .max(NicknameMax, message('validation.nickname_length', { max: NicknameMax }))
  .pipe(Nickname);

/** Phone: 8 to 13 digits, without the area code. */
export const phone = z.string().trim().regex(PhoneRegExp, message('validation.phone')).pipe(Phone);

/** Referral code: 6 digits. */
export const referralCode = z
  .string()
  .trim()
  .regex(ReferralCodeRegExp, message('validation.referral_code'))
  .pipe(ReferralCode);

/** One-time PIN: the 6-digit code sent by SMS or e-mail (empty says the same: enter it). */
export const oneTimePin = z
  .string()
  .trim()
  .regex(OneTimePinRegExp, message('validation.one_time_pin'))
  .pipe(OneTimePin);

/** E-mail: a valid address under 255 characters ('Invalid Email' either way). */
export const email = z
  .string()
  .trim()
  .pipe(z.email(message('validation.email')).max(EmailMax, message('validation.email')))
  .pipe(Email);
