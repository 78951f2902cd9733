import { Alert, Box, Button, LinearProgress, Stack, Typography } from 'shared/ui/base';
import { LoadError, Page, useApi, useSessionStore, type SystemStatusResponse } from 'shared';
import { ClientReportsSection, useClientReports } from './client-reports-section';
import { JobQueueSection } from './job-queue-section';
import { ScriptInventorySection } from './script-inventory-section';
import { CanarySection } from './canary-section';
import { TamperCheckSection } from './tamper-check-section';
import { InstancesTable, RemotesTable, shownTime } from './system-tables';

/**
 * /system, the operators' page (docs/operations/deploying.md#the-operators-page): the shell's
 * version, each remote's live release and since when, the API servers that answer, and the ERP.
 */
export function SystemPage() {
  const allowed = useSessionStore((s) => Boolean(s.user?.Permissions.includes('CanEditSystemConfig')));
  // Loaded when the page opens and again on "Check again"; the same whoever is impersonated. The
  // page shows its own error, and the API server refuses anyone without CanEditSystemConfig.
  const { data, error, loading, retry } = useApi('GET /system/status', allowed ? {} : null, {
    config: { skipErrorToast: true },
    sameForEveryUser: true,
  });
  const reports = useClientReports(allowed);
  const checkAgain = () => {
    retry();
    reports.retry();
  };

  if (!allowed) {
    return (
      <Page title="System">
        <Alert severity="warning">Only users who may edit the system configuration can see this page.</Alert>
      </Page>
    );
  }
  return (
    <Page title="System">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
        <Typography color="text.secondary">{data ? `Checked ${shownTime(data.checkedAt)}` : 'Checking…'}</Typography>
        <Button variant="outlined" size="small" onClick={checkAgain} disabled={loading}>
          Check again
        </Button>
      </Stack>
      {loading && <LinearProgress aria-label="Checking what runs" sx={{ mb: 2 }} />}
      {error !== null && !data && <LoadError onRetry={retry}>The system status could not be loaded.</LoadError>}
      {data && <SystemStatus status={data} />}
      <Box sx={{ mt: 3 }}>
        <TamperCheckSection />
      </Box>
      <Box sx={{ mt: 3 }}>
        <ClientReportsSection reports={reports} />
      </Box>
    </Page>
  );
}

function SystemStatus({ status }: { status: SystemStatusResponse }) {
  const { shell, api, erp } = status;
  return (
    <Stack spacing={3}>
      <Box component="section" aria-labelledby="system-shell">
        <Typography id="system-shell" variant="h6" component="h2">Shell</Typography>
        <Typography data-testid="shell-version">
          Version {shell.version ?? 'unknown'}
          {shell.release ? ` (release ${shell.release}, live since ${shownTime(shell.liveSince)})` : ''}
        </Typography>
      </Box>
      <Box component="section" aria-labelledby="system-remotes">
        <Typography id="system-remotes" variant="h6" component="h2">Remotes</Typography>
        <RemotesTable remotes={status.remotes} />
      </Box>
      <Box component="section" aria-labelledby="system-api">
        <Typography id="system-api" variant="h6" component="h2">API server</Typography>
        <Typography data-testid="api-summary">
          Version {api.version}, {api.instances.length} {api.instances.length === 1 ? 'instance answers' : 'instances answer'}
        </Typography>
        <InstancesTable instances={api.instances} />
      </Box>
      <Box component="section" aria-labelledby="system-erp">
        <Typography id="system-erp" variant="h6" component="h2">ERP connection</Typography>
        <Alert severity={erp.connected ? 'success' : 'error'} data-testid="erp-status">
          {erp.connected ? 'Connected' : 'Error'}: {erp.message}
        </Alert>
      </Box>
      <JobQueueSection />
      <CanarySection />
      <ScriptInventorySection />
    </Stack>
  );
}
