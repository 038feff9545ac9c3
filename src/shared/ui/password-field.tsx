import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
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
