import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { FormEventHandler, ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/shared/ui/form-alert';
import { FormTextField } from '@/shared/ui/form-fields';

interface AuthFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's error from the server, shown above the fields. */
  formError: string | null;
  submitting: boolean;
  submitLabel: string;
  children: ReactNode;
}

/** A sign-in or registration panel: title, the form's error, its fields, cancel and submit. */
export function AuthFormDialog({
  open,
  onClose,
  titleId,
  title,
  maxWidth,
  onSubmit,
  formError,
  submitting,
  submitLabel,
  children,
}: AuthFormProps & {
  open: boolean;
  onClose: () => void;
  titleId: string;
  title: string;
  maxWidth: 'xs' | 'sm';
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth={maxWidth}>
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormAlert message={formError} />
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" loading={submitting}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** One step of a form on a page: what it asks, the form's error, its fields and its button. */
export function StepForm({
  intro,
  onSubmit,
  formError,
  submitting,
  submitLabel,
  children,
}: AuthFormProps & { intro?: ReactNode }) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack spacing={2}>
        {intro}
        <FormAlert message={formError} />
        {children}
        <Button type="submit" variant="contained" loading={submitting}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}

type FormWith<K extends string> = FieldValues & Record<K, string>;

/** The member's username, as every sign-in, registration and reset form asks it. */
export function UsernameField<T extends FormWith<'username'>>({
  control,
  helperText,
}: {
  control: Control<T>;
  helperText?: string;
}) {
  const { t } = useTranslation();
  return (
    <FormTextField
      control={control}
      name={'username' as FieldPath<T>}
      label={t('auth.username')}
      autoComplete="username"
      helperText={helperText}
      required
    />
  );
}

/** The member's e-mail address. */
export function EmailField<T extends FormWith<'email'>>({ control }: { control: Control<T> }) {
  const { t } = useTranslation();
  return (
    <FormTextField
      control={control}
      name={'email' as FieldPath<T>}
      label={t('auth.email')}
      type="email"
      autoComplete="email"
      required
    />
  );
}

/** A new password (spec §5 rule said below it) and the same again. */
export function NewPasswordFields<T extends FormWith<'password' | 'password_confirmation'>>({
  control,
  label,
}: {
  control: Control<T>;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormTextField
        control={control}
        name={'password' as FieldPath<T>}
        label={label}
        type="password"
        autoComplete="new-password"
        helperText={t('auth.password_hint')}
        required
      />
      <FormTextField
        control={control}
        name={'password_confirmation' as FieldPath<T>}
        label={t('auth.password_confirmation')}
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
}
