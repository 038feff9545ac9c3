import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
// The desktop picker on every screen: its calendar opens in a popover that works on phones too,
// and the mobile variant's dialog would put this chunk over its 60 KiB budget.
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersInputLocaleText } from '@mui/x-date-pickers/locales';
import dayjs, { type Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { type Ref, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT } from '@/shared/lib/time';

/**
 * The from/to date fields of DateRange, loaded on demand: MUI X's date picker (decision record
 * 0010) with the site's texts, the member's language for month and day names, and the spec's
 * yyyy-MM-dd format. Each field is typed section by section (year, month, day) or picked from
 * a calendar, both by keyboard.
 */

// dayjs's month and weekday names for the site's languages (English is built in).
const DAYJS_LOCALES: Partial<Record<string, { name: string; load: () => Promise<unknown> }>> = {
  id: { name: 'id', load: () => import('dayjs/locale/id') },
  ja: { name: 'ja', load: () => import('dayjs/locale/ja') },
  ko: { name: 'ko', load: () => import('dayjs/locale/ko') },
  ms: { name: 'ms', load: () => import('dayjs/locale/ms') },
  'pt-BR': { name: 'pt-br', load: () => import('dayjs/locale/pt-br') },
  th: { name: 'th', load: () => import('dayjs/locale/th') },
  vi: { name: 'vi', load: () => import('dayjs/locale/vi') },
  'zh-CN': { name: 'zh-cn', load: () => import('dayjs/locale/zh-cn') },
  'zh-TW': { name: 'zh-tw', load: () => import('dayjs/locale/zh-tw') },
};

/** The dayjs locale of a language once it has loaded; English until then. */
function useDayjsLocale(language: string): string {
  const [loaded, setLoaded] = useState<string>('en');
  const wanted = DAYJS_LOCALES[language];
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    void wanted.load().then(() => {
      if (current) setLoaded(wanted.name);
    });
    return () => {
      current = false;
    };
  }, [wanted]);
  return wanted ? (loaded === wanted.name ? loaded : 'en') : 'en';
}

/** The picker's own texts, from the site's dictionary (MUI X has none for id and ms). */
function pickerTexts(t: TFunction, field: string): PickersInputLocaleText {
  return {
    previousMonth: t('common.date_picker.previous_month'),
    nextMonth: t('common.date_picker.next_month'),
    openPreviousView: t('common.date_picker.open_previous_view'),
    openNextView: t('common.date_picker.open_next_view'),
    calendarViewSwitchingButtonAriaLabel: (view) =>
      view === 'year'
        ? t('common.date_picker.switch_to_calendar')
        : t('common.date_picker.switch_to_year'),
    cancelButtonLabel: t('common.cancel'),
    okButtonLabel: t('common.ok'),
    clearButtonLabel: t('common.date_picker.clear'),
    todayButtonLabel: t('common.date_range.today'),
    datePickerToolbarTitle: t('common.date_picker.toolbar_title'),
    openDatePickerDialogue: (formatted) =>
      formatted
        ? t('common.date_picker.choose_selected', { field, date: formatted })
        : t('common.date_picker.choose', { field }),
    fieldClearLabel: t('common.date_picker.clear'),
    dateTableLabel: t('common.date_picker.date_table'),
    year: t('common.date_picker.year'),
    month: t('common.date_picker.month'),
    day: t('common.date_picker.day'),
    empty: t('common.date_picker.empty'),
  };
}

const ENDS = ['from', 'to'] as const;

const toDay = (text: string | null): Dayjs | null => (text ? dayjs(text) : null);

export interface DateRangeFieldsProps {
  from: string | null;
  to: string | null;
  /** Both ends after a change; a date still being typed is not passed on until it is whole. */
  onChange: (from: string | null, to: string | null) => void;
  required: boolean;
  error: boolean;
}

export function DateRangeFields({ from, to, onChange, required, error }: DateRangeFieldsProps) {
  const { t, i18n } = useTranslation();
  const locale = useDayjsLocale(i18n.language);
  const labels = { from: t('common.date_range.from'), to: t('common.date_range.to') };
  const texts = useMemo(
    () => ({ from: pickerTexts(t, labels.from), to: pickerTexts(t, labels.to) }),
    [t, labels.from, labels.to],
  );
  const change = (end: 'from' | 'to') => (value: Dayjs | null) => {
    if (value && !value.isValid()) return;
    const text = value ? value.format(DATE_FORMAT) : null;
    onChange(end === 'from' ? text : from, end === 'to' ? text : to);
  };
  const field = { size: 'small', required, error, fullWidth: true } as const;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        {ENDS.map((end) => (
          <DesktopDatePicker
            key={end}
            label={labels[end]}
            value={toDay(end === 'from' ? from : to)}
            onChange={change(end)}
            format={DATE_FORMAT}
            localeText={texts[end]}
            slotProps={{ textField: field, field: { clearable: true } }}
          />
        ))}
      </Stack>
    </LocalizationProvider>
  );
}

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
 * One date (yyyy-MM-dd) for a form (FormDateField loads it): the same picker in the same part
 * as the date range, typed section by section or picked from the calendar, by keyboard too. A
 * date still being typed is kept as 'Invalid Date' text so the form's rule refuses it.
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
