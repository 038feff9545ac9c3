import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';

/**
 * The frame of the member centre and the agent portal: the menu column (240 px, 72 px when
 * collapsed) beside the page from tablet width up, one column on phones.
 */
export function CentreFrame({
  menuWidth = 240,
  children,
}: {
  menuWidth?: number;
  children: ReactNode;
}) {
  return (
    <Container
      maxWidth="xl"
      // From tablet width up the content stops short of the floating tools on the right
      // (16 px from the edge, 40 px wide), so a table's last column is never under them.
      sx={{ py: { xs: 2, md: 3 }, pr: { md: 9 } }}
    >
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: `${menuWidth}px minmax(0, 1fr)` },
          alignItems: 'start',
        }}
      >
        {children}
      </Box>
    </Container>
  );
}
