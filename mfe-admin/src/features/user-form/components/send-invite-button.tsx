import { Button } from 'shared/ui/base';
import { toast, useAction } from 'shared';
import { LABELS } from '../../../config/labels';
import { sendInvite } from '../api/send-invite';
import { serverMessage } from '../hooks/server-message';

/**
 * 'Send invite' on the edit page of a user who has not set a password yet: the first invite of a
 * user created without one (once the accounts are linked), or a new one, which ends the link mailed
 * before (docs/product/users-and-admin.md#invites).
 */
export function SendInviteButton({ userId, pending, onSent }: { userId: number; pending: boolean; onSent: () => void }) {
  const send = useAction(async () => {
    try {
      toast.success(await sendInvite(userId));
      onSent();
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
