import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'shared/router';
import { Alert, Box, Button, CircularProgress, Typography } from 'shared/ui/base';
import { callApi, MESSAGES } from 'shared';
import { BackToLogin } from '../../../components/back-to-login';
import { PublicPage } from '../../../components/public-page';
import { LABELS } from '../../../config/labels';
import { PATHS } from '../../../config/paths';
import { PUBLIC_CALL } from '../../../config/public-call';

type State = 'waiting' | 'complete' | 'error';

/**
 * /auto-register/confirm/{token}: waiting, then complete ('Successfully confirmed your account.' and
 * continue to login) or error ('Could not validate account.'). The link works once, so it is sent
 * once per page, whatever React renders.
 */
export function ConfirmPage() {
  const { token = '' } = useParams();
  const [state, setState] = useState<State>('waiting');
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (sent.current === token) return;
    sent.current = token;
    callApi('POST /token/auto-register/user-confirm/:token', { params: { token } }, PUBLIC_CALL).then(
      () => setState('complete'),
      () => setState('error'),
    );
  }, [token]);

  return (
    <PublicPage title={LABELS.confirmTitle}>
      {state === 'waiting' && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{LABELS.confirming}</Typography>
        </Box>
      )}
      {state === 'complete' && (
        <>
          <Alert severity="success">{MESSAGES.confirmSuccess}</Alert>
          <Button component={RouterLink} to={PATHS.login} variant="contained" autoFocus>
            {LABELS.continueToLogin}
          </Button>
        </>
      )}
      {state === 'error' && (
        <>
          <Alert severity="error">{MESSAGES.confirmFailure}</Alert>
          <BackToLogin />
        </>
      )}
    </PublicPage>
  );
}
