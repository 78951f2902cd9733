import { useId, useState } from 'react';
import { Alert, Button } from 'shared/ui/base';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from 'shared/ui/extra';
import { useAction, type Account } from 'shared';
import { LABELS } from '../../config/labels';

interface Props {
  account: Account;
  /** Resolves to the message to show, or null once deleted (the owner closes the dialog). */
  onConfirm: () => Promise<string | null>;
  onClose: () => void;
}

/** Asks before a linked account is removed. */
export function DeleteAccountDialog({ account, onConfirm, onClose }: Props) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const { run, busy } = useAction(async () => setError(await onConfirm()));
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <DialogTitle id={`${id}-title`}>{LABELS.deleteAccount}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>
          {LABELS.deleteAccountConfirm} {account.PrimaryAcct} - {account.Name}
        </DialogContentText>
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy} autoFocus>
          {LABELS.cancel}
        </Button>
        <Button onClick={() => void run()} disabled={busy} variant="contained" color="error">
          {LABELS.ok}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
