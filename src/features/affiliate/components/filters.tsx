import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@/shared/lib/use-search-params';

/**
 * A list's filters kept in the URL beside its paging: each a number or text parameter; a new
 * filter starts again from the first page. Pass the names as a constant (a new array on every
 * render would read the URL anew each time).
 */
export function useUrlFilters<const N extends string>(names: readonly N[]) {
  const [params, setParams] = useSearchParams();
  const values = useMemo(
    () =>
      Object.fromEntries(names.map((name) => [name, params.get(name) ?? ''])) as Record<N, string>,
    [params, names],
  );
  const set = useCallback(
    (name: N, value: string) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (value === '') next.delete(name);
        else next.set(name, value);
        next.delete('page');
        return next;
      }),
    [setParams],
  );
  return { values, set };
}

/** A filter's number from its URL text; undefined for none or anything else. */
export function numberParam<T extends number>(text: string, allowed: readonly T[]): T | undefined {
  const value = Number(text);
  return text !== '' && (allowed as readonly number[]).includes(value) ? (value as T) : undefined;
}

/** A select of one filter, with 'All' first. */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: number; label: string }[];
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 180 }}
    >
      <MenuItem value="">{t('affiliate.all')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={String(option.value)}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
