import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useFieldError } from './form-fields';

// Its own module: a screen with text fields only does not download the checkbox.
/**
 * A checkbox bound to react-hook-form, with its translated error announced. The browser's own
 * checkbox, as accessible as MUI's: MUI's Checkbox brought a shared part of 2 kB that the
 * registration dialog's byte budget has no room for (issue 6; as protection's PlainCheckbox).
 */
export function FormCheckbox<T extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
}) {
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ control, name });
  const error = useFieldError(fieldState.error?.message);
  const errorId = `${name}-error`;
  return (
    <FormControl error={Boolean(error)}>
      <Box
        component="label"
        sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', cursor: 'pointer' }}
      >
        <Box
          component="input"
          type="checkbox"
          ref={ref}
          name={field.name}
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          sx={{ width: 20, height: 20, m: 0, mt: '2px', flex: 'none', accentColor: 'currentColor' }}
        />
        <Typography component="span">{label}</Typography>
      </Box>
      {error ? <FormHelperText id={errorId}>{error}</FormHelperText> : null}
    </FormControl>
  );
}
