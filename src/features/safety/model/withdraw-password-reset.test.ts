import { describe, expect, it } from 'vitest';
import {
  maskEmail,
  maskMobile,
  resetContacts,
  withdrawPasswordResetSchema,
} from './withdraw-password-reset';

const info = {
  email: 'juan.delacruz@example.com',
  mobile_area: '+63',
  mobile: '9123456789',
  email_verified: 1,
  mobile_verified: 0,
} as const;

describe('a reset code goes only to a verified contact, shown masked (issue 34)', () => {
  it('offers the verified e-mail address and leaves out the unverified mobile number', () => {
    expect(resetContacts(info)).toEqual([{ channel: 'email', masked: 'j•••z@example.com' }]);
  });

  it('offers the mobile number first once it is verified, and nothing when neither is', () => {
    expect(resetContacts({ ...info, mobile_verified: 1 }).map((each) => each.channel)).toEqual([
      'sms',
      'email',
    ]);
    expect(resetContacts({ ...info, email_verified: 0 })).toEqual([]);
  });

  it('masks all but the ends of an e-mail name and all but the last four digits of a number', () => {
    expect(maskEmail('jo@example.com')).toBe('j•••@example.com');
    expect(maskMobile('+63', '9123456789')).toBe('+63 ••••••6789');
  });
});

describe('the reset form: a 6-digit code and a new password typed twice', () => {
  const valid = { code: '246810', password: '8642', password_confirmation: '8642' };
  it('accepts a code and a matching password of 4 to 16 numbers or characters', () => {
    expect(withdrawPasswordResetSchema.safeParse(valid).success).toBe(true);
  });
  it('refuses a code that is not 6 digits and a confirmation that differs', () => {
    const result = withdrawPasswordResetSchema.safeParse({
      ...valid,
      code: '2468',
      password_confirmation: '8643',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'code',
      'password_confirmation',
    ]);
  });
});
