import { useIsLoggedIn, useSessionUpkeep } from '../features/auth/hooks/use-session-upkeep';
import { usePortalConfigStore } from '../features/portal-config/api/get-portal-config';

/** Keeps a logged-in session alive while it is used, and ends it when it is not. */
export function SessionUpkeep() {
  const config = usePortalConfigStore((s) => s.config);
  const loggedIn = useIsLoggedIn();
  useSessionUpkeep(
    {
      idleTimeoutMinutes: config?.idleTimeoutMinutes ?? 30,
      refreshIntervalMinutes: config?.refreshIntervalMinutes ?? 5,
    },
    loggedIn,
  );
  return null;
}
