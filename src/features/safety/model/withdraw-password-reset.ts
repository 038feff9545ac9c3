import * as z from 'zod';
import { filled, message, oneTimePin, required } from '@/api/fields';
import { withdrawalPassword } from '@/api/fields-money';
import type { PersonalInfo, WithdrawalPasswordResetChannel } from '@/api/generated/model';

/** The channels a reset code may go to, in the order they are offered. */
export const RESET_CHANNELS = ['sms', 'email'] as const satisfies WithdrawalPasswordResetChannel[];

/** A contact the member has verified, as the page offers it: its channel and masked address. */
export interface ResetContact {
  channel: WithdrawalPasswordResetChannel;
  /** The address with its middle hidden ('+63 ••••••6789', 'j•••z@example.com'). */
  masked: string;
}

/** An e-mail address with all but the first and last letters of its name hidden. */
export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  const shown = name.length <= 2 ? `${name.slice(0, 1)}•••` : `${name[0]}•••${name.at(-1)}`;
  return `${shown}@${domain}`;
}

/** A mobile number with all but its last four digits hidden, after its area code. */
export const maskMobile = (area: string, mobile: string) =>
  `${area} ${'•'.repeat(Math.max(0, mobile.length - 4))}${mobile.slice(-4)}`;

/**
 * The contacts a reset code can go to: the verified mobile number and e-mail address of the
 * member's personal info (the server sends only there); none when neither is verified.
 */
export function resetContacts(
  info: Pick<
    PersonalInfo,
    'email' | 'mobile' | 'mobile_area' | 'email_verified' | 'mobile_verified'
  >,
): ResetContact[] {
  return RESET_CHANNELS.flatMap((channel): ResetContact[] => {
    if (channel === 'sms')
      return info.mobile_verified === 1 && info.mobile
        ? [{ channel, masked: maskMobile(info.mobile_area ?? '', info.mobile) }]
        : [];
    return info.email_verified === 1 && info.email
      ? [{ channel, masked: maskEmail(info.email) }]
      : [];
  });
}

/**
 * The reset form (spec §5 withdrawal password: 4 to 16 numbers or characters): the code sent,
 * the new password and its confirmation, which must match ('Password Not Same').
 */
export const withdrawPasswordResetSchema = z
  .object({
    code: oneTimePin,
    password: filled(withdrawalPassword, required('withdraw_password')),
    password_confirmation: filled(z.string(), required('withdraw_password_confirmation')),
  })
  .refine((form) => form.password === form.password_confirmation, {
    ...message('validation.password_not_same'),
    path: ['password_confirmation'],
  });

export type WithdrawPasswordResetInput = z.input<typeof withdrawPasswordResetSchema>;
export type WithdrawPasswordResetValues = z.output<typeof withdrawPasswordResetSchema>;
