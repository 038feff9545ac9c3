import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { type FormEventHandler, lazy, type ReactNode, Suspense } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/shared/ui/form-alert';
import type { TextFieldProps } from '@mui/material/TextField';
import { FormTextField } from '@/shared/ui/form-fields';
import { FormPasswordField, NewPasswordPair } from '@/shared/ui/password-field';
import type { Captcha } from '../api/use-captcha';

interface AuthFormProps {
  /** The form (useContractForm): its error from the server, shown above the fields. */
  form: { formError: string | null; formState: { isSubmitting: boolean } };
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/** Each header panel's title (also its button) and width. */
const PANELS = {
  login: { titleId: 'login-title', titleKey: 'auth.sign_in', maxWidth: 'xs' },
  register: { titleId: 'register-title', titleKey: 'auth.register', maxWidth: 'sm' },
} as const;

/** A sign-in or registration panel: title, the form's error, its fields, cancel and submit. */
export function AuthFormDialog({
  kind,
  open,
  onClose,
  form,
  onSubmit,
  children,
}: AuthFormProps & { kind: keyof typeof PANELS; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { titleId, titleKey, maxWidth } = PANELS[kind];
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth={maxWidth}>
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{t(titleKey)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormAlert message={form.formError} />
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            {t(titleKey)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** One step of a form on a page: what it asks, the form's error, its fields and its button. */
export function StepForm({
  intro,
  form,
  onSubmit,
  submitLabel,
  children,
}: AuthFormProps & { intro?: ReactNode; submitLabel: string }) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack spacing={2}>
        {intro}
        <FormAlert message={form.formError} />
        {children}
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}

type FormWith<K extends string> = FieldValues & Record<K, string>;

type FieldSpec = { labelKey: string } & Pick<TextFieldProps, 'type' | 'autoComplete' | 'inputMode'>;

/** The fields that say who the member is, as every sign-in, registration and reset form asks. */
const WHO_FIELDS = {
  username: { labelKey: 'auth.username', type: 'text', autoComplete: 'username' },
  email: { labelKey: 'auth.email', type: 'email', autoComplete: 'email' },
  mobile: {
    labelKey: 'auth.mobile',
    type: 'tel',
    autoComplete: 'tel-national',
    inputMode: 'numeric',
  },
} as const satisfies Record<string, FieldSpec>;

/** The fields that prove it: the member's password, or the code sent to their e-mail. */
const PROOF_FIELDS = {
  password: { labelKey: 'auth.password', type: 'password', autoComplete: 'current-password' },
  code: { labelKey: 'auth.reset_code', inputMode: 'numeric', autoComplete: 'one-time-code' },
} as const satisfies Record<string, FieldSpec>;

/** A required field of the forms, labelled and autofilled as its entry in `fields` says. */
function presetField<N extends string>(fields: Record<N, FieldSpec>) {
  return function PresetField<K extends N, T extends FormWith<K>>({
    control,
    name,
    helperText,
  }: {
    control: Control<T>;
    name: K;
    helperText?: string;
  }) {
    const { t } = useTranslation();
    const { labelKey, ...field } = fields[name];
    const Field = field.type === 'password' ? FormPasswordField : FormTextField;
    return (
      <Field
        control={control}
        name={name as string as FieldPath<T>}
        label={t(labelKey)}
        {...field}
        helperText={helperText}
        required
      />
    );
  };
}

/** The member's username, e-mail address or mobile number. */
export const WhoField = presetField(WHO_FIELDS);

/** The member's current password (with its show-password toggle), or the reset code sent to them. */
export const ProofField = presetField(PROOF_FIELDS);

/** A new password (spec §5 rule said below it) and the same again, each with its toggle. */
export function NewPasswordFields<T extends FormWith<'password' | 'password_confirmation'>>({
  control,
  label,
}: {
  control: Control<T>;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <NewPasswordPair
      control={control}
      label={label}
      hint={t('auth.password_hint')}
      confirmationLabel={t('auth.password_confirmation')}
    />
  );
}

/** The captcha block's code, fetched only once a server asks for a captcha (most never do). */
const CaptchaBlock = lazy(async () => ({
  default: (await import('./captcha-field')).CaptchaField,
}));

/**
 * The captcha block of a sign-in or registration panel (captcha-field.tsx), shown once the
 * server asked for a captcha; nothing before.
 */
export function CaptchaField<T extends FieldValues & { captcha?: string }>({
  control,
  captcha,
}: {
  control: Control<T>;
  captcha: Captcha;
}) {
  if (!captcha.shown) return null;
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={56} />}>
      {/* A lazy component loses its type parameter; the block reads only its `captcha` field. */}
      <CaptchaBlock control={control as unknown as Control<CaptchaForm>} captcha={captcha} />
    </Suspense>
  );
}

type CaptchaForm = FieldValues & { captcha?: string };
