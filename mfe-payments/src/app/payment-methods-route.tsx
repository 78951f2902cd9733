import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import { MESSAGES, usePermission } from 'shared';
import { Page } from '../components/page';
import { LABELS, TEXTS } from '../config/labels';
import { PATHS } from '../config/paths';
import { usePaymentSetup } from './hooks/use-payment-setup';
import { MethodsManager } from './methods-manager';

/** /settings/payment-methods (spec §2, §6): the selected account's methods; every method added is saved. */
export function PaymentMethodsRoute() {
  const setup = usePaymentSetup();
  const { account, rules } = setup;
  return (
    <Page title={LABELS.paymentMethodsTitle}>
      {!account && <Alert severity="info">{TEXTS.noAccount}</Alert>}
      {setup.rulesError && <Alert severity="error" sx={{ mb: 2 }}>{MESSAGES.configurationError}</Alert>}
      {setup.methods.error && <Alert severity="error" sx={{ mb: 2 }}>{MESSAGES.payerDetailsError}</Alert>}
      {setup.rulesLoading && <LinearProgress aria-label={TEXTS.loadingSettings} sx={{ mb: 2 }} />}
      {account && rules && (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 720 }}>
          <MethodsManager setup={setup} alwaysSave />
        </Paper>
      )}
    </Page>
  );
}

/** Spec §6: CanManagePaymentMethods; others go to their own settings (Account). */
export function RequireManagePermission({ children }: { children: ReactNode }) {
  const allowed = usePermission('CanManagePaymentMethods');
  return allowed ? <>{children}</> : <Navigate to={PATHS.profile} replace />;
}
