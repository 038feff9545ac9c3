import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One tool of the responsible gaming screen: a card named by its heading, with its intro. */
export function ToolSection({
  id,
  heading,
  intro,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  heading: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Paper component="section" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={id} component="h2" variant="h6">
        {heading}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {intro}
      </Typography>
      {children}
    </Paper>
  );
}
