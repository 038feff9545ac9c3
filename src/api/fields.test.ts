import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { decodeFieldMessage } from '@/shared/lib/field-message';
import {
  email,
  filled,
  loginName,
  nickname,
  oneTimePin,
  optional,
  password,
  phone,
  referralCode,
  required,
} from './fields';
import { withdrawalPassword, bankCard } from './fields-money';
import { realName } from './fields-personal';

/** The i18n key of a value's first problem, or null when the rule accepts it. */
function problem(schema: z.ZodType<unknown, string>, value: string): string | null {
  const issue = schema.safeParse(value).error?.issues[0];
  return issue ? (decodeFieldMessage(issue.message)?.key ?? issue.message) : null;
}

describe('spec §5: login name is 5 to 20 characters and begins with a letter', () => {
  it.each(['abcde', `a${'b'.repeat(19)}`, 'Lucky_777', '  lucky777  '])('accepts %j', (value) => {
    expect(problem(loginName, value)).toBeNull();
  });
  it.each([
    ['1abcde', 'validation.login_name_start'],
    ['_abcde', 'validation.login_name_start'],
    ['abcd', 'validation.login_name_length'],
    [`a${'b'.repeat(20)}`, 'validation.login_name_length'],
    ['abc-de', 'validation.login_name_characters'],
  ])('refuses %j with %s', (value, key) => {
    expect(problem(loginName, value)).toBe(key);
  });
  it('says the contract bounds in its message', () => {
    const issue = loginName.safeParse('abcd').error?.issues[0];
    expect(decodeFieldMessage(issue?.message)?.values).toEqual({ min: 5, max: 20 });
  });
});

describe('spec §5: password is 6 to 20 characters', () => {
  it.each(['123456', 'x'.repeat(20), 'a b c d'])('accepts %j', (value) => {
    expect(problem(password, value)).toBeNull();
  });
  it.each(['12345', 'x'.repeat(21)])('refuses %j', (value) => {
    expect(problem(password, value)).toBe('validation.password_length');
  });
});

describe('spec §5: nickname is at most 30 characters', () => {
  it.each(['', 'Lucky', 'n'.repeat(30)])('accepts %j', (value) => {
    expect(problem(nickname, value)).toBeNull();
  });
  it('refuses 31 characters', () => {
    expect(problem(nickname, 'n'.repeat(31))).toBe('validation.nickname_length');
  });
});

describe('spec §5: phone is 8 to 13 digits', () => {
  it.each(['12345678', '1234567890123'])('accepts %j', (value) => {
    expect(problem(phone, value)).toBeNull();
  });
  it.each(['1234567', '12345678901234', '+639123456', '9123-45678'])('refuses %j', (value) => {
    expect(problem(phone, value)).toBe('validation.phone');
  });
});

describe('spec §5: withdrawal password is 4 to 16 numbers or characters', () => {
  it.each(['2468', 'abCD12', 'a1'.repeat(8)])('accepts %j', (value) => {
    expect(problem(withdrawalPassword, value)).toBeNull();
  });
  it.each(['246', 'a'.repeat(17), '24 68', '24_68'])('refuses %j', (value) => {
    expect(problem(withdrawalPassword, value)).toBe('validation.withdrawal_password');
  });
});

describe('spec §5: referral code is 6 digits', () => {
  it('accepts 6 digits', () => {
    expect(problem(referralCode, '123456')).toBeNull();
  });
  it.each(['12345', '1234567', '12345a'])('refuses %j', (value) => {
    expect(problem(referralCode, value)).toBe('validation.referral_code');
  });
});

describe('spec §5: one-time PIN is a 6-digit code', () => {
  it('accepts 6 digits', () => {
    expect(problem(oneTimePin, ' 123456 ')).toBeNull();
  });
  it.each(['', '12345', '1234567', 'abcdef'])('refuses %j', (value) => {
    expect(problem(oneTimePin, value)).toBe('validation.one_time_pin');
  });
});

describe('spec §5: e-mail is valid and under 255 characters', () => {
  const at254 = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}`;
  it.each(['a@b.co', ' lucky@example.com '])('accepts %j', (value) => {
    expect(problem(email, value)).toBeNull();
  });
  it.each(['not-an-email', 'a@b', 'a b@c.co'])('refuses %j with Invalid Email', (value) => {
    expect(problem(email, value)).toBe('validation.email');
  });
  it('accepts 254 characters and refuses 255', () => {
    expect(at254).toHaveLength(254);
    expect(problem(email, at254)).toBeNull();
    expect(problem(email, `${at254}e`)).toBe('validation.email');
  });
});

describe('spec §5: bank card is 6 to 20 characters', () => {
  it.each(['123456', '1'.repeat(20), 'AB12cd34'])('accepts %j', (value) => {
    expect(problem(bankCard, value)).toBeNull();
  });
  it.each(['12345', '1'.repeat(21), '1234 5678'])('refuses %j', (value) => {
    expect(problem(bankCard, value)).toBe('validation.bank_card');
  });
});

describe('spec §5: required-field prompts', () => {
  it('an empty or blank required field gives its prompt and nothing else', () => {
    const username = filled(loginName, required('username'));
    expect(username.safeParse('').error?.issues).toHaveLength(1);
    expect(problem(username, '')).toBe('validation.required_username');
    expect(problem(username, '   ')).toBe('validation.required_username');
    expect(problem(filled(withdrawalPassword, required('withdraw_password')), '')).toBe(
      'validation.required_withdraw_password',
    );
  });
  it('a filled required field is checked by its rule', () => {
    const username = filled(loginName, required('username'));
    expect(problem(username, 'abcd')).toBe('validation.login_name_length');
    expect(problem(username, 'lucky777')).toBeNull();
  });
  it('an optional field may stay empty, and otherwise obeys its rule', () => {
    expect(problem(optional(phone), '')).toBeNull();
    expect(problem(optional(phone), '  ')).toBeNull();
    expect(problem(optional(phone), '1234567')).toBe('validation.phone');
    expect(problem(optional(referralCode), '123456')).toBeNull();
  });
});

describe('field messages', () => {
  it('every key the rules use has an English text', () => {
    const root = join(import.meta.dirname, '../..');
    const english = JSON.parse(
      readFileSync(join(root, 'locales/en/validation.json'), 'utf8'),
    ) as Record<string, string>;
    const source = readFileSync(join(import.meta.dirname, 'fields.ts'), 'utf8');
    const used = [...source.matchAll(/'validation\.(\w+)'/g)].map(([, key = '']) => key);
    expect(used.length).toBeGreaterThanOrEqual(15);
    expect(used.filter((key) => typeof english[key] !== 'string')).toEqual([]);
  });
});

describe('real name is 2 to 50 characters, its inner spaces collapsed', () => {
  it('collapses spaces and accepts the bounds', () => {
    expect(realName.parse('  Maria   Clara ')).toBe('Maria Clara');
    expect(problem(realName, 'Al')).toBeNull();
    expect(problem(realName, 'A'.repeat(50))).toBeNull();
  });
  it.each(['A', 'A'.repeat(51)])('refuses %j', (value) => {
    expect(problem(realName, value)).toBe('validation.real_name_length');
  });
});
