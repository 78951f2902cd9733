import { MESSAGES, toast, useSessionStore } from 'shared/core';
import { getUserAccounts } from './get-user-accounts';
import { getUserPayers } from './get-user-payers';

/**
 * The profile, then the accounts. The user is stored last: pages wait for the user, so they find
 * the accounts already there. Staff who must first set up a second factor get no accounts: the
 * server refuses them everything but enrolment (docs/security/second-factor.md#enrolment-gate).
 */
export async function loadSession(signal?: AbortSignal): Promise<void> {
  const user = await getUserAccounts(signal);
  if (!user.SecondFactorEnrolmentRequired) {
    try {
      useSessionStore.getState().setPayers(await getUserPayers(signal));
    } catch {
      if (signal?.aborted) throw signal.reason;
      // Accounts come from the ERP; without them the user still gets in, and the ERP status gate
      // decides where they may go.
      toast.error(MESSAGES.payersError);
    }
  }
  useSessionStore.getState().setUser(user);
}
