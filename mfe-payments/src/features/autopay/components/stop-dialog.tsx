import { useId, useState } from 'react';
import { Alert, Button } from 'shared/ui/base';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from 'shared/ui/extra';
import { errorMessage, useAction, type AutopayEnrolment } from 'shared';
import { AUTOPAY_LABELS } from '../../../config/autopay-labels';
import { stopAutopay } from '../api/autopay';

interface Props {
  enrolment: AutopayEnrolment;
  accountLabel: string;
  onStopped: (enrolment: AutopayEnrolment) => void;
  onClose: () => void;
}

/** Stop asks first: a stopped enrolment needs the agreement accepted again (docs/product/autopay.md#the-page). */
export function StopDialog({ enrolment, accountLabel, onStopped, onClose }: Props) {
  const id = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const stop = useAction(async () => {
    setRefusal(null);
    try {
      onStopped(await stopAutopay(enrolment.Id));
    } catch (error) {
      setRefusal(errorMessage(error, AUTOPAY_LABELS.failed));
    }
  });
  return (
    <Dialog open onClose={stop.busy ? undefined : onClose} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <DialogTitle id={`${id}-title`}>{AUTOPAY_LABELS.stopTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{AUTOPAY_LABELS.stopText(accountLabel)}</DialogContentText>
        {refusal && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {refusal}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={stop.busy} autoFocus>
          {AUTOPAY_LABELS.cancel}
        </Button>
        <Button onClick={() => void stop.run()} disabled={stop.busy} variant="contained" color="error">
          {stop.busy ? AUTOPAY_LABELS.stopping : AUTOPAY_LABELS.stop}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
