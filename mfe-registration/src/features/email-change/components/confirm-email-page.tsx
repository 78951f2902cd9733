import { useState } from 'react';
import { Link as RouterLink, useParams } from 'shared/router';
import { Alert, Button, Typography } from 'shared/ui/base';
import { ACCOUNT_CHANGE_TEXTS, MESSAGES, errorMessage, isAxiosError, useAction } from 'shared';
import { BackToLogin } from '../../../components/back-to-login';
import { LinkState } from '../../../components/link-state';
import { PublicPage } from '../../../components/public-page';
import { LABELS } from '../../../config/labels';
import { PATHS } from '../../../config/paths';
import { confirmEmailChange } from '../api/confirm-email-change';
import { useEmailChange } from '../api/get-email-change';

type Outcome = { done: true } | { done: false; message: string } | null;

/**
 * /confirm-email/{token} (docs/security/account-changes.md): names the new address and makes it take
 * effect only when the person presses the button, so a mail scanner that opens the link changes
 * nothing. The change ends every session of the account, so the page then leads to the login.
 */
export function ConfirmEmailPage() {
  const { token = '' } = useParams();
  const change = useEmailChange(token);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const confirm = useAction(async () => {
    try {
      await confirmEmailChange(token);
      setOutcome({ done: true });
    } catch (error) {
      const dead = isAxiosError(error) && error.response?.status === 404;
      setOutcome({ done: false, message: dead ? ACCOUNT_CHANGE_TEXTS.invalidLink : errorMessage(error, MESSAGES.systemError) });
    }
  });

  return (
    <PublicPage title={LABELS.confirmEmailTitle}>
      {outcome?.done ? (
        <>
          <Alert severity="success">{ACCOUNT_CHANGE_TEXTS.confirmed}</Alert>
          <Button component={RouterLink} to={PATHS.login} variant="contained" autoFocus>
            {LABELS.continueToLogin}
          </Button>
        </>
      ) : change.data ? (
        <>
          <Typography>{ACCOUNT_CHANGE_TEXTS.confirmQuestion(change.data.email)}</Typography>
          {outcome && <Alert severity="error">{outcome.message}</Alert>}
          <Button variant="contained" onClick={() => void confirm.run()} disabled={confirm.busy}>
            {LABELS.confirmEmail}
          </Button>
          <BackToLogin />
        </>
      ) : (
        <LinkState loading={change.loading} error={change.error} retry={change.retry} invalidMessage={ACCOUNT_CHANGE_TEXTS.invalidLink} />
      )}
    </PublicPage>
  );
}
