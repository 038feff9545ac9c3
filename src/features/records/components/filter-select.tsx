import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/**
 * One filter of a record list: a labelled select whose first option is 'All' (no filter);
 * choosing sends the option's id, or undefined for 'All'.
 */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
  disabledText,
}: {
  label: string;
  value: number | undefined;
  options: readonly { id: number; name: string }[];
  onChange: (value: number | undefined) => void;
  /** Why the filter cannot be used yet; it is disabled and says so under the field. */
  disabledText?: string;
}) {
  const { t } = useTranslation();
  // A filter from the URL that is not (yet) among the options still shows as chosen.
  const known = value === undefined || options.some((option) => option.id === value);
  return (
    <TextField
      select
      size="small"
      label={label}
      disabled={disabledText !== undefined}
      helperText={disabledText}
      value={value === undefined ? '' : String(value)}
      onChange={(event) => onChange(event.target.value ? Number(event.target.value) : undefined)}
      slotProps={{
        select: { displayEmpty: true },
        inputLabel: { shrink: true },
        // Why the filter waits is read, not greyed out with the field (contrast 4.5:1).
        formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
      }}
      sx={{ minWidth: 180, flex: { xs: '1 1 100%', sm: '0 1 220px' } }}
    >
      <MenuItem value="">{t('records.all')}</MenuItem>
      {known ? null : <MenuItem value={String(value)}>#{value}</MenuItem>}
      {options.map((option) => (
        <MenuItem key={option.id} value={String(option.id)}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
