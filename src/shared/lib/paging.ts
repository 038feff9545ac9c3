/** Spec §9: page size 15; the options 15, 20, 25, 30. The one place these numbers live. */
export const PAGE_SIZES = [15, 20, 25, 30] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 15;

/** A list's place: the page (from 1) and the page size, as kept in the URL. */
export interface Paging {
  page: number;
  pageSize: PageSize;
}

export const isPageSize = (value: number): value is PageSize =>
  (PAGE_SIZES as readonly number[]).includes(value);

/**
 * Reads `page` and `page_size` from a URL's query. Anything else than a whole page from 1 or
 * one of the page sizes of spec §9 (typed by hand, an old link) falls back to the first page
 * and the default size.
 */
export function readPaging(params: URLSearchParams): Paging {
  const page = Number(params.get('page'));
  const size = Number(params.get('page_size'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: isPageSize(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/**
 * Writes a list's place into a copy of the query, leaving out the defaults so that the plain
 * address stays the first page; the other parameters (filters) are kept.
 */
export function writePaging(params: URLSearchParams, paging: Paging): URLSearchParams {
  const next = new URLSearchParams(params);
  if (paging.page > 1) next.set('page', String(paging.page));
  else next.delete('page');
  if (paging.pageSize !== DEFAULT_PAGE_SIZE) next.set('page_size', String(paging.pageSize));
  else next.delete('page_size');
  return next;
}

/** How many pages `total` records fill (at least one, so an empty list has page 1). */
export const pageCount = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(total / pageSize));
