import {
  callApi,
  MESSAGES,
  type HeaderItem,
  type PaymentCard,
  type TokenizationAccessTokenResponse,
  type TokenizationResultResponse,
} from 'shared';
import { TOKENIZER_TIMEOUT_MS } from '../../../config/paths';

/** Every failure reads the one tokenization message, not a generic toast. */
const quiet = { skipErrorToast: true } as const;

/** What the browser posts to the tokenizer: the only place a card or account number goes. */
export interface TokenizerCardData {
  card_number: string;
  card_type: 'VISA' | 'MC' | 'AMEX';
  name: string;
  exp_month: number;
  exp_year: number;
  cvv: string;
}
export interface TokenizerCheckData {
  routing_number: string;
  account_number: string;
  account_type: 'C' | 'S' | 'X';
  name: string;
}
export type TokenizerData = { method: 'CC'; data: TokenizerCardData } | { method: 'EC'; data: TokenizerCheckData };

/** docs/product/messages.md: whatever goes wrong on the way to a token reads 'Unable to save account details, please try again.' */
export class TokenizationError extends Error {
  constructor(readonly reason: string) {
    super(MESSAGES.tokenizationFailed);
    this.name = 'TokenizationError';
  }
}

/** The provider's post address: tokenizer_url itself when it names /tokenize, else `${tokenizer_url}/tokenize`. */
export function tokenizeEndpoint(tokenizerUrl: string): string {
  const base = tokenizerUrl.replace(/\/+$/, '');
  return /\/tokenize$/.test(base) ? base : `${base}/tokenize`;
}

/**
 * Posts the data straight to the tokenizer with the session's access token: plain fetch, never the
 * portal's API client, so neither the portal's bearer token nor cookies go with it, and the number
 * never reaches /api (docs/decisions.md#shape-of-the-system).
 */
export async function postToTokenizer(tokenizerUrl: string, accessToken: string, data: TokenizerData['data']): Promise<void> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), TOKENIZER_TIMEOUT_MS);
  try {
    const response = await fetch(tokenizeEndpoint(tokenizerUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
      body: JSON.stringify(data),
      credentials: 'omit',
      signal: abort.signal,
    });
    if (!response.ok) throw new TokenizationError(`tokenizer answered ${response.status}`);
    const body = (await response.json().catch(() => null)) as { result?: string } | null;
    if (body?.result !== 'approved') throw new TokenizationError(`tokenizer result ${body?.result ?? 'missing'}`);
  } catch (error) {
    throw error instanceof TokenizationError ? error : new TokenizationError('tokenizer not reached');
  } finally {
    clearTimeout(timer);
  }
}

/** access_token, then the tokenizer, then the response: the new method's token (docs/product/payment-methods.md tokenization). */
export async function tokenize(account: HeaderItem, entry: TokenizerData): Promise<PaymentCard> {
  let session: TokenizationAccessTokenResponse;
  try {
    const body = { action: '01', payment_method: entry.method, customer_number: account.PrimaryAcct, company_code: account.CompanyCode } as const;
    session = await callApi('POST /tokenization/access_token', { body }, quiet);
  } catch {
    throw new TokenizationError('no access token');
  }
  if (!session?.access_token || !session.tokenizer_url) throw new TokenizationError('no access token');
  await postToTokenizer(session.tokenizer_url, session.access_token, entry.data);
  let result: TokenizationResultResponse;
  try {
    result = await callApi('POST /tokenization/response', { body: { action: '02', access_token: session.access_token } }, quiet);
  } catch {
    throw new TokenizationError('no response');
  }
  if (!result?.paymentcard?.payment_card_token) throw new TokenizationError('no payment card');
  return result.paymentcard;
}
