import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/http/api-error';
import { formErrorMessage } from './form-errors';

type Form = { username: string; password: string };

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
    const error = new ApiError('http', 'Too many failed sign-ins.', {
      status: 429,
      code: 'LOGIN_LOCKED',
    });
    expect(formErrorMessage<Form>(error, setError, ['username'], 'fallback')).toBe(
      'Too many failed sign-ins.',
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
