import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { NO_DATE_RANGE, RANGE_SHORTCUTS, dayRangeTexts } from '@/shared/lib/date-range';
import { formatOffset } from '@/shared/lib/time';
import { ToggleChip, ToggleChipGroup } from './toggle-chips';
import type { DateRangeState } from './use-date-range';

// The picker is the largest part of a list screen: it loads after the list, in its own chunk.
const DateRangeFields = lazy(() =>
  import('./date-range-fields').then((module) => ({ default: module.DateRangeFields })),
);

const FIELDS_DIRECTION = { xs: 'column', sm: 'row' } as const;

/**
 * A date range filter (spec §5): the eight shortcuts as toggle chips, and from/to date fields
 * in yyyy-MM-dd; kept in the URL (use-date-range.ts). A shortcut pressed again is released.
 * Spec §5's required-field prompt 'date range' shows when a required range is empty, and
 * whenever only one end is chosen (such a range filters nothing yet).
 */
export function DateRange({
  state,
  required = false,
  label,
}: {
  state: DateRangeState;
  required?: boolean;
  /** The legend; 'Date range' by default. */
  label?: string;
}) {
  const { t } = useTranslation();
  const { selection, range, setSelection } = state;
  const missing = !range && (required || Boolean(selection.from ?? selection.to));
  // A shortcut's days show in the fields, so the member sees what it covers.
  const shown = range ?? selection;
  const helper = missing
    ? t('validation.required_date_range')
    : range
      ? // The spec's text form of the range, and the timezone its days are counted in.
        t('common.date_range.covers', {
          ...dayRangeTexts(range, state.offsetMinutes),
          zone: formatOffset(state.offsetMinutes),
        })
      : null;
  return (
    <FormControl
      component="fieldset"
      required={required}
      error={missing}
      sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
    >
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {label ?? t('common.date_range.label')}
      </FormLabel>
      <ToggleChipGroup label={t('common.date_range.shortcuts')} sx={{ mb: 1.5 }}>
        {RANGE_SHORTCUTS.map((shortcut) => {
          const pressed = selection.shortcut === shortcut;
          return (
            <ToggleChip
              key={shortcut}
              label={t(`common.date_range.${shortcut}`)}
              pressed={pressed}
              onClick={() =>
                setSelection(pressed && !required ? NO_DATE_RANGE : { ...NO_DATE_RANGE, shortcut })
              }
            />
          );
        })}
      </ToggleChipGroup>
      <Suspense
        fallback={
          <Stack direction={FIELDS_DIRECTION} spacing={1.5}>
            <Skeleton variant="rounded" height={40} sx={{ flex: 1 }} />
            <Skeleton variant="rounded" height={40} sx={{ flex: 1 }} />
          </Stack>
        }
      >
        <DateRangeFields
          from={shown.from}
          to={shown.to}
          onChange={(from, to) => setSelection({ shortcut: null, from, to })}
          required={required}
          error={missing}
        />
      </Suspense>
      {helper ? <FormHelperText>{helper}</FormHelperText> : null}
    </FormControl>
  );
}
