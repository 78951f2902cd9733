import { api, type UserSaveRequest, type UserSaveResponse } from 'shared';

/** PUT /api/users/{UserId}: saves the form. A refusal's Message is the page's warning. */
export async function updateUser(userId: number, body: UserSaveRequest): Promise<UserSaveResponse> {
  const { data } = await api.put<UserSaveResponse>(`/users/${userId}`, body, { skipErrorToast: true });
  return data;
}
