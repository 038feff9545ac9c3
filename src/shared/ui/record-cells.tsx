import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatServerDateTime } from '../lib/time';
import { LeanButton } from './lean-button';
import { leanClasses } from './lean-styles';
import type { PagedListColumn } from './paged-list';

/** A second, quieter line under a record's value (an order number, a fee, a reason). */
export function SubLine({ children }: { children: ReactNode }) {
  return (
    <Typography variant="caption" color="textSecondary" component="span" sx={{ display: 'block' }}>
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
 * number with the record's action. Plain elements styled by the site's lean stylesheet
 * (lean-styles.ts): a list shows up to thirty.
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
      <div className={leanClasses.head}>
        <div className={leanClasses.title}>{title}</div>
        <div className={leanClasses.aside}>{aside}</div>
      </div>
      <dl
        className={columns === 3 ? `${leanClasses.facts} ${leanClasses.facts3}` : leanClasses.facts}
      >
        {facts}
      </dl>
      {children}
      <div className={leanClasses.foot}>
        <p className={leanClasses.when}>
          {formatServerDateTime(at, offsetMinutes)} · {order}
        </p>
        {action}
      </div>
    </>
  );
}

/**
 * A record card's action (Details, Cancel…): a small text button in the primary colour, as
 * MUI's, without its component (a list shows thirty).
 */
export function RecordAction({
  label,
  onClick,
  children,
}: {
  /** Its accessible name, when the visible text alone would not say which record. */
  label?: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <LeanButton aria-label={label} onClick={onClick}>
      {children}
    </LeanButton>
  );
}
