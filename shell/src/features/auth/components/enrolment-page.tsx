import { useState } from 'react';
import { Alert, Box, Button, Paper, Stack, Typography } from 'shared/ui/core';
import { MESSAGES, type EnrolmentResult } from 'shared';
import { PasskeySetup, RecoveryCodes, SECOND_FACTOR_TEXTS, TotpSetup } from 'shared/second-factor';
import { logout } from '../../../lib/logout';
import { loadSession } from '../api/load-session';

/**
 * What staff who have no second factor see at any address behind login, until they set one up
 * (docs/security/second-factor.md#enrolment-gate): an authenticator app or a passkey, then the
 * recovery codes, shown once. Then the profile is loaded again and the page they asked for shows.
 */
export function EnrolmentPage() {
  const [codes, setCodes] = useState<string[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  // The profile again: it no longer asks for enrolment, and the accounts come with it.
  const proceed = () => loadSession().catch(() => setFailure(MESSAGES.profileError));
  const onEnrolled = (result: EnrolmentResult) => {
    if (result.recoveryCodes.length > 0) setCodes(result.recoveryCodes);
    else void proceed();
  };

  return (
    <Box component="main" sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
      <Paper component="section" aria-labelledby="enrol-title" elevation={3} sx={{ p: { xs: 3, sm: 4 }, width: '100%', maxWidth: 520 }}>
        <Stack spacing={3}>
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
              <Button variant="text" onClick={() => void logout()}>
                Log out
              </Button>
            </>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}
