import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from '@/shared/lib/use-search-params';
import {
  type DateRangeSelection,
  type DayRange,
  readDateRange,
  resolveDateRange,
  writeDateRange,
} from '@/shared/lib/date-range';

/** A list's date range kept in the URL, like its paging (use-paging.ts). */
export interface DateRangeState {
  selection: DateRangeSelection;
  /** The days to filter by; null when none are chosen or only one end is. */
  range: DayRange | null;
  /** The server timezone's offset the days are counted in (minutes). */
  offsetMinutes: number;
  /** A new range starts again from the first page. */
  setSelection: (selection: DateRangeSelection) => void;
}

/**
 * Reads and writes `range` (a shortcut) or `from` and `to` of the current URL (spec §5). The
 * shortcuts count from the moment the screen opened, in the server timezone.
 */
export function useDateRange(offsetMinutes: number, now?: number): DateRangeState {
  const [params, setParams] = useSearchParams();
  const [openedAt] = useState(() => Date.now());
  const at = now ?? openedAt;
  const selection = useMemo(() => readDateRange(params), [params]);
  const range = useMemo(
    () => resolveDateRange(selection, at, offsetMinutes),
    [selection, at, offsetMinutes],
  );
  const setSelection = useCallback(
    (next: DateRangeSelection) => setParams((current) => writeDateRange(current, next)),
    [setParams],
  );
  return useMemo(
    () => ({ selection, range, offsetMinutes, setSelection }),
    [selection, range, offsetMinutes, setSelection],
  );
}
