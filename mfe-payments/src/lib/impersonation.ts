import { useSessionStore } from 'shared';

/**
 * Spec §6: staff impersonating a customer act on that customer's accounts, so every call of this
 * remote names the impersonated user (`?userid=`), as the shell does when it loads the accounts.
 */
export function impersonationParams(): { userid: number } | undefined {
  const userId = useSessionStore.getState().impersonatedUserId;
  return userId ? { userid: userId } : undefined;
}
