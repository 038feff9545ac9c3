import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT } from '@/shared/lib/time';
import { pickerTexts, useDayjsLocale } from './date-range-fields';
import { useFieldError } from './form-fields';

export interface FormDateFieldProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  /** The latest date that may be picked (a birthday: today). */
  maxDate?: string;
  helperText?: string;
}

/**
 * One date (yyyy-MM-dd) bound to react-hook-form: MUI X's picker as DateRange uses it (decision
 * record 0010), typed section by section or picked from the calendar, by keyboard too. Loaded
 * on demand, as the picker is large. The form holds the date as text; a date still being typed
 * is kept as 'Invalid Date' text so the form's rule refuses it.
 */
export function FormDateField<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  required,
  maxDate,
  helperText,
}: FormDateFieldProps<T, TOut>) {
  const { t, i18n } = useTranslation();
  const locale = useDayjsLocale(i18n.language);
  const texts = useMemo(() => pickerTexts(t, label), [t, label]);
  const { field, fieldState } = useController({ control, name });
  const error = useFieldError(fieldState.error?.message);
  const text = (field.value as string | undefined) ?? '';
  const value: Dayjs | null = text === '' ? null : dayjs(text, DATE_FORMAT);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale}>
      <DesktopDatePicker
        label={label}
        value={value}
        inputRef={field.ref}
        onChange={(next) => field.onChange(next ? next.format(DATE_FORMAT) : '')}
        onClose={field.onBlur}
        format={DATE_FORMAT}
        maxDate={maxDate ? dayjs(maxDate) : undefined}
        localeText={texts}
        slotProps={{
          textField: {
            name: field.name,
            required,
            fullWidth: true,
            error: Boolean(error),
            helperText: error ?? helperText,
            onBlur: field.onBlur,
          },
        }}
      />
    </LocalizationProvider>
  );
}
