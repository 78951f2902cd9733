import { useMemo } from 'react';
import { Alert, Box, Button, LinearProgress, Typography } from 'shared/ui/base';
import { ArrowBackIcon as ArrowBack } from 'shared/ui/more';
import { Navigate, Link as RouterLink } from 'shared/router';
import { LoadError, MESSAGES, Page, useSelectionStore } from 'shared';
import { PaymentPanel } from '../components/payment-panel/payment-panel';
import { LABELS, TEXTS } from '../config/labels';
import { PATHS } from '../config/paths';
import { CheckoutList } from '../features/checkout/components/checkout-list';
import { useSelectedInvoices } from '../features/checkout/hooks/use-selected-invoices';
import type { InvoiceRules } from '../features/checkout/types/invoice-rules';
import { useCheckoutPay } from './hooks/use-checkout-pay';
import { useCheckoutSchedule } from './hooks/use-checkout-schedule';
import { MethodsManager } from './methods-manager';
import { usePaymentSetup } from './hooks/use-payment-setup';
import { TwoColumns } from '../components/two-columns';
import { PhonePayBar, PAYMENT_PANEL_ID } from '../components/phone-pay-bar';

/** /invoices/pay: the selected invoices beside the payment panel (docs/product/checkout-and-payments.md#checkout-page). */
export function CheckoutRoute() {
  const invoices = useSelectedInvoices();
  // Kept by the selection store change by change: no sum over every invoice per keystroke.
  const summary = useSelectionStore((s) => s.summary);
  const setup = usePaymentSetup();
  const { check, pay, review } = useCheckoutPay(invoices, setup);
  const schedule = useCheckoutSchedule(invoices, setup, check);
  const { rules, methods } = setup;
  const rowRules = useMemo<InvoiceRules | null>(
    () =>
      rules && {
        partialAllowed: rules.partialAllowed,
        overpaymentAllowed: rules.overpaymentAllowed,
        reasonsRequired: rules.reasonsRequired,
        reasonCodes: rules.openReasonCodes,
      },
    [rules],
  );
  const { totals } = summary;

  // docs/product/checkout-and-payments.md: nothing to pay, back to the list (also after the last invoice is removed).
  if (invoices.length === 0) return <Navigate to={PATHS.invoices} replace />;
  const currency = invoices[0]!.document.currency_key;

  return (
    <Page title={LABELS.checkoutTitle}>
      <Button component={RouterLink} to={PATHS.invoices} startIcon={<ArrowBack />} sx={{ mb: 2 }}>
        {LABELS.backToList}
      </Button>
      {!setup.account && <Alert severity="info" sx={{ mb: 2 }}>{TEXTS.noAccount}</Alert>}
      {setup.rulesError && <LoadError onRetry={setup.retryRules} sx={{ mb: 2 }}>{MESSAGES.configurationError}</LoadError>}
      {setup.rulesLoading && <LinearProgress aria-label={TEXTS.loadingSettings} sx={{ mb: 2 }} />}
      {rules && rowRules && (
        <TwoColumns>
          <Box component="section" aria-labelledby="checkout-selected-heading" sx={{ minWidth: 0 }}>
            <Typography id="checkout-selected-heading" component="h2" variant="h6" sx={{ mb: 1 }} data-testid="selected-count">
              {LABELS.selectedCount(summary.count)}
            </Typography>
            <CheckoutList invoices={invoices} rules={rowRules} />
          </Box>
          {/* Beside a long list the panel stays in view, below the shell's sticky top bar (56 px on a phone, 64 px from sm up); on a phone the bar below leads to it. */}
          <Box id={PAYMENT_PANEL_ID} data-testid="payment-panel-column" sx={{ position: { md: 'sticky' }, top: { md: 64 + 16 }, scrollMarginTop: { xs: 56 + 16, sm: 64 + 16 } }}>
            <PaymentPanel
              mode="invoice"
              currency={currency}
              totals={{ totalCents: totals.invoiceCents, payCents: totals.payCents, overpayingCents: totals.overpayingCents, creditCents: totals.creditCents }}
              overpaymentAllowed={rules.overpaymentAllowed}
              methods={methods.methods}
              methodsLoading={methods.loading}
              methodsError={methods.error}
              onRetryMethods={methods.reload}
              needsCvv={setup.needsCvv}
              canPay={setup.canPay}
              onCheck={check}
              review={review}
              onPay={pay}
              {...(setup.canPay ? { schedule } : {})}
              manager={({ select }) => <MethodsManager setup={setup} onAdded={select} />}
            />
          </Box>
        </TwoColumns>
      )}
      {rules && <PhonePayBar payCents={totals.payCents} currency={currency} />}
    </Page>
  );
}
