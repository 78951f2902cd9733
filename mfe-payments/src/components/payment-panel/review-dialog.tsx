import { useEffect, useId, useState } from 'react';
import { Alert, Box, Button, Typography } from 'shared/ui/base';
import { Dialog, DialogActions, DialogContent, DialogTitle } from 'shared/ui/extra';
import { CHECKOUT_MESSAGES, formatCents } from 'shared';
import { LABELS, TEXTS } from '../../config/labels';
import { STILL_WAITING_AFTER_MS } from '../../config/paths';
import type { ChargePhase } from '../../types/charge-phase';
import { ReviewLines, type ReviewLine } from './review-lines';

export interface PaymentReview {
  totalCents: number;
  /** Over the lines: 'Invoices (3)', 'Deposit'. */
  heading: string;
  lines: readonly ReviewLine[];
}

interface Props {
  review: PaymentReview;
  currency: string;
  /** The method's name, as 'Pay With' shows it. */
  method: string;
  /** null while nothing is sent; the dialog cannot be closed meanwhile. */
  phase: ChargePhase | null;
  onPay: () => void;
  onClose: () => void;
}

/** True once a payment has been on its way for a few seconds; false again when it is not. */
function useStillWaiting(paying: boolean): boolean {
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    if (!paying) return undefined;
    const timer = setTimeout(() => setWaiting(true), STILL_WAITING_AFTER_MS);
    return () => {
      clearTimeout(timer);
      setWaiting(false);
    };
  }, [paying]);
  return paying && waiting;
}

/**
 * What is about to be charged, before it is: the amount, the method and every line with its
 * amount; the Pay button names the amount and shows progress while the payment is on its way
 * (docs/product/checkout-and-payments.md#review).
 */
export function ReviewDialog({ review, currency, method, phase, onPay, onClose }: Props) {
  const id = useId();
  const busy = phase !== null;
  const amount = formatCents(review.totalCents, currency);
  const stillWaiting = useStillWaiting(phase === 'paying');
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" scroll="paper" aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>{LABELS.reviewTitle}</DialogTitle>
      <DialogContent dividers>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 2, rowGap: 1, m: 0, mb: 2 }}>
          <Typography component="dt" color="text.secondary">
            {LABELS.amount}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 700 }} data-testid="review-amount">
            {amount}
          </Typography>
          <Typography component="dt" color="text.secondary">
            {LABELS.payWith}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }} data-testid="review-method">
            {method}
          </Typography>
        </Box>
        <Typography component="h3" variant="subtitle2" gutterBottom>
          {review.heading}
        </Typography>
        <ReviewLines lines={review.lines} currency={currency} label={review.heading} />
        <Box role="status" sx={{ mt: 2 }}>
          {phase === 'checking' && <Alert severity="info">{CHECKOUT_MESSAGES.checking}</Alert>}
          {stillWaiting && (
            <Alert severity="info" data-testid="still-waiting">
              {TEXTS.stillWaiting}
            </Alert>
          )}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={busy}>
          {LABELS.cancel}
        </Button>
        <Button variant="contained" onClick={onPay} loading={busy} loadingPosition="start" disabled={busy}>
          {busy ? LABELS.paying(amount) : LABELS.payAmountButton(amount)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
