import { useEffect } from 'react';
import { Alert, Button, Stack } from 'shared/ui/base';
import { PrintIcon } from 'shared/ui/extra';
import { Link as RouterLink } from 'shared/router';
import { CHECKOUT_MESSAGES, Page, useSelectionStore } from 'shared';
import { paidOnBehalfText } from 'shared/payments';
import { LABELS, TEXTS } from '../../../config/labels';
import { PATHS } from '../../../config/paths';
import { anyLineSucceeded, firstLineSucceeded } from '../utils/amount-paid';
import { headlineOf } from '../utils/headline';
import { useLastPaymentStore } from '../stores/last-payment';
import { PaymentStatusLines } from './payment-status-lines';
import { PrintStyles } from '../../../components/print-styles';
import { ReceiptDetails } from './receipt-details';

function BackToList() {
  return (
    <Button component={RouterLink} to={PATHS.invoices} variant="outlined">
      {LABELS.backToList}
    </Button>
  );
}

/** docs/product/checkout-and-payments.md ('Payment'): the first status line decides the outcome; every line is listed. */
export function PaymentStatusPage() {
  const last = useLastPaymentStore((s) => s.last);
  const markSelectionCompleted = useLastPaymentStore((s) => s.markSelectionCompleted);
  const completePayment = useSelectionStore((s) => s.completePayment);

  // docs/product/checkout-and-payments.md ('Selection'): once a line of an invoice payment succeeded, the selection is done. Only
  // once per payment: a reload of this page must not clear a selection made since.
  useEffect(() => {
    if (last && last.kind === 'payment' && !last.selectionCompleted && anyLineSucceeded(last)) {
      completePayment();
      markSelectionCompleted(last.id);
    }
  }, [last, completePayment, markSelectionCompleted]);

  if (!last) {
    return (
      <Page title={LABELS.paymentStatusTitle}>
        <Alert severity="info" sx={{ mb: 2 }}>
          {TEXTS.noPayment}
        </Alert>
        <BackToList />
      </Page>
    );
  }

  const success = firstLineSucceeded(last);
  return (
    <Page title={LABELS.paymentStatusTitle}>
      <PrintStyles />
      {last.checked && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="payment-checked">
          {CHECKOUT_MESSAGES.charged}
        </Alert>
      )}
      <Alert severity={success ? 'success' : 'error'} variant="filled" sx={{ mb: 2 }} data-testid="payment-outcome">
        {headlineOf(last)}
      </Alert>
      {!anyLineSucceeded(last) && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="not-charged">
          {CHECKOUT_MESSAGES.notCharged}
        </Alert>
      )}
      {last.paidBy && anyLineSucceeded(last) && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="paid-by">
          {paidOnBehalfText(last.paidBy)}
        </Alert>
      )}
      <ReceiptDetails last={last} success={success} />
      <PaymentStatusLines last={last} showAmounts={success} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 3 }} data-print="hide">
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
          {LABELS.print}
        </Button>
        <BackToList />
      </Stack>
    </Page>
  );
}
