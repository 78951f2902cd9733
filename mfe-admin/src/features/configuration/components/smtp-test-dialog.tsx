import { useId, useState } from 'react';
import { Alert, Box, Button, CircularProgress, TextField } from 'shared/ui/base';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from 'shared/ui/extra';
import { errorMessage, MESSAGES, type AdminForms, type SmtpTestResponse } from 'shared';
import { LABELS } from '../../../config/labels';

interface Props {
  /** The shared rule of the test address. */
  addressSchema: AdminForms['smtpTestAddressSchema'];
  /** Sends the test with the form's current settings; resolves to the server's answer. */
  onSend: (testEmail: string) => Promise<SmtpTestResponse>;
  onClose: () => void;
}

/**
 * The SMTP test (docs/product/configuration-and-mail.md#smtp-test): asks for an address, sends,
 * and shows the server's own words, success or the reason it failed, in an alert.
 */
export function SmtpTestDialog({ addressSchema, onSend, onClose }: Props) {
  const id = useId();
  const [address, setAddress] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<SmtpTestResponse | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async () => {
    if (busy) return;
    setResult(null);
    try {
      const { testEmail } = addressSchema.validateSync({ testEmail: address });
      setProblem(null);
      setBusy(true);
      setResult(await onSend(testEmail));
    } catch (error) {
      if (error instanceof Error && error.name === 'ValidationError') setProblem(error.message);
      else setResult({ sent: false, message: errorMessage(error, MESSAGES.systemErrorToast) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} fullWidth maxWidth="sm">
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // React passes a submit up through the portal to the forms around the dialog: the
          // configuration form would save the settings (issue 21). The test stores nothing.
          event.stopPropagation();
          void send();
        }}
      >
        <DialogTitle id={`${id}-title`}>{LABELS.smtpTest}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText id={`${id}-text`}>{LABELS.smtpTestPrompt}</DialogContentText>
          <TextField
            id={`${id}-address`}
            label={LABELS.testAddress}
            type="email"
            autoComplete="email"
            autoFocus
            required
            value={address}
            onChange={(event) => setAddress(event.target.value)}
            error={Boolean(problem)}
            helperText={problem ?? undefined}
            // Read-only, not disabled, while sending: a disabled field would drop the keyboard focus
            // out of the dialog, and Escape would no longer close it.
            slotProps={{ htmlInput: { readOnly: busy } }}
          />
          {result ? (
            <Alert severity={result.sent ? 'success' : 'error'} role="alert">
              {result.message}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            {LABELS.cancel}
          </Button>
          {/* aria-disabled, not disabled, while sending: the button keeps the focus it was clicked
              with, so the keyboard stays in the dialog and Escape closes it afterwards. */}
          <Button type="submit" variant="contained" aria-disabled={busy} startIcon={busy ? <CircularProgress size={16} /> : undefined}>
            {busy ? LABELS.sending : LABELS.send}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
