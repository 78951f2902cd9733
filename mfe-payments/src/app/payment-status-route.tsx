import { Alert } from 'shared/ui/base';
import { MESSAGES, Page } from 'shared';
import { ErrorBoundary } from '../components/error-boundary';
import { LABELS } from '../config/labels';
import { PaymentStatusPage } from '../features/payments/components/payment-status-page';

/** docs/product/checkout-and-payments.md: the status page's own error text; the payment may have gone through anyway. */
export function PaymentStatusRoute() {
  return (
    <ErrorBoundary
      fallback={
        <Page title={LABELS.paymentStatusTitle}>
          <Alert severity="error">{MESSAGES.paymentStatusError}</Alert>
        </Page>
      }
    >
      <PaymentStatusPage />
    </ErrorBoundary>
  );
}
