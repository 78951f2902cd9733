import { MESSAGES, toast, useSessionStore } from 'shared/core';
import { askErpStatusEarly, isErpUp } from '../../../lib/erp-status';
import { getUserAccounts } from './get-user-accounts';
import { getUserPayers } from './get-user-payers';

/** Stands for the accounts when the ERP is known to be down: the ERP status gate sends the user on. */
const ERP_DOWN = Symbol('erp-down');

/**
 * The ERP's status first, then the profile, then the accounts. The user is stored last: pages wait
 * for the user, so they find the accounts already there. The accounts come from the ERP: once the
 * status says it is down, they are not waited for (docs/product/session-and-login.md#the-erp-down-gate).
 */
export async function loadSession(signal?: AbortSignal): Promise<void> {
  const erp = askErpStatusEarly();
  const user = await getUserAccounts(signal);
  const accounts = new AbortController();
  const abort = () => accounts.abort();
  signal?.addEventListener('abort', abort, { once: true });
  const erpDown = erp.then((status) => (isErpUp(status) ? new Promise<never>(() => undefined) : ERP_DOWN));
  try {
    const payers = await Promise.race([getUserPayers(accounts.signal), erpDown]);
    if (payers === ERP_DOWN) accounts.abort();
    else useSessionStore.getState().setPayers(payers);
  } catch {
    if (signal?.aborted) throw signal.reason;
    // Accounts come from the ERP; without them the user still gets in, and the ERP status gate
    // decides where they may go.
    toast.error(MESSAGES.payersError);
  } finally {
    signal?.removeEventListener('abort', abort);
  }
  useSessionStore.getState().setUser(user);
}
