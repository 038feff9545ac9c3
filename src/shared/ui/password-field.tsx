import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type BoundProps, useBoundProps } from './form-fields';

// Its own module: only the screens with a password download the toggle (the registration
// dialog and the withdrawal form sit at their byte budgets).
/**
 * A password field bound to react-hook-form, with a button at its end that shows what was
 * typed and hides it again: every password field of the site is this one.
 */
export function FormPasswordField<T extends FieldValues, TOut = T>(
  props: BoundProps<TextFieldProps, T, TOut>,
) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...useBoundProps(props)}
      type={shown ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <IconButton
              edge="end"
              aria-label={t(shown ? 'auth.hide_password' : 'auth.show_password')}
              aria-pressed={shown}
              disabled={props.disabled}
              onClick={() => setShown(!shown)}
            >
              {shown ? <VisibilityOffIcon /> : <VisibilityIcon />}
            </IconButton>
          ),
        },
      }}
    />
  );
}

/**
 * A new password and the same again (every form that sets one: registration, the reset, the
 * agent application, the withdrawal password), each with its toggle, the rule said below the
 * first; `name` and `confirmation` name the form's two fields.
 */
export function NewPasswordPair<T extends FieldValues, TOut = T>({
  control,
  label,
  hint,
  confirmationLabel,
  name = 'password' as FieldPath<T>,
  confirmation = 'password_confirmation' as FieldPath<T>,
}: {
  control: Control<T, unknown, TOut>;
  label: string;
  hint: string;
  confirmationLabel: string;
  name?: FieldPath<T>;
  confirmation?: FieldPath<T>;
}) {
  return (
    <>
      <FormPasswordField
        control={control}
        name={name}
        label={label}
        autoComplete="new-password"
        helperText={hint}
        required
      />
      <FormPasswordField
        control={control}
        name={confirmation}
        label={confirmationLabel}
        autoComplete="new-password"
        required
      />
    </>
  );
}
