import { useMemo } from 'react';
import { Alert, Box, Button, LinearProgress } from 'shared/ui/base';
import { ArrowBackIcon as ArrowBack } from 'shared/ui/more';
import { Navigate, Link as RouterLink } from 'shared/router';
import { LoadError, MESSAGES, Page, payTotals } from 'shared';
import { PaymentPanel } from '../components/payment-panel/payment-panel';
import { LABELS, TEXTS } from '../config/labels';
import { PATHS } from '../config/paths';
import { CheckoutList } from '../features/checkout/components/checkout-list';
import { useSelectedInvoices } from '../features/checkout/hooks/use-selected-invoices';
import { useCheckoutPay } from './hooks/use-checkout-pay';
import { MethodsManager } from './methods-manager';
import { usePaymentSetup } from './hooks/use-payment-setup';
import { TwoColumns } from '../components/two-columns';

/** /invoices/pay: the selected invoices beside the payment panel (docs/product/checkout-and-payments.md#checkout-page). */
export function CheckoutRoute() {
  const invoices = useSelectedInvoices();
  const setup = usePaymentSetup();
  const onPay = useCheckoutPay(invoices, setup);
  const { rules, methods } = setup;
  const rows = useMemo(() => invoices.map((i) => ({ amount: i.amount, openAmount: i.document.open_amount })), [invoices]);
  const totals = payTotals(rows);

  // docs/product/checkout-and-payments.md: nothing to pay, back to the list (also after the last invoice is removed).
  if (invoices.length === 0) return <Navigate to={PATHS.invoices} replace />;

  return (
    <Page title={LABELS.checkoutTitle}>
      <Button component={RouterLink} to={PATHS.invoices} startIcon={<ArrowBack />} sx={{ mb: 2 }}>
        {LABELS.backToList}
      </Button>
      {!setup.account && <Alert severity="info" sx={{ mb: 2 }}>{TEXTS.noAccount}</Alert>}
      {setup.rulesError && <LoadError onRetry={setup.retryRules} sx={{ mb: 2 }}>{MESSAGES.configurationError}</LoadError>}
      {setup.rulesLoading && <LinearProgress aria-label={TEXTS.loadingSettings} sx={{ mb: 2 }} />}
      {rules && (
        <TwoColumns>
          <CheckoutList
            invoices={invoices}
            rules={{
              partialAllowed: rules.partialAllowed,
              overpaymentAllowed: rules.overpaymentAllowed,
              reasonsRequired: rules.reasonsRequired,
              reasonCodes: rules.openReasonCodes,
            }}
          />
          <Box>
            <PaymentPanel
              mode="invoice"
              currency={invoices[0]!.document.currency_key}
              totals={{ totalCents: totals.invoiceCents, payCents: totals.payCents, overpayingCents: totals.overpayingCents, creditCents: totals.creditCents }}
              overpaymentAllowed={rules.overpaymentAllowed}
              methods={methods.methods}
              methodsLoading={methods.loading}
              methodsError={methods.error}
              onRetryMethods={methods.reload}
              needsCvv={setup.needsCvv}
              canPay={setup.canPay}
              onPay={onPay}
              manager={({ select }) => <MethodsManager setup={setup} onAdded={select} />}
            />
          </Box>
        </TwoColumns>
      )}
    </Page>
  );
}
