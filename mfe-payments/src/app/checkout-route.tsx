import { useMemo } from 'react';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { MESSAGES, payTotals } from 'shared';
import { Page } from '../components/page';
import { PaymentPanel } from '../components/payment-panel/payment-panel';
import { LABELS, TEXTS } from '../config/labels';
import { PATHS } from '../config/paths';
import { CheckoutList } from '../features/checkout/components/checkout-list';
import { useSelectedInvoices } from '../features/checkout/hooks/use-selected-invoices';
import { useCheckoutPay } from './hooks/use-checkout-pay';
import { MethodsManager } from './methods-manager';
import { usePaymentSetup } from './hooks/use-payment-setup';
import { TwoColumns } from '../components/two-columns';

/** /invoices/pay: the selected invoices beside the payment panel (spec §2 'Checkout'). */
export function CheckoutRoute() {
  const invoices = useSelectedInvoices();
  const setup = usePaymentSetup();
  const onPay = useCheckoutPay(invoices, setup);
  const { rules, methods } = setup;
  const rows = useMemo(() => invoices.map((i) => ({ amount: i.amount, openAmount: i.document.open_amount })), [invoices]);
  const totals = payTotals(rows);

  // Spec §2: nothing to pay, back to the list (also after the last invoice is removed).
  if (invoices.length === 0) return <Navigate to={PATHS.invoices} replace />;

  return (
    <Page title={LABELS.checkoutTitle}>
      <Button component={RouterLink} to={PATHS.invoices} startIcon={<ArrowBack />} sx={{ mb: 2 }}>
        {LABELS.backToList}
      </Button>
      {!setup.account && <Alert severity="info" sx={{ mb: 2 }}>{TEXTS.noAccount}</Alert>}
      {setup.rulesError && <Alert severity="error" sx={{ mb: 2 }}>{MESSAGES.configurationError}</Alert>}
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
              totals={{ total: totals.invoiceTotal, payTotal: totals.payTotal, overpaying: totals.overpaying, creditTotal: totals.creditTotal }}
              overpaymentAllowed={rules.overpaymentAllowed}
              methods={methods.methods}
              methodsLoading={methods.loading}
              methodsError={methods.error}
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
