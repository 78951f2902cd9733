import { useEffect, useId, useState } from 'react';
import { Alert, Box, Button, Typography } from 'shared/ui/base';
import { Dialog, DialogActions, DialogContent, DialogTitle } from 'shared/ui/extra';
import { CHECKOUT_MESSAGES, formatCents } from 'shared';
import { LABELS, TEXTS } from '../../config/labels';
import { STILL_WAITING_AFTER_MS } from '../../config/paths';
import type { ChargePhase } from '../../types/charge-phase';
import { ReviewLines, type ReviewLine } from './review-lines';
import { SCHEDULED_LABELS } from '../../config/scheduled-labels';
import { localToday, scheduleDateMessage, ScheduleDateField, type ScheduleDate } from '../schedule-date-field';

export interface PaymentReview {
  totalCents: number;
  /** Over the lines: 'Invoices (3)', 'Deposit'. */
  heading: string;
  lines: readonly ReviewLine[];
}

/** "Pay on <date>" (docs/product/scheduled-payments.md): the documents' earliest due date, and why this method cannot, if it cannot. */
export interface ReviewSchedule {
  earliestDue: string | null;
  unavailable: string | null;
  onSchedule: (when: ScheduleDate) => void;
}

interface Props {
  review: PaymentReview;
  /** Offers "Pay on a date" beside "Pay now" (checkout only). */
  schedule?: ReviewSchedule;
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
export function ReviewDialog({ review, schedule, currency, method, phase, onPay, onClose }: Props) {
  const id = useId();
  const [later, setLater] = useState(false);
  const [when, setWhen] = useState<ScheduleDate>({ day: '', confirmLate: false });
  const today = localToday();
  const whenProblem = scheduleDateMessage(when, today, schedule?.earliestDue ?? null);
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
        {schedule && (
          <Box sx={{ mb: 2 }}>
            <Box role="group" aria-label={SCHEDULED_LABELS.date} sx={{ display: 'flex', gap: 1, mb: 1 }}>
              <Button variant={later ? 'outlined' : 'contained'} size="small" aria-pressed={!later} onClick={() => setLater(false)} disabled={busy}>
                {SCHEDULED_LABELS.payNow}
              </Button>
              <Button
                variant={later ? 'contained' : 'outlined'}
                size="small"
                aria-pressed={later}
                onClick={() => setLater(true)}
                disabled={busy || schedule.unavailable !== null}
              >
                {SCHEDULED_LABELS.payOn}
              </Button>
            </Box>
            {schedule.unavailable && (
              <Typography variant="body2" color="text.secondary" data-testid="schedule-unavailable">
                {schedule.unavailable}
              </Typography>
            )}
            {later && (
              <ScheduleDateField label={SCHEDULED_LABELS.date} value={when} onChange={setWhen} today={today} earliestDue={schedule.earliestDue} disabled={busy} />
            )}
          </Box>
        )}
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
        {schedule && later ? (
          <Button
            variant="contained"
            onClick={() => schedule.onSchedule(when)}
            loading={busy}
            loadingPosition="start"
            disabled={busy || whenProblem !== null}
          >
            {busy ? SCHEDULED_LABELS.scheduling : SCHEDULED_LABELS.scheduleButton(amount, when.day || '…')}
          </Button>
        ) : (
          <Button variant="contained" onClick={onPay} loading={busy} loadingPosition="start" disabled={busy}>
            {busy ? LABELS.paying(amount) : LABELS.payAmountButton(amount)}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
