import { api, REGISTRATION_SESSION_HEADER, type ValidateAccountBody, type ValidateAccountResponse, isAxiosError } from 'shared';
import { keepRegistrationSession, sessionHeaders } from '../utils/registration-session';

/**
 * PUT /api/users/account/validate: proves one account into the registration session. Every answer,
 * refusals too, names the session; it is kept so failures and accounts stay with it.
 */
export async function validateAccount(body: ValidateAccountBody): Promise<ValidateAccountResponse> {
  try {
    const response = await api.put<ValidateAccountResponse>('/users/account/validate', body, {
      headers: sessionHeaders(),
      skipErrorToast: true,
      skipAuthRefresh: true,
    });
    keepRegistrationSession(response.headers[REGISTRATION_SESSION_HEADER] as string | undefined);
    return response.data;
  } catch (error) {
    if (isAxiosError(error)) keepRegistrationSession(error.response?.headers?.[REGISTRATION_SESSION_HEADER] as string | undefined);
    throw error;
  }
}
