import { Box, CircularProgress } from 'shared/ui/core';

export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
