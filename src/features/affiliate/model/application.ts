import * as z from 'zod';
import {
  checkPasswordConfirmation,
  email,
  filled,
  loginName,
  message,
  password,
  phone,
  required,
} from '@/api/fields';
import { AffiliateApplicationChannel } from '@/api/generated/model';
import {
  affiliateApplicationRequestMessageMax,
  affiliateApplicationRequestRealNameMax,
  affiliateApplicationRequestRealNameMin,
  AreaCode,
} from '@/api/generated/zod/fortunaMemberAPI.schemas.zod';

/** How a prospect may bring players (the contract's AffiliateApplicationChannel), in its order. */
export const APPLICATION_CHANNELS = Object.values(AffiliateApplicationChannel);

/** The longest message the affiliate team takes (the contract's bound). */
export const APPLICATION_MESSAGE_MAX = affiliateApplicationRequestMessageMax;

const realNameLength = message('validation.real_name_length', {
  min: affiliateApplicationRequestRealNameMin,
  max: affiliateApplicationRequestRealNameMax,
});

/**
 * Real name, as the personal info's (2 to 50 characters, inner spaces collapsed), with the
 * application's bounds: written here, not taken from fields-personal.ts, so this form's part
 * does not share a chunk with the personal info (issue 6's 60 KiB per part).
 */
const realName = z
  .string()
  .trim()
  .transform((value) => value.replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(affiliateApplicationRequestRealNameMin, realNameLength)
      .max(affiliateApplicationRequestRealNameMax, realNameLength),
  );

/**
 * The agent application form (POST /agent/apply): the registration's field rules of spec §5
 * (login name, password and Password Not Same, e-mail, phone) plus the real name, the channel
 * players will come through, an optional message and the affiliate terms, which must be
 * agreed.
 */
export function applicationFormSchema() {
  return z
    .object({
      username: filled(loginName, required('username')),
      password: filled(password, required('password')),
      password_confirmation: filled(z.string(), required('password_confirmation')),
      real_name: filled(realName, message('validation.required_real_name')),
      email: filled(email, required('email')),
      mobile_area: AreaCode,
      mobile: filled(phone, required('mobile')),
      channel: z
        .string()
        .pipe(z.enum(APPLICATION_CHANNELS, message('affiliate.apply.required_channel'))),
      message: z
        .string()
        .trim()
        .max(
          APPLICATION_MESSAGE_MAX,
          message('affiliate.apply.message_length', { max: APPLICATION_MESSAGE_MAX }),
        ),
      agree_terms: z.boolean().refine((value) => value, message('affiliate.apply.agree_required')),
    })
    .superRefine(checkPasswordConfirmation);
}
export type ApplicationFormInput = z.input<ReturnType<typeof applicationFormSchema>>;
export type ApplicationForm = z.output<ReturnType<typeof applicationFormSchema>>;
