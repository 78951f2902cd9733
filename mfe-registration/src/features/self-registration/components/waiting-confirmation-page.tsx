import { useState } from 'react';
import { Alert, Button, Typography } from 'shared/ui/base';
import { callApi, errorMessage, MESSAGES, useAction, useSessionStore } from 'shared';
import { BackToLogin } from '../../../components/back-to-login';
import { PublicPage } from '../../../components/public-page';
import { LABELS } from '../../../config/labels';

type Outcome = { severity: 'success' | 'error'; message: string };

/** /auto-register/waiting-confirmation: where a logged-in user who has not confirmed lands; offers a new mail. */
export function WaitingConfirmationPage() {
  const loggedIn = useSessionStore((s) => Boolean(s.token));
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const resend = useAction(async () => {
    setOutcome(null);
    try {
      // As the logged-in user still waiting; the page shows a refusal itself.
      setOutcome({ severity: 'success', message: (await callApi('PUT /token/auto-register/resend-confirmation', {}, { skipErrorToast: true })).message });
    } catch (error) {
      setOutcome({ severity: 'error', message: errorMessage(error, MESSAGES.systemError) });
    }
  });

  return (
    <PublicPage title={LABELS.waitingTitle}>
      <Typography>{LABELS.waitingText}</Typography>
      {outcome && <Alert severity={outcome.severity}>{outcome.message}</Alert>}
      {loggedIn ? (
        <Button variant="contained" onClick={() => void resend.run()} disabled={resend.busy}>
          {LABELS.resendConfirmation}
        </Button>
      ) : (
        <Typography variant="body2">{LABELS.logInToResend}</Typography>
      )}
      <BackToLogin />
    </PublicPage>
  );
}
