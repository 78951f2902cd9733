import { useId } from 'react';
import { Alert, Button } from 'shared/ui/base';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from 'shared/ui/extra';
import { DELETE_ECHECK_CONFIRM, MESSAGES, type PaymentCard } from 'shared';
import { LABELS } from '../../../config/labels';
import { methodName } from '../../../lib/payment-method';
import { useSubmit } from '../hooks/use-submit';

interface Props {
  card: PaymentCard;
  /** Resolves to the message to show, or null once deleted (the owner closes the dialog). */
  onConfirm: () => Promise<string | null>;
  onClose: () => void;
}

/**
 * docs/product/payment-methods.md: Delete asks 'Are you sure you want to delete your credit card from the payment method list?'
 * with Ok/Cancel; for an eCheck the question speaks of the eCheck.
 */
export function DeleteMethodDialog({ card, onConfirm, onClose }: Props) {
  const id = useId();
  const { busy, error, run } = useSubmit();
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <DialogTitle id={`${id}-title`}>{LABELS.deleteTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>
          {card.payment_card_type === 'EC' ? DELETE_ECHECK_CONFIRM : MESSAGES.deleteCardConfirm}
        </DialogContentText>
        <DialogContentText sx={{ mt: 1, fontWeight: 600 }}>{methodName(card)}</DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy} autoFocus>
          {LABELS.cancel}
        </Button>
        <Button onClick={() => run(onConfirm)} disabled={busy} variant="contained" color="error">
          {LABELS.ok}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
