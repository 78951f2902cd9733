import fp from 'fastify-plugin';
import type { TokenizationPaymentMethod, TokenizerResultResponse, TokenizerSessionResponse } from 'shared/server';

declare module 'fastify' {
  interface FastifyInstance {
    tokenizer: TokenizerClient;
  }
}

/** The tokenizer could not be reached or answered something unusable. Routes map it to 502. */
export class TokenizerUnavailableError extends Error {
  constructor(
    readonly path: string,
    readonly detail: string,
    readonly httpStatus?: number,
  ) {
    super(`tokenizer ${path}: ${detail}`);
    this.name = 'TokenizerUnavailableError';
  }
}

/** The outcome of a session: the tokenizer's answer, or why there is none (404 / 409). */
export type TokenizerOutcome =
  | { ok: true; answer: TokenizerResultResponse }
  | { ok: false; reason: 'unknown' | 'pending' };

export interface TokenizerClient {
  /** POST {TOKENIZER_URL}/sessions: a session for one card (CC) or eCheck (EC) entry. */
  openSession(paymentMethod: TokenizationPaymentMethod): Promise<TokenizerSessionResponse>;
  /** POST {TOKENIZER_URL}/result: what the browser's data turned into. */
  result(accessToken: string): Promise<TokenizerOutcome>;
  /** Whether the page may post to this URL: its origin is one the CSP allows (connect-src). */
  isBrowserUrl(url: string): boolean;
}

export interface TokenizerClientOptions {
  baseUrl: string;
  /** Origins the CSP lets the browser post to (config.tokenizerBrowserOrigins). */
  browserOrigins: readonly string[];
  timeoutMs?: number;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * The server-to-server side of the tokenizer (docs/decisions.md#shape-of-the-system): the API server opens sessions and
 * reads outcomes; card and account numbers go from the browser to the tokenizer only.
 */
export function createTokenizerClient({ baseUrl, browserOrigins, timeoutMs = 5000 }: TokenizerClientOptions): TokenizerClient {
  async function post(path: string, body: unknown): Promise<{ status: number; json: unknown }> {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      const timedOut = (error as Error).name === 'TimeoutError';
      throw new TokenizerUnavailableError(path, timedOut ? `no answer within ${timeoutMs} ms` : (cause ?? (error as Error).message));
    }
    const text = await response.text().catch(() => '');
    try {
      return { status: response.status, json: text === '' ? null : (JSON.parse(text) as unknown) };
    } catch {
      return { status: response.status, json: null };
    }
  }

  return {
    isBrowserUrl(url) {
      try {
        const parsed = new URL(url);
        return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && browserOrigins.includes(parsed.origin);
      } catch {
        return false;
      }
    },
    async openSession(paymentMethod) {
      const { status, json } = await post('/sessions', { payment_method: paymentMethod });
      if (status !== 200) throw new TokenizerUnavailableError('/sessions', `HTTP ${status}`, status);
      const answer = (json ?? {}) as Partial<TokenizerSessionResponse>;
      if (!isText(answer.access_token) || !isText(answer.tokenizer_url)) {
        throw new TokenizerUnavailableError('/sessions', 'answer has no access_token or tokenizer_url', status);
      }
      return {
        access_token: answer.access_token,
        merchant_guid: typeof answer.merchant_guid === 'string' ? answer.merchant_guid : '',
        tokenizer_url: answer.tokenizer_url,
        expires_in: typeof answer.expires_in === 'number' ? answer.expires_in : 0,
      };
    },
    async result(accessToken) {
      const { status, json } = await post('/result', { access_token: accessToken });
      if (status === 404) return { ok: false, reason: 'unknown' };
      if (status === 409) return { ok: false, reason: 'pending' };
      if (status !== 200) throw new TokenizerUnavailableError('/result', `HTTP ${status}`, status);
      const answer = (json ?? {}) as Partial<TokenizerResultResponse>;
      if (answer.result !== 'approved' && answer.result !== 'declined') {
        throw new TokenizerUnavailableError('/result', 'answer has no result', status);
      }
      return { ok: true, answer: answer as TokenizerResultResponse };
    },
  };
}

export const tokenizerPlugin = fp<TokenizerClientOptions>(
  async (app, opts) => {
    app.decorate('tokenizer', createTokenizerClient(opts));
  },
  { name: 'tokenizer' },
);
