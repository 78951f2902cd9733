import { api, type LoginAnswer, type LoginRequest } from 'shared';

/**
 * POST /api/token/login: the tokens, or for a user with a second factor the challenge of the second
 * step (docs/security/second-factor.md#login). The page shows its own messages, so no generic toast.
 */
export async function login(body: LoginRequest): Promise<LoginAnswer> {
  const { data } = await api.post<LoginAnswer>('/token/login', body, {
    skipErrorToast: true,
    skipAuthRefresh: true,
  });
  return data;
}
