import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * A page's frame in every app: its one h1 title, then its content. The title can take focus from
 * script (tabIndex -1, never a tab stop): the shell moves focus to it after each route change.
 */
export function Page({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h4" component="h1" gutterBottom tabIndex={-1}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
