import { useState } from 'react';
import { Alert, Box, LinearProgress, Typography } from 'shared/ui/base';
import { LoadError, Page, useSessionStore, type AutopayEnrolment, type AutopayOverview } from 'shared';
import { AUTOPAY_LABELS } from '../../../config/autopay-labels';
import { useAutopay } from '../api/autopay';
import type { UseAutopayMethods } from '../types/autopay';
import { autopayAccounts } from '../utils/autopay-accounts';
import { AutopayAccount } from './autopay-account';

/** What the server answered to a change, over the overview it was made on; a newer overview replaces them. */
interface Changes {
  base: AutopayOverview | null;
  byKey: Record<string, AutopayEnrolment | null>;
}

/**
 * /settings/autopay (docs/product/autopay.md#the-page): each account of the user with its AutoPay
 * enrolment, or Set up AutoPay. Read-only, with the server's reason, where the viewer may not
 * enrol (staff acting for a customer, or no CanMakePayment). `useMethods`: the account's saved
 * methods, composed by app/ from the payment methods and the company's rules.
 */
export function AutopayPage({ useMethods }: { useMethods: UseAutopayMethods }) {
  const { data, error, loading, retry } = useAutopay();
  const payers = useSessionStore((s) => s.payers);
  const [changes, setChanges] = useState<Changes>({ base: null, byKey: {} });
  const byKey = changes.base === data ? changes.byKey : {};
  const entries = data
    ? autopayAccounts(payers, data.Enrolments).map((entry) => (entry.key in byKey ? { ...entry, enrolment: byKey[entry.key] ?? null } : entry))
    : [];

  const changed = (key: string, enrolment: AutopayEnrolment | null) => {
    setChanges({ base: data, byKey: { ...byKey, [key]: enrolment && enrolment.State !== 'stopped' ? enrolment : null } });
    retry();
  };

  return (
    <Page title={AUTOPAY_LABELS.title}>
      <Box sx={{ display: 'grid', gap: 2, maxWidth: 760, minWidth: 0 }} aria-busy={loading}>
        <Typography color="text.secondary">{AUTOPAY_LABELS.intro}</Typography>
        {loading && !data && <LinearProgress aria-label={AUTOPAY_LABELS.loading} />}
        {error !== null && !loading && <LoadError onRetry={retry}>{AUTOPAY_LABELS.loadFailed}</LoadError>}
        {data && (
          <>
            {!data.MayEnrol && data.Reason && (
              <Alert severity="info" data-testid="autopay-reason">
                {data.Reason}
              </Alert>
            )}
            {data.MayEnrol && <Typography variant="body2">{AUTOPAY_LABELS.noticeDays(data.NoticeDays)}</Typography>}
            {entries.length === 0 && <Alert severity="info">{AUTOPAY_LABELS.noAccounts}</Alert>}
            {entries.map((entry) => (
              <AutopayAccount key={entry.key} entry={entry} overview={data} useMethods={useMethods} onChanged={changed} />
            ))}
          </>
        )}
      </Box>
    </Page>
  );
}
