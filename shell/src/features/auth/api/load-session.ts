import {
  api,
  useSessionStore,
  type UserAccountsResponse,
  type UserPayersResponse,
} from 'shared';

/** POST /api/token/getuseraccounts, then the accounts of the user (or of the impersonated user). */
export async function loadSession(): Promise<void> {
  const { data: user } = await api.post<UserAccountsResponse>('/token/getuseraccounts', {});
  useSessionStore.getState().setUser(user);
  await loadPayers();
}

export async function loadPayers(): Promise<void> {
  const { impersonatedUserId } = useSessionStore.getState();
  const { data } = await api.post<UserPayersResponse>(
    '/customer/getuserpayers',
    {},
    { params: impersonatedUserId ? { userid: impersonatedUserId } : undefined },
  );
  useSessionStore.getState().setPayers(data.HeaderItems);
}
