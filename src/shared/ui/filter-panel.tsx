import FilterListIcon from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateRangeState } from './use-date-range';

/**
 * A list's filters. On a phone they fold behind one button that says what the list shows (the
 * date range and how many other filters are set), so the first records are in the first
 * screen (issue 34); wider screens show them open, as before. Folding is styles only: the same
 * markup on every width, the filters keep their state while folded.
 */
export function FilterPanel({
  dates,
  active = 0,
  children,
}: {
  /** The list's date range, named in the folded summary. */
  dates?: DateRangeState;
  /** How many filters other than the dates are set. */
  active?: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const range = dates?.range;
  const shortcut = dates?.selection.shortcut;
  const summary = shortcut
    ? t(`common.date_range.${shortcut}`)
    : range
      ? t('common.filters.range', { start: range.from, end: range.to })
      : t('common.filters.all_dates');
  return (
    <Box>
      <Box
        sx={{
          display: { xs: 'flex', sm: 'none' },
          alignItems: 'center',
          gap: 1,
          mb: open ? 1.5 : 2,
        }}
      >
        <Button
          variant="outlined"
          size="small"
          startIcon={<FilterListIcon />}
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((was) => !was)}
          sx={{ flexShrink: 0, minHeight: 40 }}
        >
          {active > 0
            ? t('common.filters.button_count', { count: active })
            : t('common.filters.button')}
        </Button>
        <Typography variant="body2" color="textSecondary" noWrap sx={{ minWidth: 0 }}>
          {summary}
        </Typography>
      </Box>
      <Box id={id} sx={{ display: { xs: open ? 'block' : 'none', sm: 'block' } }}>
        {children}
      </Box>
    </Box>
  );
}
