import {
  api,
  type TokenizationAccessTokenRequest as AccessTokenRequest,
  type TokenizationAccessTokenResponse as AccessTokenResponse,
} from 'shared';

/** POST /api/tokenization/access_token (docs/product/payment-methods.md): a tokenizer session for one payer and method. */
export type { AccessTokenRequest, AccessTokenResponse };

export async function getAccessToken(body: AccessTokenRequest): Promise<AccessTokenResponse> {
  const { data } = await api.post<AccessTokenResponse>('/tokenization/access_token', body, {
    skipErrorToast: true,
  });
  return data;
}
