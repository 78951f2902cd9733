import { api, useRequest, type RegistrationAccountsResponse, type RequestState } from 'shared';
import { registrationSession, sessionHeaders } from '../utils/registration-session';

/** GET /api/token/auto-register/accounts: the accounts the registration session proved so far. */
export async function getRegistrationAccounts(signal?: AbortSignal): Promise<RegistrationAccountsResponse> {
  const { data } = await api.get<RegistrationAccountsResponse>('/token/auto-register/accounts', {
    signal,
    headers: sessionHeaders(),
    skipErrorToast: true,
    skipAuthRefresh: true,
  });
  return data;
}

export function useRegistrationAccounts(): RequestState<RegistrationAccountsResponse> {
  return useRequest(['registration-accounts', registrationSession() ?? ''], getRegistrationAccounts, { sameForEveryUser: true });
}
