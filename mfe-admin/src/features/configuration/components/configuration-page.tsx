import { Stack, Typography } from 'shared/ui/base';
import { LoadError, MESSAGES, Page, useApi } from 'shared';
import { LABELS } from '../../../config/labels';
import { useAdminForms } from '../../../hooks/use-admin-forms';
import { ConfigurationForm } from './configuration-form';
import { ErpConfigurationSection } from './erp-configuration-section';

/**
 * /settings/configuration (CanEditSystemConfig). Nothing here needs the ERP, so the page works
 * while the ERP connection is bad, when the shell sends administrators here to repair it.
 */
export function ConfigurationPage() {
  // Its errors show as the page's own LoadError, not a toast.
  const configuration = useApi('GET /configuration', {}, { sameForEveryUser: true, config: { skipErrorToast: true } });
  const forms = useAdminForms();
  return (
    <Page title={LABELS.configurationTitle}>
      <Stack spacing={3}>
        {configuration.error ? <LoadError onRetry={configuration.retry}>{MESSAGES.configurationError}</LoadError> : null}
        {forms.error ? <LoadError onRetry={forms.retry}>{MESSAGES.pageRenderError}</LoadError> : null}
        {(configuration.loading && !configuration.data) || (forms.loading && !forms.data) ? <Typography role="status">{LABELS.loading}</Typography> : null}
        {/* Keyed by the load, so a Retry starts the form from what the server has now. */}
        {configuration.data && forms.data ? (
          <ConfigurationForm key={JSON.stringify(configuration.data)} initial={configuration.data} forms={forms.data} />
        ) : null}
        <ErpConfigurationSection />
      </Stack>
    </Page>
  );
}
