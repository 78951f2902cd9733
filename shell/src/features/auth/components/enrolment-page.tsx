import { useState } from 'react';
import { Alert, Button, Stack, Typography } from 'shared/ui/core';
import { Navigate, useNavigate } from 'shared/router';
import { MESSAGES, useSessionStore, type EnrolmentResult } from 'shared';
import { PasskeySetup, RecoveryCodes, SECOND_FACTOR_TEXTS, TotpSetup } from 'shared/second-factor';
import { logout } from '../../../lib/logout';
import { loadSession } from '../api/load-session';
import { landingAfterLogin } from '../utils/last-visited';

/**
 * /second-factor: staff who have no second factor set one up here before anything else
 * (docs/security/second-factor.md#enrolment-gate): an authenticator app or a passkey, then the
 * recovery codes, shown once.
 */
export function EnrolmentPage() {
  const navigate = useNavigate();
  const token = useSessionStore((s) => s.token);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (!token) return <Navigate to="/login" replace />;

  const proceed = async () => {
    try {
      // The profile again: it no longer asks for enrolment, and the accounts come with it.
      await loadSession();
      navigate(landingAfterLogin(), { replace: true });
    } catch {
      setFailure(MESSAGES.profileError);
    }
  };
  const onEnrolled = (result: EnrolmentResult) => {
    if (result.recoveryCodes.length > 0) setCodes(result.recoveryCodes);
    else void proceed();
  };
  const leave = async () => {
    await logout();
    navigate('/login', { replace: true });
  };

  return (
    <Stack spacing={3} aria-labelledby="enrol-title" component="section">
      <Typography id="enrol-title" variant="h5" component="h1">
        {SECOND_FACTOR_TEXTS.enrolTitle}
      </Typography>
      {failure && <Alert severity="error">{failure}</Alert>}
      {codes ? (
        <RecoveryCodes codes={codes} onDone={proceed} />
      ) : (
        <>
          <Alert severity="info">{SECOND_FACTOR_TEXTS.enrolmentRequired}</Alert>
          <TotpSetup onEnrolled={onEnrolled} />
          <PasskeySetup onEnrolled={onEnrolled} />
          <Button variant="text" onClick={leave}>
            Log out
          </Button>
        </>
      )}
    </Stack>
  );
}
