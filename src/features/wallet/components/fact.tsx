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
