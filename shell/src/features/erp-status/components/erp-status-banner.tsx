import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { MESSAGES } from 'shared';
import { isErpUp, useErpStatusStore } from '../api/get-erp-status';

/** Spec §8: 'SAP Connection Status: Error' with the status message and lines. */
export function ErpStatusBanner() {
  const status = useErpStatusStore((s) => s.status);
  const load = useErpStatusStore((s) => s.load);
  if (!status || isErpUp(status)) return null;
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ m: 2 }}
      action={<Button color="inherit" size="small" onClick={() => void load()}>Check again</Button>}
    >
      <AlertTitle>{MESSAGES.erpDown}</AlertTitle>
      <div>{status.statusMessage}</div>
      {status.data.status.message_line_string
        .split('\n')
        .filter(Boolean)
        .map((line) => (
          <div key={line}>{line}</div>
        ))}
    </Alert>
  );
}
