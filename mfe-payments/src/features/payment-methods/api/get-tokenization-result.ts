import { api, type TokenizationResultRequest, type TokenizationResultResponse } from 'shared';

/** POST /api/tokenization/response (docs/product/payment-methods.md): the payment card the tokenizer made of the data. */
export type { TokenizationResultRequest, TokenizationResultResponse };

export async function getTokenizationResult(body: TokenizationResultRequest): Promise<TokenizationResultResponse> {
  const { data } = await api.post<TokenizationResultResponse>('/tokenization/response', body, {
    skipErrorToast: true,
  });
  return data;
}
