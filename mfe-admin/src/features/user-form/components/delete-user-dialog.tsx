import { useId, useState } from 'react';
import { Alert, Button } from 'shared/ui/base';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from 'shared/ui/extra';
import { MESSAGES, useAction } from 'shared';
import { LABELS } from '../../../config/labels';
import { serverMessage } from '../hooks/server-message';

interface Props {
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** 'Are you sure you want to delete this use? This can not be undone.' with Cancel and Ok. */
export function DeleteUserDialog({ onConfirm, onClose }: Props) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const confirm = useAction(async () => {
    setError(null);
    try {
      await onConfirm();
    } catch (failure) {
      setError(serverMessage(failure));
    }
  });
  return (
    <Dialog open onClose={confirm.busy ? undefined : onClose} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <DialogTitle id={`${id}-title`}>{LABELS.deleteTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{MESSAGES.deleteUserConfirm}</DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={confirm.busy} autoFocus>
          {LABELS.cancel}
        </Button>
        <Button onClick={() => void confirm.run()} disabled={confirm.busy} variant="contained" color="error">
          {LABELS.ok}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
