import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatServerDateTime } from '@/shared/lib/time';
import type { PagedListColumn } from './paged-list';

/** A second, quieter line under a record's value (an order number, a fee, a reason). */
export function SubLine({ children }: { children: ReactNode }) {
  return (
    <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
      {children}
    </Typography>
  );
}

/**
 * The first column of a money record list: when it was made, in the server's timezone, over
 * its order number; on one line each.
 */
export function timeOrderColumn<T extends { created_at: number; order_no: string }>(
  header: string,
  offsetMinutes: number,
): PagedListColumn<T> {
  return {
    id: 'time',
    header,
    nowrap: true,
    render: (row) => (
      <>
        {formatServerDateTime(row.created_at, offsetMinutes)}
        <SubLine>{row.order_no}</SubLine>
      </>
    ),
  };
}
