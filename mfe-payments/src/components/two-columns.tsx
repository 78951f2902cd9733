import type { ReactNode } from 'react';
import { Box } from 'shared/ui/base';

/** The page's content beside the payment panel; on a phone the panel follows below. */
export function TwoColumns({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 3 },
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(300px, 1fr)' },
      }}
    >
      {children}
    </Box>
  );
}
