import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One fact of the rules box: a label over a value. */
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
    <Stack
      spacing={0.25}
      sx={{ minWidth: 0, gridColumn: wide ? { xs: '1 / -1', md: 'auto' } : undefined }}
    >
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {children}
      </Typography>
    </Stack>
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
