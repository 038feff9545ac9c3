import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { leanClasses } from './lean-styles';

/**
 * One fact of the rules box or a record card: a label over a value. Plain elements styled by
 * the site's lean stylesheet (lean-styles.ts): a record list shows dozens.
 */
export function Fact({
  label,
  wide = false,
  children,
}: {
  label: string;
  /** Spans the whole row on phones. */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wide ? `${leanClasses.fact} ${leanClasses.factWide}` : leanClasses.fact}>
      <dt className={leanClasses.factLabel}>{label}</dt>
      <dd className={leanClasses.factValue}>{children}</dd>
    </div>
  );
}

/**
 * The rules box over a form: its facts (limits, fee, balance) on a shaded grid, two columns on
 * phones; `columns` on wider screens (a number, or 'fill' for as many as fit).
 */
export function RulesBox({
  label,
  columns,
  children,
}: {
  /** What the facts are ('Transfer rules'). */
  label: string;
  columns: number | 'fill';
  children: ReactNode;
}) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: '1fr 1fr',
          [columns === 'fill' ? 'sm' : 'md']:
            columns === 'fill'
              ? 'repeat(auto-fill, minmax(140px, 1fr))'
              : `repeat(${columns}, minmax(0, 1fr))`,
        },
        m: 0,
        mb: 3,
        p: 2,
        borderRadius: 1,
        bgcolor: 'action.hover',
      }}
    >
      {children}
    </Box>
  );
}
