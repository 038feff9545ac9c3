import { describe, expect, it } from 'vitest';
import type { PersonalInfo } from '@/api/generated/model';
import { decodeFieldMessage } from '@/shared/lib/field-message';
import {
  missingForWithdrawal,
  personalInfoFormDefaults,
  personalInfoFormSchema,
  personalInfoUpdate,
  realNameLocked,
  shownContactFields,
} from './personal-info';

const INFO: PersonalInfo = {
  nickname: 'Lucky',
  real_name: 'Juan Dela Cruz',
  birthday: '1992-08-14',
  gender: 1,
  email: 'juan@example.com',
  mobile_area: '+63',
  mobile: '9123456789',
  email_verified: 1,
  mobile_verified: 0,
};
const BOTH = { email: true, phone: true };

/** The i18n key of each field's first problem. */
function problems(values: Record<string, string>, shown = BOTH) {
  const result = personalInfoFormSchema(shown).safeParse({
    ...personalInfoFormDefaults(INFO),
    ...values,
  });
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      decodeFieldMessage(issue.message)?.key,
    ]),
  );
}

describe('spec §6: the permission member section hides the e-mail and the phone with 0', () => {
  it('member_email = 0 hides the e-mail, member_phone = 0 the phone; 1 or no section shows them', () => {
    expect(shownContactFields({ member_email: 0, member_phone: 1 })).toEqual({
      email: false,
      phone: true,
    });
    expect(shownContactFields({ member_email: 1, member_phone: 0 })).toEqual({
      email: true,
      phone: false,
    });
    expect(shownContactFields(undefined)).toEqual(BOTH);
  });

  it('a hidden field is neither required nor sent, so it keeps its value', () => {
    const hidden = { email: false, phone: false };
    expect(problems({ email: '', mobile: '' }, hidden)).toEqual({});
    const values = personalInfoFormSchema(hidden).parse(personalInfoFormDefaults(INFO));
    const body = personalInfoUpdate(values, hidden);
    expect(body).not.toHaveProperty('email');
    expect(body).not.toHaveProperty('mobile');
    expect(body).not.toHaveProperty('mobile_area');
  });
});

describe('spec §5 field rules of personal info', () => {
  it('real name, birthday, gender, e-mail and mobile each say their required-field prompt', () => {
    expect(problems({ real_name: ' ', birthday: '', gender: '', email: '', mobile: '' })).toEqual({
      real_name: 'validation.required_real_name',
      birthday: 'validation.required_birthday',
      gender: 'validation.required_gender',
      email: 'validation.required_email',
      mobile: 'validation.required_mobile',
    });
  });

  it('nickname is at most 30 characters and may stay empty', () => {
    expect(problems({ nickname: 'n'.repeat(31) })).toEqual({
      nickname: 'validation.nickname_length',
    });
    expect(problems({ nickname: 'n'.repeat(30) })).toEqual({});
    expect(problems({ nickname: '' })).toEqual({});
  });

  it('e-mail is valid and under 255 characters', () => {
    expect(problems({ email: 'juan@' })).toEqual({ email: 'validation.email' });
    expect(problems({ email: `${'a'.repeat(250)}@x.com` })).toEqual({ email: 'validation.email' });
  });

  it('phone is 8 to 13 digits after an area code', () => {
    expect(problems({ mobile: '1234567' })).toEqual({ mobile: 'validation.phone' });
    expect(problems({ mobile: '12345678901234' })).toEqual({ mobile: 'validation.phone' });
    expect(problems({ mobile: '12345678' })).toEqual({});
    expect(problems({ mobile: '1234567890123' })).toEqual({});
  });

  it('birthday is a whole yyyy-MM-dd date', () => {
    expect(problems({ birthday: 'Invalid Date' })).toEqual({ birthday: 'validation.birthday' });
    expect(problems({ birthday: '1992-02-30' })).toEqual({ birthday: 'validation.birthday' });
  });
});

describe('the real name once set is locked', () => {
  it('locked when the server has one, open while it is empty', () => {
    expect(realNameLocked(INFO)).toBe(true);
    expect(realNameLocked({ real_name: null })).toBe(false);
    expect(realNameLocked({ real_name: ' ' })).toBe(false);
  });
});

describe('what a withdrawal needs of the personal info (contract PersonalInfo)', () => {
  it('lists real name, birthday, gender and mobile when missing, in the form order', () => {
    expect(missingForWithdrawal(INFO)).toEqual([]);
    expect(
      missingForWithdrawal({
        real_name: null,
        birthday: null,
        gender: 0,
        mobile: null,
        mobile_area: null,
      }),
    ).toEqual(['real_name', 'birthday', 'gender', 'mobile']);
    expect(missingForWithdrawal({ ...INFO, mobile_area: null })).toEqual(['mobile']);
  });
});
