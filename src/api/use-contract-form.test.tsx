import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { FormAlert } from '@/shared/ui/form-alert';
import { FormTextField } from '@/shared/ui/form-fields';
import { renderScreen } from '@/testing/render-screen';
import { filled, loginName, password, required } from './fields';
import { ApiError } from './http/api-error';
import { useContractForm } from './use-contract-form';

const schema = z.object({
  username: filled(loginName, required('username')),
  password: filled(password, required('password')),
});

function SignInForm({ request }: { request: () => Promise<void> }) {
  const { control, submit, formError } = useContractForm({
    schema,
    defaultValues: { username: '', password: '' },
  });
  return (
    <form onSubmit={submit(request)} noValidate>
      <FormAlert message={formError} />
      <FormTextField control={control} name="username" label="Username" />
      <FormTextField control={control} name="password" label="Password" type="password" />
      <button type="submit">Sign in</button>
    </form>
  );
}

async function renderForm(request: () => Promise<void>) {
  const { user } = await renderScreen(<SignInForm request={request} />, { i18n: 'english' });
  await user.type(screen.getByLabelText('Username'), 'lucky777');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  return user;
}

describe('useContractForm', () => {
  it('does not send a form its schema refuses, and says why on the field', async () => {
    const request = vi.fn(async () => {});
    const user = await renderForm(request);
    await user.clear(screen.getByLabelText('Username'));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter your username')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
  });

  it('on a refused submit the first invalid field takes focus', async () => {
    const request = vi.fn(async () => {});
    const user = await renderForm(request);
    await user.clear(screen.getByLabelText('Username'));
    await user.clear(screen.getByLabelText('Password'));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter your username')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(request).not.toHaveBeenCalled();
  });

  it("puts the server's 422 field errors on the fields, with no form alert", async () => {
    const user = await renderForm(async () => {
      throw new ApiError('http', 'The given data was invalid.', {
        status: 422,
        code: 'VALIDATION_FAILED',
        errors: { username: ['The username has been registered'] },
      });
    });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The username has been registered')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a failure that names no field as the form alert', async () => {
    const user = await renderForm(async () => {
      throw new ApiError('http', 'Too many failed sign-ins.', { status: 429, code: 'LOCKED' });
    });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many failed sign-ins.');
  });

  it("a refusal known by its code is shown in the member's language, with its minutes", async () => {
    const user = await renderForm(async () => {
      throw new ApiError('http', 'Too many failed sign-ins. Try again in 15 minutes.', {
        status: 429,
        code: 'LOGIN_LOCKED',
        remark: '15',
      });
    });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many wrong passwords. Try again in 15 minutes.',
    );
  });

  it("a refusal known by its code that names a field is shown on that field in the member's language", async () => {
    const user = await renderForm(async () => {
      throw new ApiError('http', 'The given data was invalid.', {
        status: 422,
        code: 'CODE_INVALID',
        errors: { password: ['Kode salah'] },
      });
    });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('The verification code is incorrect or has expired'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a failure without a server answer says so in the member’s language', async () => {
    const user = await renderForm(async () => {
      throw new TypeError('Failed to fetch');
    });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Load Failed, Please Try Again');
  });

  it('the alert clears on the next submit', async () => {
    let attempt = 0;
    let finish: () => void = () => {};
    const user = await renderForm(() => {
      attempt += 1;
      if (attempt === 1)
        return Promise.reject(new ApiError('http', 'Service unavailable.', { status: 503 }));
      return new Promise<void>((resolve) => (finish = resolve));
    });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable.');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    // Gone while the second request is still under way, not only once it succeeded.
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(attempt).toBe(2);
    finish();
  });
});
