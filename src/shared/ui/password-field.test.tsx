import { screen } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/testing/render-screen';
import { FormPasswordField } from './password-field';

function PasswordForm() {
  const { control } = useForm({ defaultValues: { password: '' } });
  return <FormPasswordField control={control} name="password" label="Password" />;
}

describe('the show-password toggle', () => {
  it('shows what was typed and hides it again, saying which it does and whether it is pressed', async () => {
    const { user } = await renderScreen(<PasswordForm />, { i18n: 'english' });
    const field = screen.getByLabelText(/^Password/);
    await user.type(field, 's3cret!');
    expect(field).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Show password', pressed: false }));
    expect(field).toHaveAttribute('type', 'text');
    expect(field).toHaveValue('s3cret!');

    await user.click(screen.getByRole('button', { name: 'Hide password', pressed: true }));
    expect(field).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
  });
});

const SRC = join(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('every password field of the site', () => {
  it('is the shared one with the toggle: no screen sets type="password" itself', () => {
    const own = sourceFiles(SRC)
      .filter((file) =>
        /type=["']password["']|type: ["']password["']/.test(readFileSync(file, 'utf8')),
      )
      .map((file) => relative(SRC, file));
    // The sign-in's preset field names its type; auth-forms.tsx gives it this field.
    expect(own).toEqual(['features/auth/components/auth-forms.tsx']);
  });
});
