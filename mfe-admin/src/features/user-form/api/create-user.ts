import { api, type UserSaveRequest, type UserSaveResponse } from 'shared';

/** POST /api/users: a new user; the server mails their invite. A refusal's Message is the page's warning. */
export async function createUser(body: UserSaveRequest): Promise<UserSaveResponse> {
  const { data } = await api.post<UserSaveResponse>('/users', body, { skipErrorToast: true });
  return data;
}
