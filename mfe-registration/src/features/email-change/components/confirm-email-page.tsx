import { useState } from 'react';
import { Link as RouterLink, useParams } from 'shared/router';
import { Alert, Button, Typography } from 'shared/ui/base';
import { MESSAGES, callApi, errorMessage, useAction, useApi } from 'shared';
import { BackToLogin } from '../../../components/back-to-login';
import { LinkState } from '../../../components/link-state';
import { PublicPage } from '../../../components/public-page';
import { LABELS } from '../../../config/labels';
import { PATHS } from '../../../config/paths';
import { PUBLIC_CALL } from '../../../config/public-call';

type Outcome = { done: boolean; message: string } | null;

/**
 * /confirm-email/{token} (docs/security/account-changes.md): names the new address and makes it take
 * effect only when the person presses the button, so a mail scanner that opens the link changes
 * nothing. The change ends every session of the account, so the page then leads to the login. It
 * shows the server's answers (ACCOUNT_CHANGE_TEXTS in shared), which it does not load itself.
 */
export function ConfirmEmailPage() {
  const { token = '' } = useParams();
  // The new address the link confirms, or 404 for a dead link.
  const change = useApi('GET /users/email-change/:token', { params: { token } }, { sameForEveryUser: true, config: PUBLIC_CALL });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const confirm = useAction(async () => {
    try {
      setOutcome({ done: true, message: (await callApi('POST /users/email-change/:token', { params: { token } }, PUBLIC_CALL)).message });
    } catch (error) {
      setOutcome({ done: false, message: errorMessage(error, MESSAGES.systemError) });
    }
  });

  return (
    <PublicPage title={LABELS.confirmEmailTitle}>
      {outcome?.done ? (
        <>
          <Alert severity="success">{outcome.message}</Alert>
          <Button component={RouterLink} to={PATHS.login} variant="contained" autoFocus>
            {LABELS.continueToLogin}
          </Button>
        </>
      ) : change.data ? (
        <>
          <Typography>{LABELS.confirmEmailQuestion(change.data.email)}</Typography>
          {outcome && <Alert severity="error">{outcome.message}</Alert>}
          <Button variant="contained" onClick={() => void confirm.run()} disabled={confirm.busy}>
            {LABELS.confirmEmail}
          </Button>
          <BackToLogin />
        </>
      ) : (
        <LinkState loading={change.loading} error={change.error} retry={change.retry} invalidMessage={errorMessage(change.error, MESSAGES.systemError)} />
      )}
    </PublicPage>
  );
}
