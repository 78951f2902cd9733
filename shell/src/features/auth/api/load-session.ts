import {
  MESSAGES,
  api,
  toast,
  useSessionStore,
  type UserAccountsResponse,
  type UserPayersResponse,
} from 'shared';

/** POST /api/token/getuseraccounts, then the accounts of the user (or of the impersonated user). */
export async function loadSession(): Promise<void> {
  const { data: user } = await api.post<UserAccountsResponse>('/token/getuseraccounts', {});
  useSessionStore.getState().setUser(user);
  try {
    await loadPayers();
  } catch {
    // Accounts come from the ERP; without them the user still gets in, and the ERP status gate
    // decides where they may go.
    toast.error(MESSAGES.payersError);
  }
}

export async function loadPayers(): Promise<void> {
  const { impersonatedUserId } = useSessionStore.getState();
  const { data } = await api.post<UserPayersResponse>(
    '/customer/getuserpayers',
    {},
    { params: impersonatedUserId ? { userid: impersonatedUserId } : undefined, skipErrorToast: true },
  );
  useSessionStore.getState().setPayers(data.HeaderItems);
}
