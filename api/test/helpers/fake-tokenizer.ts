import Fastify, { type FastifyInstance } from 'fastify';
import type { PaymentCard, TokenizerResultResponse } from 'shared/server';

interface FakeSession {
  paymentMethod: 'CC' | 'EC';
  outcome: TokenizerResultResponse | null;
}

export interface FakeTokenizer {
  /** TOKENIZER_URL for the API server: http://127.0.0.1:<port>/tokenizer */
  url: string;
  /** The browser-facing post address it answers, like the sandbox: http://localhost:<port>/tokenizer/tokenize */
  tokenizeUrl: string;
  sessions: Map<string, FakeSession>;
  /** What the browser's post would do: an approved card (or a declined one) for that access token. */
  complete(accessToken: string, outcome: TokenizerResultResponse): void;
  /** Forget a session, as the tokenizer does after 10 minutes. */
  forget(accessToken: string): void;
  /** Answer this tokenizer_url instead (an origin the CSP does not list). */
  tokenizerUrlOverride: string | null;
  /** When down, every request has its connection cut. */
  setDown(down: boolean): void;
  callsTo(path: string): number;
  reset(): void;
  close(): Promise<void>;
}

export const approvedVisa = (token = 'tok_visa_0a1b2c3d4e5f_1111'): TokenizerResultResponse => ({
  result: 'approved',
  paymentcard: {
    payment_card_type: 'VISA',
    payment_card_token: token,
    payment_card_name: 'Pat Payer',
    valid_from: '',
    valid_to: '09-15-2030',
    electronic_check_account_type: '',
    electronic_check_rdfi_number: '',
    default: '',
  } satisfies PaymentCard,
});

/** The tokenizer's server-to-server side (sessions, result) on a random port, as the sandbox speaks it. */
export async function startFakeTokenizer(): Promise<FakeTokenizer> {
  let down = false;
  let counter = 0;
  const calls: string[] = [];
  const app: FastifyInstance = Fastify({ logger: false });
  const state: FakeTokenizer = {
    url: '',
    tokenizeUrl: '',
    sessions: new Map(),
    tokenizerUrlOverride: null,
    complete: (token, outcome) => {
      const session = state.sessions.get(token);
      if (!session) throw new Error(`no session ${token}`);
      session.outcome = outcome;
    },
    forget: (token) => {
      state.sessions.delete(token);
    },
    setDown: (value) => {
      down = value;
    },
    callsTo: (path) => calls.filter((c) => c === path).length,
    reset: () => {
      state.tokenizerUrlOverride = null;
      down = false;
    },
    close: () => app.close(),
  };
  app.addHook('onRequest', async (request, reply) => {
    calls.push(request.url);
    if (down) {
      reply.hijack();
      request.raw.socket.destroy();
    }
  });
  app.post<{ Body: { payment_method: 'CC' | 'EC' } }>('/tokenizer/sessions', async (request) => {
    counter += 1;
    const accessToken = `at_fake_${counter}_${Date.now()}`;
    state.sessions.set(accessToken, { paymentMethod: request.body.payment_method, outcome: null });
    return { access_token: accessToken, merchant_guid: 'fake-merchant', tokenizer_url: state.tokenizerUrlOverride ?? state.tokenizeUrl, expires_in: 600 };
  });
  app.post<{ Body: { access_token: string } }>('/tokenizer/result', async (request, reply) => {
    const session = state.sessions.get(request.body.access_token);
    if (!session) return reply.code(404).send({ statusCode: 404, message: 'Unknown or expired access token' });
    if (!session.outcome) return reply.code(409).send({ statusCode: 409, message: 'Nothing has been tokenized yet' });
    return session.outcome;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  state.url = `http://127.0.0.1:${port}/tokenizer`;
  state.tokenizeUrl = `http://localhost:${port}/tokenizer/tokenize`;
  return state;
}
