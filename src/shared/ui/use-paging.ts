import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@/shared/lib/use-search-params';
import { type PageSize, type Paging, readPaging, writePaging } from '@/shared/lib/paging';

/** A list's paging kept in the URL, so a reload, a shared link and Back keep the place. */
export interface PagingState extends Paging {
  setPage: (page: number) => void;
  /** A new page size starts again from the first page. */
  setPageSize: (pageSize: PageSize) => void;
  /** Back to the first page, keeping the size (after a filter changes). */
  resetPage: () => void;
}

/** Reads and writes `page` and `page_size` of the current URL (spec §9 sizes). */
export function usePaging(): PagingState {
  const [params, setParams] = useSearchParams();
  const paging = useMemo(() => readPaging(params), [params]);
  const go = useCallback(
    (next: Paging) => setParams((current) => writePaging(current, next)),
    [setParams],
  );
  return useMemo(
    () => ({
      ...paging,
      setPage: (page) => go({ ...paging, page }),
      setPageSize: (pageSize) => go({ page: 1, pageSize }),
      resetPage: () => go({ ...paging, page: 1 }),
    }),
    [paging, go],
  );
}
