import * as z from 'zod';
import {
  Gender,
  type PermissionMemberSection,
  type PersonalInfo,
  type PersonalInfoUpdateRequest,
} from '@/api/generated/model';
import { AreaCode } from '@/api/generated/zod/fortunaMemberAPI.schemas.zod';
import { email, filled, message, nickname, optional, phone, required } from '@/api/fields';
import { realName, requiredPersonal } from '@/api/fields-personal';

/** Which contact fields the form shows: the permission `member` section turns them off with 0. */
export interface ContactFields {
  email: boolean;
  phone: boolean;
}

/**
 * Spec §6: member_email / member_phone = 0 hide the e-mail and the phone; any other value (or
 * a section not loaded) shows them.
 */
export function shownContactFields(
  member: Pick<PermissionMemberSection, 'member_email' | 'member_phone'> | null | undefined,
): ContactFields {
  return { email: member?.member_email !== 0, phone: member?.member_phone !== 0 };
}

/** The real name is set once; after that only support changes it (the contract's 422). */
export function realNameLocked(info: Pick<PersonalInfo, 'real_name'>): boolean {
  return (info.real_name ?? '').trim() !== '';
}

/** What a withdrawal needs of the personal info (contract: PersonalInfo), in the form's order. */
export type WithdrawalNeed = 'real_name' | 'birthday' | 'gender' | 'mobile';

/** The contract's personal info a withdrawal needs and this member has not given yet. */
export function missingForWithdrawal(
  info: Pick<PersonalInfo, 'real_name' | 'birthday' | 'gender' | 'mobile' | 'mobile_area'>,
): WithdrawalNeed[] {
  const missing: WithdrawalNeed[] = [];
  if (!realNameLocked(info)) missing.push('real_name');
  if (!info.birthday) missing.push('birthday');
  if (info.gender === Gender.UNSPECIFIED) missing.push('gender');
  if (!info.mobile || !info.mobile_area) missing.push('mobile');
  return missing;
}

/** The area code a new number starts with when the member has none yet. */
export const DEFAULT_AREA_CODE = '+63';

const GENDERS = [String(Gender.MALE), String(Gender.FEMALE)];

/**
 * The personal info form (spec §5): real name, birthday and gender required with their
 * prompts, nickname at most 30, and the e-mail and phone (area code + 8 to 13 digits) when
 * the site shows them, required then too.
 */
export function personalInfoFormSchema(shown: ContactFields) {
  return z.object({
    nickname: optional(nickname),
    real_name: filled(realName, requiredPersonal('real_name')),
    birthday: filled(z.iso.date(message('validation.birthday')), requiredPersonal('birthday')),
    gender: z
      .string()
      .refine((value) => GENDERS.includes(value), requiredPersonal('gender'))
      .transform(Number),
    email: shown.email ? filled(email, required('email')) : z.string(),
    mobile_area: shown.phone ? AreaCode : z.string(),
    mobile: shown.phone ? filled(phone, required('mobile')) : z.string(),
  });
}

export type PersonalInfoFormInput = z.input<ReturnType<typeof personalInfoFormSchema>>;
export type PersonalInfoFormValues = z.output<ReturnType<typeof personalInfoFormSchema>>;

/** The form's starting values: what the server has, blanks for what it has not. */
export function personalInfoFormDefaults(info: PersonalInfo): PersonalInfoFormInput {
  return {
    nickname: info.nickname ?? '',
    real_name: info.real_name ?? '',
    birthday: info.birthday ?? '',
    gender: info.gender === Gender.UNSPECIFIED ? '' : String(info.gender),
    email: info.email ?? '',
    mobile_area: info.mobile_area ?? DEFAULT_AREA_CODE,
    mobile: info.mobile ?? '',
  };
}

/** The request that saves the form: hidden contact fields are left out, so they keep their value. */
export function personalInfoUpdate(
  values: PersonalInfoFormValues,
  shown: ContactFields,
): PersonalInfoUpdateRequest {
  return {
    nickname: values.nickname,
    real_name: values.real_name,
    birthday: values.birthday,
    gender: values.gender as PersonalInfoUpdateRequest['gender'],
    ...(shown.email ? { email: values.email } : {}),
    ...(shown.phone ? { mobile_area: values.mobile_area, mobile: values.mobile } : {}),
  };
}
