import { Alert, Box, Button } from 'shared/ui/core';
import { MESSAGES } from 'shared/core';

/** The global error screen of docs/product/navigation-and-layout.md. */
export function GlobalError() {
  return (
    <Box sx={{ p: 4, maxWidth: 640, mx: 'auto' }}>
      <Alert severity="error" action={<Button color="inherit" onClick={() => window.location.assign('/')}>Reload</Button>}>
        {MESSAGES.globalError}
      </Alert>
    </Box>
  );
}
