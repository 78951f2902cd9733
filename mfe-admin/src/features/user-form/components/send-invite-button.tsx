import { Button } from 'shared/ui/base';
import { callApi, toast, useAction } from 'shared';
import { LABELS } from '../../../config/labels';
import { serverMessage } from '../hooks/server-message';

/**
 * 'Send invite' on the edit page of a user who has not set a password yet: the first invite of a
 * user created without one (once the accounts are linked), or a new one, which ends the link mailed
 * before (docs/product/users-and-admin.md#invites). The user loads again by itself: the call declares it stale.
 */
export function SendInviteButton({ userId, pending }: { userId: number; pending: boolean }) {
  const send = useAction(async () => {
    try {
      const { Message } = await callApi('POST /users/:userId/invite', { params: { userId }, body: {} }, { skipErrorToast: true });
      toast.success(Message);
    } catch (failure) {
      toast.warning(serverMessage(failure));
    }
  });
  return (
    <Button variant="outlined" onClick={() => void send.run()} disabled={send.busy}>
      {pending ? LABELS.resendInvite : LABELS.sendInvite}
    </Button>
  );
}
