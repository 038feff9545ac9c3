import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One figure of a tournament (its pool, a member's place): a small label over a big value. */
export function Stat({
  label,
  size = 'h6',
  children,
}: {
  label: string;
  size?: 'h5' | 'h6';
  children: ReactNode;
}) {
  return (
    <div>
      <Typography component="dt" variant="caption" color="textSecondary">
        {label}
      </Typography>
      <Typography component="dd" variant={size} sx={{ m: 0, fontWeight: 800 }}>
        {children}
      </Typography>
    </div>
  );
}
