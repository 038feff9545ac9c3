import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useFieldError } from './form-fields';

/** The picker is large: it loads when a form shows a date, in the date range's part. */
const DateField = lazy(async () => ({ default: (await import('./date-range-fields')).DateField }));

export interface FormDateFieldProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  /** The latest date that may be picked (a birthday: today). */
  maxDate?: string;
  helperText?: string;
}

/** One date (yyyy-MM-dd text) bound to react-hook-form, with the form's error on the field. */
export function FormDateField<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  required,
  maxDate,
  helperText,
}: FormDateFieldProps<T, TOut>) {
  const { field, fieldState } = useController({ control, name });
  const error = useFieldError(fieldState.error?.message);
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={56} aria-label={label} />}>
      <DateField
        label={label}
        name={field.name}
        value={(field.value as string | undefined) ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        required={required}
        maxDate={maxDate}
        error={error}
        helperText={helperText}
      />
    </Suspense>
  );
}
