import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** A main column and a narrower side column from `md` up; one column on phones. */
export function TwoColumn({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}
