import { describe, expect, it } from 'vitest';
import { decodeFieldMessage } from '@/shared/lib/field-message';
import { withdrawPasswordFormSchema } from './withdraw-password';

const problems = (isSet: boolean, input: Record<string, string>) =>
  Object.fromEntries(
    (withdrawPasswordFormSchema(isSet).safeParse(input).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      decodeFieldMessage(issue.message)?.key,
    ]),
  );

describe('withdrawal password (spec §5: 4 to 16 numbers or characters)', () => {
  it('is 4 to 16 numbers or characters', () => {
    expect(problems(false, { password: 'abc', password_confirmation: 'abc' })).toEqual({
      password: 'validation.withdrawal_password',
    });
    expect(
      problems(false, { password: 'a'.repeat(17), password_confirmation: 'a'.repeat(17) }),
    ).toEqual({
      password: 'validation.withdrawal_password',
    });
    expect(problems(false, { password: 'ab cd', password_confirmation: 'ab cd' })).toEqual({
      password: 'validation.withdrawal_password',
    });
    expect(problems(false, { password: 'abcd', password_confirmation: 'abcd' })).toEqual({});
  });

  it('Password Not Same: the confirmation must match', () => {
    expect(problems(false, { password: 'abcd1234', password_confirmation: 'abcd1235' })).toEqual({
      password_confirmation: 'validation.password_not_same',
    });
  });

  it('changing it asks for the current one; setting it does not', () => {
    expect(
      problems(true, { old_password: '', password: 'abcd', password_confirmation: 'abcd' }),
    ).toEqual({
      old_password: 'validation.required_old_withdraw_password',
    });
    expect(problems(false, { password: 'abcd', password_confirmation: 'abcd' })).toEqual({});
  });

  it('each field has its prompt when empty', () => {
    expect(problems(false, { password: '', password_confirmation: '' })).toEqual({
      password: 'validation.required_withdraw_password',
      password_confirmation: 'validation.required_withdraw_password_confirmation',
    });
  });
});
