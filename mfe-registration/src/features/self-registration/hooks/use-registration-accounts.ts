import { callApi, useRequest, type RegistrationAccountsResponse, type RequestState } from 'shared';
import { PUBLIC_CALL } from '../../../config/public-call';
import { registrationSession, sessionHeaders } from '../utils/registration-session';

/** The accounts the registration session proved so far; keyed by the session, which the header names. */
export function useRegistrationAccounts(): RequestState<RegistrationAccountsResponse> {
  return useRequest(
    ['GET /token/auto-register/accounts', registrationSession() ?? ''],
    (signal) => callApi('GET /token/auto-register/accounts', {}, { ...PUBLIC_CALL, signal, headers: sessionHeaders() }),
    { sameForEveryUser: true },
  );
}
