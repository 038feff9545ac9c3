import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/http/api-error';
import { decodeFieldMessage } from '@/shared/lib/field-message';
import { formErrorMessage } from './form-errors';

type Form = { username: string; password: string };
type AmountForm = { amount: string; withdraw_password: string };

const ROLLOVER_TEXT =
  'The wagering required by your promotion bonus is not complete: at most 231.62 can be withdrawn now';

/** The refusal a form shows, read back into its i18n key and values. */
const decoded = (raw: string | null) => decodeFieldMessage(raw);

describe('server errors on a form', () => {
  it("puts the server's field errors on the fields and shows no form message", () => {
    const setError = vi.fn();
    const error = new ApiError('http', 'The given data was invalid.', {
      status: 422,
      errors: { username: ['The username has been registered'] },
    });
    expect(
      formErrorMessage<Form>(error, setError, ['username', 'password'], 'fallback'),
    ).toBeNull();
    expect(setError).toHaveBeenCalledWith('username', {
      type: 'server',
      message: 'The username has been registered',
    });
  });

  it('shows the server message on the form when no field is named', () => {
    const setError = vi.fn();
    const error = new ApiError('http', 'Do not operate frequently', {
      status: 429,
      code: 'TOO_FREQUENT',
    });
    expect(formErrorMessage<Form>(error, setError, ['username'], 'fallback')).toBe(
      'Do not operate frequently',
    );
    expect(setError).not.toHaveBeenCalled();
  });

  it('errors of other fields stay on the form, and a non-API failure gets the fallback', () => {
    const setError = vi.fn();
    const error = new ApiError('http', 'Bad captcha', {
      status: 422,
      errors: { captcha: ['Wrong code'] },
    });
    expect(formErrorMessage<Form>(error, setError, ['username'], 'fallback')).toBe('Bad captcha');
    expect(formErrorMessage<Form>(new Error('boom'), setError, ['username'], 'fallback')).toBe(
      'fallback',
    );
  });
});

describe("refusals by code, in the member's language", () => {
  it("a lockout is told in the member's language with its minutes", () => {
    const setError = vi.fn();
    const error = new ApiError('http', 'Too many failed sign-ins. Try again in 15 minutes.', {
      status: 429,
      code: 'LOGIN_LOCKED',
      remark: '15',
    });
    expect(decoded(formErrorMessage<Form>(error, setError, ['username'], 'fallback'))).toEqual({
      key: 'errors.refusal.login_locked',
      values: { minutes: '15' },
    });
    expect(setError).not.toHaveBeenCalled();
  });

  it("a withdrawal password lockout is told in the member's language with its minutes", () => {
    const error = new ApiError('http', 'Too many wrong withdrawal passwords.', {
      status: 429,
      code: 'WITHDRAW_PASSWORD_LOCKED',
      remark: '30',
    });
    expect(decoded(formErrorMessage<AmountForm>(error, vi.fn(), ['amount'], 'fallback'))).toEqual({
      key: 'errors.refusal.withdraw_password_locked',
      values: { minutes: '30' },
    });
  });

  it('a lockout whose minutes are not given as digits still reads in the member’s language', () => {
    for (const remark of [undefined, 'Try again in 5 seconds', '']) {
      const login = new ApiError('http', 'Locked', { status: 429, code: 'LOGIN_LOCKED', remark });
      const password = new ApiError('http', 'Locked', {
        status: 429,
        code: 'WITHDRAW_PASSWORD_LOCKED',
        remark,
      });
      expect(decoded(formErrorMessage<Form>(login, vi.fn(), [], 'fallback'))).toEqual({
        key: 'errors.refusal.login_locked_generic',
      });
      expect(decoded(formErrorMessage<Form>(password, vi.fn(), [], 'fallback'))).toEqual({
        key: 'errors.refusal.withdraw_password_locked_generic',
      });
    }
  });

  it('a refusal that names a field is translated on that field, with the amount still withdrawable', () => {
    const setError = vi.fn();
    const error = new ApiError('http', ROLLOVER_TEXT, {
      status: 422,
      code: 'ROLLOVER_NOT_MET',
      errors: { amount: [ROLLOVER_TEXT] },
    });
    expect(
      formErrorMessage<AmountForm>(error, setError, ['amount', 'withdraw_password'], 'fallback'),
    ).toBeNull();
    expect(setError).toHaveBeenCalledTimes(1);
    const [field, placed] = setError.mock.calls[0] as [string, { message: string }];
    expect(field).toBe('amount');
    expect(decoded(placed.message)).toEqual({
      key: 'errors.refusal.rollover_not_met',
      values: { amount: '231.62' },
    });
  });

  it('the amount still withdrawable is read only when the message names exactly one plain amount', () => {
    const refusal = (message: string, fieldMessage = message) =>
      decoded(
        formErrorMessage<Form>(
          new ApiError('http', message, {
            status: 422,
            code: 'ROLLOVER_NOT_MET',
            errors: { amount: [fieldMessage] },
          }),
          vi.fn(),
          [],
          'fallback',
        ),
      );
    expect(refusal('at most 1000 can be withdrawn now.')?.values).toEqual({ amount: '1000' });
    // The envelope's message says nothing; the field's does.
    expect(refusal('The given data was invalid.', ROLLOVER_TEXT)?.values).toEqual({
      amount: '231.62',
    });
    // Several numbers, a comma that may be a decimal point, or none: the generic text.
    for (const unreadable of [
      'Bonus 2 of 3: at most 231.62 can be withdrawn',
      'no máximo 231,62 pode ser sacado',
      'at most 1,231.62 can be withdrawn',
      'The wagering is not complete',
    ])
      expect(refusal(unreadable), unreadable).toEqual({
        key: 'errors.refusal.rollover_not_met_generic',
      });
  });

  it("a payee name mismatch, a deposit a bonus needs and a wrong code read in the member's language", () => {
    const cases = [
      ['PAYEE_NAME_MISMATCH', 'bank_card_id', 'errors.refusal.payee_name_mismatch'],
      ['DEPOSIT_REQUIRED', 'amount', 'errors.refusal.deposit_required'],
      ['CODE_INVALID', 'code', 'errors.refusal.code_invalid'],
    ] as const;
    for (const [code, field, key] of cases) {
      const setError = vi.fn();
      const error = new ApiError('http', 'The given data was invalid.', {
        status: 422,
        code,
        errors: { [field]: ['In English only'] },
      });
      // On the field the server named, when the form has it…
      expect(formErrorMessage(error, setError, [field], 'fallback'), code).toBeNull();
      expect(decoded((setError.mock.calls[0] as [string, { message: string }])[1].message)).toEqual(
        { key },
      );
      // …else on the form.
      expect(decoded(formErrorMessage<Form>(error, vi.fn(), ['username'], 'fallback'))).toEqual({
        key,
      });
    }
  });

  it('other refusals of a known field keep the server’s text', () => {
    const setError = vi.fn();
    const error = new ApiError('http', 'The given data was invalid.', {
      status: 422,
      code: 'VALIDATION_FAILED',
      errors: { password: ['The withdrawal password is incorrect.'] },
    });
    formErrorMessage<Form>(error, setError, ['password'], 'fallback');
    expect(setError).toHaveBeenCalledWith('password', {
      type: 'server',
      message: 'The withdrawal password is incorrect.',
    });
  });
});
