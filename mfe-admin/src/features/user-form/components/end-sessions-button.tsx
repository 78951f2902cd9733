import { useId, useState } from 'react';
import { Alert, Button } from 'shared/ui/base';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from 'shared/ui/extra';
import { callApi, toast, useAction } from 'shared';
import { SESSION_MESSAGES } from 'shared/users';
import { LABELS, SESSION_LABELS } from '../../../config/labels';
import { serverMessage } from '../hooks/server-message';

/**
 * 'End all sessions' on the user form: after a confirmation, the user is logged out everywhere at
 * once (docs/security/sessions.md). The server decides who may, and says why not.
 */
export function EndSessionsButton({ userId }: { userId: number }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = useAction(async () => {
    setError(null);
    try {
      const { ended } = await callApi('POST /users/:userId/sessions/end', { params: { userId }, body: {} }, { skipErrorToast: true });
      toast.success(SESSION_MESSAGES.endedForUser(ended));
      setOpen(false);
    } catch (failure) {
      setError(serverMessage(failure));
    }
  });
  const close = () => {
    setOpen(false);
    setError(null);
  };
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {SESSION_LABELS.endUserSessions}
      </Button>
      {open && (
        <Dialog open onClose={confirm.busy ? undefined : close} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
          <DialogTitle id={`${id}-title`}>{SESSION_LABELS.endUserSessionsTitle}</DialogTitle>
          <DialogContent>
            <DialogContentText id={`${id}-text`}>{SESSION_LABELS.endUserSessionsText}</DialogContentText>
            {error && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {error}
              </Alert>
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={close} disabled={confirm.busy} autoFocus>
              {LABELS.cancel}
            </Button>
            <Button onClick={() => void confirm.run()} disabled={confirm.busy} variant="contained" color="error">
              {SESSION_LABELS.endUserSessions}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
