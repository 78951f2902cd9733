import { api, type LoginRequest, type LoginResponse } from 'shared';

/** POST /api/token/login. The page shows its own messages, so no generic toast. */
export async function login(body: LoginRequest): Promise<LoginResponse> {
  const { data } = await api.post<LoginResponse>('/token/login', body, {
    skipErrorToast: true,
    skipAuthRefresh: true,
  });
  return data;
}
