import Box from '@mui/material/Box';
import type { Breakpoint } from '@mui/material/styles';
import type { ReactNode } from 'react';

/**
 * Tiles in rows of equal columns: so many a row from each breakpoint up, `gap` apart (theme
 * spacing). One CSS grid for the whole list: MUI's Grid put an item around each tile that
 * computed its widths at every breakpoint as the page hydrated (issue 30: the main thread's
 * diet). Its children are the tiles themselves, each with its key.
 */
export function TileGrid({
  columns,
  gap = 1.5,
  children,
}: {
  columns: Partial<Record<Breakpoint, number>>;
  gap?: number;
  children: ReactNode;
}) {
  const template: Partial<Record<Breakpoint, string>> = {};
  for (const [breakpoint, count] of Object.entries(columns) as [Breakpoint, number][])
    template[breakpoint] = `repeat(${count}, minmax(0, 1fr))`;
  return <Box sx={{ display: 'grid', gap, gridTemplateColumns: template }}>{children}</Box>;
}
