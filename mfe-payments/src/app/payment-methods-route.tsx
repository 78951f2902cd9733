import type { ReactNode } from 'react';
import { Alert, LinearProgress, Paper } from 'shared/ui/base';
import { Navigate } from 'shared/router';
import { LoadError, MESSAGES, Page, usePermission } from 'shared';
import { LABELS, TEXTS } from '../config/labels';
import { PATHS } from '../config/paths';
import { usePaymentSetup } from './hooks/use-payment-setup';
import { MethodsManager } from './methods-manager';

/** /settings/payment-methods (docs/product/payment-methods.md): the selected account's methods; every method added is saved. */
export function PaymentMethodsRoute() {
  const setup = usePaymentSetup();
  const { account, rules } = setup;
  return (
    <Page title={LABELS.paymentMethodsTitle}>
      {!account && <Alert severity="info">{TEXTS.noAccount}</Alert>}
      {setup.rulesError && <LoadError onRetry={setup.retryRules} sx={{ mb: 2 }}>{MESSAGES.configurationError}</LoadError>}
      {setup.methods.error && (
        <LoadError onRetry={setup.methods.reload} sx={{ mb: 2 }}>
          {MESSAGES.payerDetailsError}
        </LoadError>
      )}
      {setup.rulesLoading && <LinearProgress aria-label={TEXTS.loadingSettings} sx={{ mb: 2 }} />}
      {account && rules && (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 720 }}>
          <MethodsManager setup={setup} alwaysSave />
        </Paper>
      )}
    </Page>
  );
}

/** docs/product/users-and-admin.md#permissions: CanManagePaymentMethods; others go to their own settings (Account). */
export function RequireManagePermission({ children }: { children: ReactNode }) {
  const allowed = usePermission('CanManagePaymentMethods');
  return allowed ? <>{children}</> : <Navigate to={PATHS.profile} replace />;
}
