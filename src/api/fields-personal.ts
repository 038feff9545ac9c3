import * as z from 'zod';
import {
  personalInfoUpdateRequestRealNameMax,
  personalInfoUpdateRequestRealNameMin,
} from '@/api/generated/zod/fortunaMemberAPI.schemas.zod';
import { message, type Prompt } from './fields';

/**
 * The personal info's own field rules (spec §5), apart from fields.ts: fields.ts sits in the
 * part every form shares (the sign-in, the password retrieval…), and a rule only the personal
 * info uses would weigh on each of them (issue 6's 60 KiB per part). Same style: the rule, and
 * the required-field prompts with literal keys.
 */

const REQUIRED_PERSONAL = {
  real_name: 'validation.required_real_name',
  birthday: 'validation.required_birthday',
  gender: 'validation.required_gender',
} as const;

/** The required-field prompt of spec §5 for a personal info field. */
export function requiredPersonal(field: keyof typeof REQUIRED_PERSONAL): Prompt {
  return message(REQUIRED_PERSONAL[field]);
}

const realNameLength = message('validation.real_name_length', {
  min: personalInfoUpdateRequestRealNameMin,
  max: personalInfoUpdateRequestRealNameMax,
});

/** Real name: 2 to 50 characters, spaces inside collapsed (as on the bank account). */
export const realName = z
  .string()
  .trim()
  .transform((value) => value.replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(personalInfoUpdateRequestRealNameMin, realNameLength)
      .max(personalInfoUpdateRequestRealNameMax, realNameLength),
  );
