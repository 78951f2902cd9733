import { api, type AutoRegisterBody, type AutoRegisterResponse } from 'shared';
import { sessionHeaders } from '../utils/registration-session';

/** POST /api/token/auto-register/user: creates the user from the session's proven accounts; answers the tokens. */
export async function autoRegisterUser(body: AutoRegisterBody): Promise<AutoRegisterResponse> {
  const { data } = await api.post<AutoRegisterResponse>('/token/auto-register/user', body, {
    headers: sessionHeaders(),
    skipErrorToast: true,
    skipAuthRefresh: true,
  });
  return data;
}
