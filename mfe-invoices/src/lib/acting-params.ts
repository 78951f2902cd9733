import { useSessionStore } from 'shared';

/**
 * `?userid=` on every call made while impersonating, as the shell does for the accounts: the
 * server checks that staff act for that user (decisions §3).
 */
export function actingParams(): { userid: number } | undefined {
  const { impersonatedUserId } = useSessionStore.getState();
  return impersonatedUserId ? { userid: impersonatedUserId } : undefined;
}
