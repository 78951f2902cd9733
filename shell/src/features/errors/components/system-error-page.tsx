import { useEffect } from 'react';
import { Alert, Button, Stack, Typography } from 'shared/ui/core';
import { Link as RouterLink } from 'shared/router';
import { MESSAGES, usePageTitle } from 'shared/core';
import { logout } from '../../../lib/logout';

/** /system-error: docs/product/navigation-and-layout.md, it logs the user out. */
export function SystemErrorPage() {
  usePageTitle('System Error');
  useEffect(() => {
    void logout().catch(() => undefined);
  }, []);
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        System Error
      </Typography>
      <Alert severity="error">{MESSAGES.systemError}</Alert>
      <Button component={RouterLink} to="/login" variant="contained">
        Back to login
      </Button>
    </Stack>
  );
}
