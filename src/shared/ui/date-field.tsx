import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import { type Ref, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT } from '@/shared/lib/time';
import { pickerTexts, useDayjsLocale } from './date-range-fields';

export interface DateFieldProps {
  label: string;
  name: string;
  /** The date as text, yyyy-MM-dd; '' when none. */
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef?: Ref<HTMLInputElement>;
  required?: boolean;
  /** The latest date that may be picked (a birthday: today). */
  maxDate?: string;
  /** The field's error, else its hint. */
  error?: string;
  helperText?: string;
}

/**
 * One date (yyyy-MM-dd): MUI X's picker as DateRange uses it (decision record 0010), typed
 * section by section or picked from the calendar, by keyboard too. A part of its own, loaded by
 * FormDateField: it shares the picker with the date range, and nothing of the form. A date still
 * being typed is kept as 'Invalid Date' text so the form's rule refuses it.
 */
export function DateField({
  label,
  name,
  value: text,
  onChange,
  onBlur,
  inputRef,
  required,
  maxDate,
  error,
  helperText,
}: DateFieldProps) {
  const { t, i18n } = useTranslation();
  const locale = useDayjsLocale(i18n.language);
  const texts = useMemo(() => pickerTexts(t, label), [t, label]);
  const value: Dayjs | null = text === '' ? null : dayjs(text, DATE_FORMAT);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale}>
      <DesktopDatePicker
        label={label}
        value={value}
        inputRef={inputRef}
        onChange={(next) => onChange(next ? next.format(DATE_FORMAT) : '')}
        onClose={onBlur}
        format={DATE_FORMAT}
        maxDate={maxDate ? dayjs(maxDate) : undefined}
        localeText={texts}
        slotProps={{
          textField: {
            name,
            required,
            fullWidth: true,
            error: Boolean(error),
            helperText: error ?? helperText,
            onBlur,
          },
        }}
      />
    </LocalizationProvider>
  );
}
