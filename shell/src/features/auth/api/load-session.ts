import { callApi, readEarlyAnswers, takeEarly } from 'shared';
import { MESSAGES, toast, useSessionStore } from 'shared/core';
import { askErpStatusEarly } from '../../../lib/erp-status';
import { isErpUp } from '../../../lib/erp-up';

/**
 * The ERP's status, the profile and the accounts, asked together: one round trip, not three
 * (docs/architecture/data-loading.md#first-rows). The user is stored last: pages wait for the
 * user, so they find the accounts already there. The accounts come from the ERP: once the status
 * says it is down, they are not waited for (docs/product/session-and-login.md#erp-down-gate);
 * their answer, should it come, is dropped.
 * Staff who must first set up a second factor get no accounts: the server refuses them everything
 * but enrolment (docs/security/second-factor.md#enrolment-gate), so their refused call is dropped.
 */
export async function loadSession(signal?: AbortSignal): Promise<void> {
  // Every early answer is read as it comes, the invoice search's too: the list, rendering later,
  // finds its answer read and shows its rows in its first render.
  readEarlyAnswers();
  const erpDown = askErpStatusEarly().then((status) => (isErpUp(status) ? new Promise<never>(() => undefined) : null));
  // A reloaded page's early script may have asked already (shell/src/lib/early-session): its answers are taken.
  const profile = takeEarly('POST /token/getuseraccounts', () => callApi('POST /token/getuseraccounts', { body: {} }, { signal }));
  // The accounts of the user, or of the impersonated user: the API client names them.
  const accounts = takeEarly('POST /customer/getuserpayers', () =>
    callApi('POST /customer/getuserpayers', { body: {} }, { signal, skipErrorToast: true }),
  ).then((data) => data.HeaderItems);
  // Read below only when the profile allows it; never an unhandled rejection.
  accounts.catch(() => undefined);
  const user = await profile;
  if (!user.SecondFactorEnrolmentRequired) {
    try {
      const payers = await Promise.race([accounts, erpDown]);
      if (payers) useSessionStore.getState().setPayers(payers);
    } catch {
      if (signal?.aborted) throw signal.reason;
      // Accounts come from the ERP; without them the user still gets in, and the ERP status gate
      // decides where they may go.
      toast.error(MESSAGES.payersError);
    }
  }
  useSessionStore.getState().setUser(user);
}
