import { Alert, AlertTitle, Button } from 'shared/ui/core';

interface Props {
  label: string;
  onRetry: () => void;
  retrying?: boolean;
}

/** What a remote's area shows when the remote cannot be loaded or fails while rendering. */
export function AreaUnavailable({ label, onRetry, retrying }: Props) {
  return (
    <Alert
      severity="error"
      role="alert"
      data-testid="area-unavailable"
      action={
        <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
          Retry
        </Button>
      }
      sx={{ m: 2 }}
    >
      <AlertTitle>{label} is unavailable right now</AlertTitle>
      This part of the portal could not be loaded. The rest of the portal keeps working; try again
      in a moment.
    </Alert>
  );
}
