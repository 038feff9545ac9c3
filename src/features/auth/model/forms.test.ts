import { describe, expect, it } from 'vitest';
import { decodeFieldMessage } from '@/shared/lib/field-message';
import { captchaRefusal, loginFormSchema, registerFormSchema } from './forms';

function firstMessage(
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
) {
  const issue = result.error?.issues.find((i) => i.path[0] === field);
  return decodeFieldMessage(issue?.message)?.key;
}

const valid = {
  username: 'lucky777',
  password: 'secret1',
  password_confirmation: 'secret1',
  email: 'a@b.co',
  mobile_area: '+63',
  mobile: '9123456789',
  referral_code: '',
  agree_terms: true,
};
const schema = registerFormSchema({ requireEmail: true, requirePhone: true });

describe('spec §5: login name', () => {
  it.each([
    ['', 'validation.required_username'],
    ['1abcd', 'validation.login_name_start'],
    ['abcd', 'validation.login_name_length'],
    ['a'.repeat(21), 'validation.login_name_length'],
    ['abc-de', 'validation.login_name_characters'],
  ])('refuses %j with %s', (value, key) => {
    expect(
      firstMessage(
        loginFormSchema().safeParse({ username: value, password: 'secret1' }),
        'username',
      ),
    ).toBe(key);
  });

  it('accepts 5 to 20 characters beginning with a letter', () => {
    expect(loginFormSchema().safeParse({ username: 'abcde', password: 'secret1' }).success).toBe(
      true,
    );
    expect(
      loginFormSchema().safeParse({ username: `a${'b'.repeat(19)}`, password: 'secret1' }).success,
    ).toBe(true);
  });
});

describe('spec §5: password is 6 to 20 characters', () => {
  it.each([
    ['', 'validation.required_password'],
    ['12345', 'validation.password_length'],
    ['x'.repeat(21), 'validation.password_length'],
  ])('refuses %j with %s', (value, key) => {
    expect(
      firstMessage(
        loginFormSchema().safeParse({ username: 'lucky777', password: value }),
        'password',
      ),
    ).toBe(key);
  });
});

describe('registration rules', () => {
  it('accepts a complete form', () => {
    expect(schema.safeParse(valid).success).toBe(true);
  });
  it('Password Not Same', () => {
    expect(
      firstMessage(
        schema.safeParse({ ...valid, password_confirmation: 'secret2' }),
        'password_confirmation',
      ),
    ).toBe('validation.password_not_same');
  });
  it('Invalid Email', () => {
    expect(firstMessage(schema.safeParse({ ...valid, email: 'not-an-email' }), 'email')).toBe(
      'validation.email',
    );
  });
  it('phone is 8 to 13 digits', () => {
    expect(firstMessage(schema.safeParse({ ...valid, mobile: '1234567' }), 'mobile')).toBe(
      'validation.phone',
    );
    expect(firstMessage(schema.safeParse({ ...valid, mobile: '12345678901234' }), 'mobile')).toBe(
      'validation.phone',
    );
    expect(schema.safeParse({ ...valid, mobile: '12345678' }).success).toBe(true);
  });
  it('referral code is 6 digits (optional)', () => {
    expect(
      firstMessage(schema.safeParse({ ...valid, referral_code: '12345' }), 'referral_code'),
    ).toBe('validation.referral_code');
    expect(schema.safeParse({ ...valid, referral_code: '123456' }).success).toBe(true);
  });
  it('the terms checkbox must be ticked', () => {
    expect(firstMessage(schema.safeParse({ ...valid, agree_terms: false }), 'agree_terms')).toBe(
      'validation.agree_terms',
    );
  });
  it('e-mail and mobile are required when the permissions say so', () => {
    expect(firstMessage(schema.safeParse({ ...valid, email: '' }), 'email')).toBe(
      'validation.required_email',
    );
    expect(
      registerFormSchema({ requireEmail: false, requirePhone: false }).safeParse({
        ...valid,
        email: '',
        mobile: '',
      }).success,
    ).toBe(true);
  });
});

describe('captcha', () => {
  const login = { username: 'lucky777', password: 'secret1' };

  it('no captcha is checked until the server asks for one', () => {
    expect(loginFormSchema().safeParse(login).success).toBe(true);
    expect(schema.safeParse({ ...valid, captcha: '' }).success).toBe(true);
  });

  it.each([
    ['', 'auth.captcha.required'],
    ['   ', 'auth.captcha.required'],
    ['7kQ', 'auth.captcha.length'],
    ['7kQ2x', 'auth.captcha.length'],
    ['7k-2', 'auth.captcha.length'],
  ])('once the server asks, the code %j is refused with %s', (code, key) => {
    expect(
      firstMessage(
        loginFormSchema({ captcha: true }).safeParse({ ...login, captcha: code }),
        'captcha',
      ),
    ).toBe(key);
    expect(
      firstMessage(
        registerFormSchema({ requireEmail: true, requirePhone: true, captcha: true }).safeParse({
          ...valid,
          captcha: code,
        }),
        'captcha',
      ),
    ).toBe(key);
  });

  it('once the server asks, 4 letters or digits are accepted (spaces around them dropped)', () => {
    const parsed = loginFormSchema({ captcha: true }).safeParse({ ...login, captcha: ' 7kQ2 ' });
    expect(parsed.data?.captcha).toBe('7kQ2');
  });

  it('the server asking for a captcha, or refusing its code, is said in the member language', () => {
    expect(decodeFieldMessage(captchaRefusal('CAPTCHA_REQUIRED'))?.key).toBe('auth.captcha.asked');
    expect(decodeFieldMessage(captchaRefusal('CAPTCHA_INVALID'))?.key).toBe('auth.captcha.wrong');
    expect(captchaRefusal('INVALID_CREDENTIALS')).toBeNull();
    expect(captchaRefusal(undefined)).toBeNull();
  });
});
