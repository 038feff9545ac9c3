import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import type { ReactNode } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useFieldError } from './form-fields';

// Its own module: a screen with text fields only does not download the checkbox.
/** A checkbox bound to react-hook-form, with its translated error announced. */
export function FormCheckbox<T extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
}) {
  const { field, fieldState } = useController({ control, name });
  const error = useFieldError(fieldState.error?.message);
  const errorId = `${name}-error`;
  return (
    <FormControl error={Boolean(error)}>
      <FormControlLabel
        control={
          <Checkbox
            checked={Boolean(field.value)}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{
              input: { ref: field.ref, 'aria-describedby': error ? errorId : undefined },
            }}
          />
        }
        label={label}
      />
      {error ? <FormHelperText id={errorId}>{error}</FormHelperText> : null}
    </FormControl>
  );
}
