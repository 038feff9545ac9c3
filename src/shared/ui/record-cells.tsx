import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatServerDateTime } from '../lib/time';
import type { PagedListColumn } from './paged-list';

/** A second, quieter line under a record's value (an order number, a fee, a reason). */
export function SubLine({ children }: { children: ReactNode }) {
  return (
    <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
      {children}
    </Typography>
  );
}

/** A table cell of two lines: the value, and a note under it in small grey type. */
export function TwoLineCell({ main, note }: { main: ReactNode; note: ReactNode }) {
  return (
    <>
      {main}
      <SubLine>{note}</SubLine>
    </>
  );
}

/**
 * A record list's first column: when (server timezone, spec §9) over the record's order
 * number, on one line each.
 */
export function timeColumn<T>(
  header: string,
  offsetMinutes: number,
  at: (row: T) => number,
  order: (row: T) => string,
): PagedListColumn<T> {
  return {
    id: 'time',
    header,
    nowrap: true,
    render: (row) => (
      <TwoLineCell main={formatServerDateTime(at(row), offsetMinutes)} note={order(row)} />
    ),
  };
}

/**
 * A record as a card at phone width (PagedList's renderCard): a head line (what, and its
 * status or amount on the right), its facts on a grid, anything else, then when and the order
 * number with the record's action.
 */
export function RecordCard({
  title,
  aside,
  facts,
  columns = 2,
  children,
  at,
  order,
  offsetMinutes,
  action,
}: {
  title: ReactNode;
  aside: ReactNode;
  /** Fact elements (label over value). */
  facts: ReactNode;
  columns?: 2 | 3;
  /** Under the facts: a reason, a note, the status chips. */
  children?: ReactNode;
  at: number;
  order: string;
  offsetMinutes: number;
  action?: ReactNode;
}) {
  return (
    <>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}
      >
        <Typography component="div" sx={{ minWidth: 0, fontWeight: 600 }} noWrap>
          {title}
        </Typography>
        <Box sx={{ flexShrink: 0, fontWeight: 700 }}>{aside}</Box>
      </Stack>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
          gap: 1,
          m: 0,
        }}
      >
        {facts}
      </Box>
      {children}
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 0.5, gap: 1 }}
      >
        <Typography variant="caption" color="text.secondary" component="p">
          {formatServerDateTime(at, offsetMinutes)} · {order}
        </Typography>
        {action}
      </Stack>
    </>
  );
}
