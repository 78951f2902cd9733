import { Alert, Button } from 'shared/ui/base';
import { callApi, toast, useAction } from 'shared';
import { ACCOUNT_CHANGE_TEXTS } from 'shared/users';
import { LABELS } from '../../../config/labels';
import { serverMessage } from '../hooks/server-message';

interface Props {
  userId: number;
  email: string;
}

/**
 * A new e-mail address that waits for its confirmation link (docs/security/account-changes.md):
 * until the link is opened the user keeps the address in the form; staff may cancel the change.
 * The user loads again by itself once it is cancelled: the call declares it stale.
 */
export function PendingEmail({ userId, email }: Props) {
  const cancel = useAction(async () => {
    try {
      await callApi('DELETE /users/:userId/email-change', { params: { userId } }, { skipErrorToast: true });
      toast.success(ACCOUNT_CHANGE_TEXTS.cancelled);
    } catch (error) {
      toast.warning(serverMessage(error));
    }
  });
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => void cancel.run()} disabled={cancel.busy}>
          {LABELS.cancelEmailChange}
        </Button>
      }
    >
      {ACCOUNT_CHANGE_TEXTS.pending(email)}
    </Alert>
  );
}
