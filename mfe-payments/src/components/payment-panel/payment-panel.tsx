import { useId, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Paper, Stack, Typography } from 'shared/ui/base';
import { Collapse } from 'shared/ui/extra';
import { LoadError, MESSAGES, useAction, type PaymentCard } from 'shared';
import { LABELS, TEXTS } from '../../config/labels';
import { defaultMethodId, methodIdOf } from '../../lib/payment-method';
import type { PaymentMethodOption } from '../../types/payment-method';
import { CvvField } from './cvv-field';
import { PayWithSelect } from './pay-with-select';
import { PaymentTotals, type PanelTotals } from './payment-totals';
import { ReviewDialog, type PaymentReview } from './review-dialog';
import type { ScheduleDate } from '../schedule-date-field';
import type { ChargePhase } from '../../types/charge-phase';

export interface PayChoice {
  method: PaymentMethodOption | null;
  /** The CVV typed, or '' when the field is not shown for the method. */
  cvv: string;
}

/** What the panel lets its methods manager do. */
export interface PanelActions {
  /** Selects a method in 'Pay With' (a card or eCheck just added). */
  select: (card: PaymentCard) => void;
}

export interface PaymentPanelProps {
  mode: 'invoice' | 'deposit';
  currency: string;
  totals: PanelTotals;
  overpaymentAllowed: boolean;
  methods: readonly PaymentMethodOption[];
  methodsLoading?: boolean;
  methodsError?: boolean;
  /** Loads the methods again after methodsError. */
  onRetryMethods?: () => void;
  /** docs/product/constants.md: cvv_use_control '1' and not an eCheck. */
  needsCvv: (method: PaymentMethodOption | null) => boolean;
  /** CanMakePayment, or impersonating (docs/product/checkout-and-payments.md). */
  canPay: boolean;
  /**
   * The Pay click's checks (docs/product/checkout-and-payments.md#pay-click-checks): the first
   * message, or null. Also run again on every render while its message shows, so the message goes
   * once its cause is fixed. `clicked` is true for the click itself (a form may mark its fields).
   */
  onCheck: (choice: PayChoice, clicked: boolean) => string | null;
  /** What the review shows: read when it opens. */
  review: () => PaymentReview;
  /** Sends the payment; resolves to the message to show by the button, or null when it went. */
  onPay: (choice: PayChoice, onPhase: (phase: ChargePhase) => void) => Promise<string | null>;
  /** Checkout's "Pay on <date>" (docs/product/scheduled-payments.md); absent: pay now only. */
  schedule?: {
    earliestDue: string | null;
    /** Why the method cannot pay on a date, or null. */
    unavailable: (method: PaymentMethodOption | null) => string | null;
    /** Schedules it; resolves to the message to show, or null once done (the page moves on). */
    onSchedule: (choice: PayChoice, when: ScheduleDate) => Promise<string | null>;
  };
  /** What 'Manage Payment Methods' reveals: the methods manager. */
  manager: ReactNode | ((actions: PanelActions) => ReactNode);
}

/** docs/product/checkout-and-payments.md#payment-panel, shared by checkout and deposits; the page supplies the rules. */
export function PaymentPanel(props: PaymentPanelProps) {
  const { mode, currency, totals, overpaymentAllowed, methods, needsCvv, canPay, onPay, manager } = props;
  const ids = useId();
  // null until the customer picks: the default method is preselected, also once it has loaded.
  const [picked, setPicked] = useState<string | null>(null);
  const [cvv, setCvv] = useState('');
  // A check's message is worked out again each render (it goes once fixed); a payment's stays.
  const [error, setError] = useState<{ message: string; check: boolean } | null>(null);
  const [review, setReview] = useState<PaymentReview | null>(null);
  const [phase, setPhase] = useState<ChargePhase | null>(null);
  const [showManager, setShowManager] = useState(false);

  const methodId = picked ?? defaultMethodId(methods);
  const method = methods.find((m) => m.id === methodId) ?? null;
  const cvvShown = needsCvv(method);

  const choice: PayChoice = { method, cvv: cvvShown ? cvv : '' };
  const message = error?.check ? props.onCheck(choice, false) : (error?.message ?? null);

  const actions: PanelActions = {
    select: (card) => {
      setPicked(methodIdOf(card));
      setError(null);
    },
  };

  const openReview = () => {
    const problem = props.onCheck(choice, true);
    setError(problem ? { message: problem, check: true } : null);
    if (!problem) setReview(props.review());
  };

  // One payment at a time: a second click before React re-renders starts nothing.
  const { run: pay, busy } = useAction(async () => {
    setError(null);
    const failure = await onPay(choice, setPhase);
    setPhase(null);
    setReview(null);
    if (failure) setError({ message: failure, check: false });
  });
  const scheduling = useAction(async (when: ScheduleDate) => {
    if (!props.schedule) return;
    setError(null);
    setPhase('paying');
    const failure = await props.schedule.onSchedule(choice, when);
    setPhase(null);
    setReview(null);
    if (failure) setError({ message: failure, check: false });
  });
  const working = busy || scheduling.busy;

  return (
    <Paper component="section" variant="outlined" aria-labelledby={`${ids}-heading`} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={`${ids}-heading`} variant="h5" component="h2" gutterBottom>
        {LABELS.payment}
      </Typography>
      <PaymentTotals mode={mode} currency={currency} totals={totals} overpaymentAllowed={overpaymentAllowed} />
      <Stack spacing={2} sx={{ mt: 2 }}>
        {props.methodsError && <LoadError onRetry={props.onRetryMethods}>{MESSAGES.payerDetailsError}</LoadError>}
        <PayWithSelect
          methods={methods}
          value={method ? methodId : ''}
          onChange={(id) => {
            setPicked(id);
            setError(null);
          }}
          loading={props.methodsLoading}
          disabled={busy}
        />
        {cvvShown && <CvvField value={cvv} onChange={setCvv} disabled={busy} />}
        {message && (
          <Alert severity="error" id={`${ids}-error`} data-testid="pay-error">
            {/* What went wrong, then on its own line what it means for the customer's money. */}
            {message.split('\n').map((line) => (
              <Box component="span" key={line} sx={{ display: 'block' }}>
                {line}
              </Box>
            ))}
          </Alert>
        )}
        {!canPay && (
          <Alert severity="info" id={`${ids}-view-only`} data-testid="view-only-note">
            {TEXTS.viewOnly}
          </Alert>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="contained"
            size="large"
            onClick={openReview}
            disabled={busy || !canPay}
            aria-describedby={message ? `${ids}-error` : !canPay ? `${ids}-view-only` : undefined}
            sx={{ minWidth: 140, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
          >
            {LABELS.pay}
          </Button>
          <Button
            variant="text"
            onClick={() => setShowManager((v) => !v)}
            aria-expanded={showManager}
            aria-controls={`${ids}-manager`}
            sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
          >
            {showManager ? LABELS.hideMethods : LABELS.manageMethods}
          </Button>
        </Box>
        <Collapse in={showManager}>
          <Box id={`${ids}-manager`} role="region" aria-label={LABELS.manageMethods}>
            {typeof manager === 'function' ? manager(actions) : manager}
          </Box>
        </Collapse>
      </Stack>
      {review && method && (
        <ReviewDialog
          review={review}
          currency={currency}
          method={method.label}
          phase={working ? (phase ?? 'paying') : null}
          onPay={() => void pay()}
          {...(props.schedule
            ? {
                schedule: {
                  earliestDue: props.schedule.earliestDue,
                  unavailable: props.schedule.unavailable(method),
                  onSchedule: (when: ScheduleDate) => void scheduling.run(when),
                },
              }
            : {})}
          onClose={() => setReview(null)}
        />
      )}
    </Paper>
  );
}
