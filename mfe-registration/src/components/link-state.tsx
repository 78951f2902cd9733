import { lazy, Suspense } from 'react';
import { Box, CircularProgress, Typography } from 'shared/ui/base';
import { LoadError, MESSAGES, isAxiosError, type ApiErrorBody } from 'shared';
import { LABELS } from '../config/labels';

const DeadLink = lazy(() => import('./dead-link'));

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
    return (
      <Suspense fallback={null}>
        <DeadLink message={invalidMessage} reason={error.response.data?.reason} />
      </Suspense>
    );
  }
  return <LoadError onRetry={retry}>{MESSAGES.systemError}</LoadError>;
}
