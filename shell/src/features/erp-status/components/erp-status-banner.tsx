import { Alert, AlertTitle, Button } from 'shared/ui/core';
import { MESSAGES } from 'shared/core';
import { isErpUp, useCheckedErpStatus } from '../utils/erp-status';

/** docs/product/messages.md: 'SAP Connection Status: Error' with the status message and lines. */
export function ErpStatusBanner() {
  const checked = useCheckedErpStatus();
  if (!checked || isErpUp(checked.status)) return null;
  const { status, recheck } = checked;
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ m: 2 }}
      action={<Button color="inherit" size="small" onClick={recheck}>Check again</Button>}
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
