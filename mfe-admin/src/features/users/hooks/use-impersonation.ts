import { callApi, useSessionStore, useAction } from 'shared';

/** A full load of the invoices: the shell loads the acting user's accounts with the page. */
const reloadAt = (path: string) => window.location.assign(path);

/**
 * Ticking a user starts impersonating them and goes to their invoices; unticking stops. The id is
 * cleared before either call, so neither carries the old customer's ?userid=.
 */
export function useImpersonation() {
  const impersonatedUserId = useSessionStore((s) => s.impersonatedUserId);
  const toggle = useAction(async (userId: number) => {
    const { setImpersonatedUserId } = useSessionStore.getState();
    const stopping = impersonatedUserId === userId;
    setImpersonatedUserId(null);
    if (stopping) {
      // The server records the stop.
      await callApi('DELETE /impersonation', { body: {} });
      return;
    }
    try {
      // The server records the start (docs/product/users-and-admin.md#impersonation).
      await callApi('POST /impersonation', { body: { UserId: userId } });
    } catch {
      // The server said why (a toast); the tick stays off.
      return;
    }
    setImpersonatedUserId(userId);
    reloadAt('/invoices');
  });
  return { impersonatedUserId, toggle: toggle.run, busy: toggle.busy };
}
