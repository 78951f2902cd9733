import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';

export const RETRY_LABEL = 'Retry';

interface Props {
  /** The page's own text for what could not be loaded. */
  children: ReactNode;
  /** The load's retry (useRequest); without it the message stands alone. */
  onRetry?: () => void;
  sx?: SxProps<Theme>;
}

/** What every app shows when a read fails: its message, and a Retry that loads it again. */
export function LoadError({ children, onRetry, sx }: Props) {
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {RETRY_LABEL}
          </Button>
        ) : undefined
      }
    >
      {children}
    </Alert>
  );
}
