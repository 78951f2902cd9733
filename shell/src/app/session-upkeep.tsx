import { useEffect } from 'react';
import { handleReauth } from 'shared';
import { SESSION } from 'shared/core';
import { useIsLoggedIn, useSessionUpkeep } from '../features/auth/hooks/use-session-upkeep';
import { usePortalConfig } from '../lib/portal-config';

/**
 * Keeps a logged-in session alive while it is used, and ends it when it is not; answers the API
 * client's requests for re-authentication with the dialog (docs/security/second-factor.md#step-up).
 */
export function SessionUpkeep() {
  const config = usePortalConfig();
  const loggedIn = useIsLoggedIn();
  const brandId = config?.theme ?? 1;
  useEffect(() => {
    handleReauth(() => import('../features/auth/components/reauth-prompt').then((m) => m.askReauth(brandId)));
    return () => handleReauth(null);
  }, [brandId]);
  useSessionUpkeep(
    {
      idleTimeoutMinutes: config?.idleTimeoutMinutes ?? SESSION.idleTimeoutMinutes,
      refreshIntervalMinutes: config?.refreshIntervalMinutes ?? SESSION.refreshIntervalMinutes,
    },
    loggedIn,
  );
  return null;
}
