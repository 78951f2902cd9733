import { Alert, Box, Button, CircularProgress, Typography } from 'shared/ui/base';
import { Link as RouterLink } from 'shared/router';
import { LoadError, MESSAGES, isAxiosError, type ApiErrorBody } from 'shared';
import { LABELS } from '../config/labels';
import { PATHS } from '../config/paths';
import { BackToLogin } from './back-to-login';

/** Why the server says the link is dead, if it knows (used, expired or unknown). */
const whyDead = (reason: string | undefined): string | null =>
  reason && reason in LABELS.deadLink ? LABELS.deadLink[reason as keyof typeof LABELS.deadLink] : null;

/**
 * What a mailed link's page shows before its form: a spinner while the link is checked, the
 * page's invalid-link message for a 404 with why the link is dead and the way to a new one
 * (docs/product/registration.md#dead-links), or a retry when the server could not be asked.
 */
export function LinkState({ loading, error, retry, invalidMessage }: { loading: boolean; error: unknown; retry: () => void; invalidMessage: string }) {
  if (loading) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>{LABELS.loadingLink}</Typography>
      </Box>
    );
  }
  if (isAxiosError<ApiErrorBody>(error) && error.response?.status === 404) {
    const why = whyDead(error.response.data?.reason);
    return (
      <>
        <Alert severity="error">
          {invalidMessage}
          {why && <Typography variant="body2" data-testid="dead-link-reason">{why}</Typography>}
        </Alert>
        <Typography variant="body2">{LABELS.newLinkHint}</Typography>
        {/* A reset link sets a password as an invite does, so one way serves both (docs/product/registration.md#dead-links). */}
        <Button component={RouterLink} to={PATHS.requestReset} variant="contained">
          {LABELS.sendNewLink}
        </Button>
        <BackToLogin />
      </>
    );
  }
  return <LoadError onRetry={retry}>{MESSAGES.systemError}</LoadError>;
}
