import { Alert, Box, CircularProgress, Typography } from 'shared/ui/base';
import { LoadError, MESSAGES, isAxiosError } from 'shared';
import { LABELS } from '../config/labels';
import { BackToLogin } from './back-to-login';

/**
 * What a mailed link's page shows before its form: a spinner while the link is checked, the
 * page's invalid-link message for a 404 (unknown, used or expired alike), or a retry when the
 * server could not be asked.
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
  if (isAxiosError(error) && error.response?.status === 404) {
    return (
      <>
        <Alert severity="error">{invalidMessage}</Alert>
        <BackToLogin />
      </>
    );
  }
  return <LoadError onRetry={retry}>{MESSAGES.systemError}</LoadError>;
}
