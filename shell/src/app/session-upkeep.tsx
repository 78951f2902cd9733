import { SESSION } from 'shared/core';
import { useIsLoggedIn, useSessionUpkeep } from '../features/auth/hooks/use-session-upkeep';
import { usePortalConfig } from '../lib/portal-config';

/** Keeps a logged-in session alive while it is used, and ends it when it is not. */
export function SessionUpkeep() {
  const config = usePortalConfig();
  const loggedIn = useIsLoggedIn();
  useSessionUpkeep(
    {
      idleTimeoutMinutes: config?.idleTimeoutMinutes ?? SESSION.idleTimeoutMinutes,
      refreshIntervalMinutes: config?.refreshIntervalMinutes ?? SESSION.refreshIntervalMinutes,
    },
    loggedIn,
  );
  return null;
}
