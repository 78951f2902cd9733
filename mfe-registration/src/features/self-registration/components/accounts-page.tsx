import { useState } from 'react';
import { Link as RouterLink } from 'shared/router';
import { Alert, Button, Link, Typography } from 'shared/ui/base';
import { LIMITS, LoadError, MESSAGES, type ProvenAccount } from 'shared';
import { BackToLogin } from '../../../components/back-to-login';
import { PublicPage } from '../../../components/public-page';
import { LABELS } from '../../../config/labels';
import { PATHS } from '../../../config/paths';
import { useRegistrationAccounts } from '../hooks/use-registration-accounts';
import { AddAccountFlow } from './add-account-form';
import { ProvenAccounts } from './proven-accounts';

/** /auto-register/accounts: the accounts proven so far, the add-account flow, Continue and back to login. */
export function AccountsPage() {
  const loaded = useRegistrationAccounts();
  const [proven, setProven] = useState<ProvenAccount[] | null>(null);
  const accounts = proven ?? loaded.data?.accounts ?? [];
  const atMaximum = accounts.length >= LIMITS.selfRegistrationMaxAccounts;

  return (
    <PublicPage title={LABELS.accountsTitle}>
      <Typography variant="body2">{LABELS.accountsIntro}</Typography>
      {loaded.error && !proven ? <LoadError onRetry={loaded.retry}>{MESSAGES.systemError}</LoadError> : <ProvenAccounts accounts={accounts} />}
      {atMaximum ? <Alert severity="info">{MESSAGES.maxAccounts}</Alert> : <AddAccountFlow onProven={(answer) => setProven(answer.accounts)} />}
      <Button component={RouterLink} to={PATHS.create} variant="contained" disabled={accounts.length === 0}>
        {LABELS.continue}
      </Button>
      <Typography variant="body2">
        {LABELS.noInvoiceAtHand}{' '}
        <Link component={RouterLink} to={PATHS.registrationRequest}>
          {LABELS.registrationRequestTitle}
        </Link>
      </Typography>
      <BackToLogin />
    </PublicPage>
  );
}
