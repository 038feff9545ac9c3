import Box from '@mui/material/Box';
import { type ReactNode, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from './states';

/** What QueryStates reads of a react-query result (a UseQueryResult fits). */
export interface QueryLike<T> {
  data: T | undefined;
  isError: boolean;
  refetch: () => unknown;
}

export interface QueryStatesProps<T> {
  query: QueryLike<T>;
  /** Placeholders of the loaded content's size, so nothing moves when the data arrives. */
  skeleton: ReactNode;
  /** Whether the loaded data has nothing to show (a list without items). */
  isEmpty?: (data: T) => boolean;
  /** The empty state's texts; required with isEmpty. */
  empty?: { title: string; body?: string };
  /** The content, once the data is there. */
  children: (data: T) => ReactNode;
}

/**
 * A query's data as QueryStates shows it: its first arrival deferred (below), later ones at
 * once. What is drawn beside the content from the same answer (a list's pager) appears with it.
 */
export function useShownData<T>(data: T | undefined): T | undefined {
  const shown = useDeferredValue(data);
  return shown === undefined ? undefined : data;
}

/**
 * The states every screen has (DESIGN.md client rules): loading placeholders of the loaded
 * size, the error with a retry, the empty state, or the content. Data already shown stays when
 * a later refetch fails: the member keeps what they were reading.
 *
 * The content's first render, in place of the placeholders, is deferred (`useDeferredValue`):
 * a query's answer reaches React through an external store, whose updates render at once in
 * one task, and a screen's first render (a money form, thirty record cards, a wallet row per
 * provider) was the longest task of a member screen's start on a phone (issue 30). Deferred,
 * React renders it in slices between which the page answers taps, and its effects in a task
 * of their own. Later answers (a refetch, another page of a list) show at once: the member
 * never sees stale data for fresh.
 */
export function QueryStates<T>({ query, skeleton, isEmpty, empty, children }: QueryStatesProps<T>) {
  const { t } = useTranslation();
  const data = useShownData(query.data);
  if (data === undefined) {
    if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
    return (
      <Box role="status" aria-busy="true" aria-label={t('common.loading')}>
        {skeleton}
      </Box>
    );
  }
  if (empty && isEmpty?.(data)) return <EmptyState {...empty} />;
  return <>{children(data)}</>;
}
