import { describe, expect, it } from 'vitest';
import { decodeFieldMessage } from '@/shared/lib/field-message';
import { passwordChangeSchema } from './password-change';

const problems = (input: Record<string, string>) =>
  Object.fromEntries(
    (passwordChangeSchema.safeParse(input).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      decodeFieldMessage(issue.message)?.key,
    ]),
  );

const change = (password: string, confirmation = password, old = 'demo1234') => ({
  old_password: old,
  password,
  password_confirmation: confirmation,
});

describe('login password change (spec §5: a password is 6 to 20 characters)', () => {
  it('the new password is 6 to 20 characters', () => {
    expect(problems(change('abc12'))).toEqual({ password: 'validation.password_length' });
    expect(problems(change('a'.repeat(21)))).toEqual({ password: 'validation.password_length' });
    expect(problems(change('abc123'))).toEqual({});
    expect(problems(change('a'.repeat(20)))).toEqual({});
  });

  it('Password Not Same: the confirmation must match the new password', () => {
    expect(problems(change('brand-new9', 'brand-new8'))).toEqual({
      password_confirmation: 'validation.password_not_same',
    });
  });

  it('the new password differs from the current one', () => {
    expect(problems(change('demo1234', 'demo1234', 'demo1234'))).toEqual({
      password: 'safety.password.same_as_old',
    });
  });

  it('each field has its prompt when empty, the current password too', () => {
    expect(problems(change('', '', ''))).toEqual({
      old_password: 'safety.password.required_old',
      password: 'validation.required_password',
      password_confirmation: 'validation.required_password_confirmation',
    });
  });

  it('the current password keeps no length rule: it was set under the rule of its day', () => {
    expect(problems(change('brand-new9', 'brand-new9', 'abc'))).toEqual({});
  });
});
