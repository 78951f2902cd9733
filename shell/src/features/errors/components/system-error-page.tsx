import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { MESSAGES } from 'shared';
import { logout } from '../../../lib/logout';

/** /system-error: docs/product/navigation-and-layout.md, it logs the user out. */
export function SystemErrorPage() {
  useEffect(() => {
    void logout().catch(() => undefined);
  }, []);
  return (
    <Stack spacing={2}>
      <Alert severity="error">{MESSAGES.systemError}</Alert>
      <Button component={RouterLink} to="/login" variant="contained">
        Back to login
      </Button>
    </Stack>
  );
}
