import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { errorBody, ErrorBodySchema, errorResponses } from '../lib/schemas';
import { corsGuard } from './cors';
import {
  CardDataSchema,
  ResultRequestSchema,
  ResultResponseSchema,
  SessionRequestSchema,
  SessionResponseSchema,
  TokenizeRequestSchema,
  TokenizeResponseSchema,
} from './schemas';
import { ACCESS_TOKEN_TTL_MS, type TokenizerState } from './state';
import { evaluateCard, evaluateCheck } from './tokenize';

export interface TokenizerOptions {
  state: TokenizerState;
  now: () => Date;
  /** The sandbox's address as browsers see it. */
  publicUrl: string;
  allowedOrigins: readonly string[];
}

const refusals = { ...errorResponses, 401: ErrorBodySchema, 403: ErrorBodySchema, 409: ErrorBodySchema };

const CLAIM_MESSAGES = {
  unknown: 'Unknown access token',
  expired: 'Access token expired',
  used: 'Access token already used',
} as const;

const isCard = (body: Static<typeof TokenizeRequestSchema>): body is Static<typeof CardDataSchema> =>
  'card_number' in body;

export const tokenizerPlugin: FastifyPluginAsyncTypebox<TokenizerOptions> = async (app, opts) => {
  const { state, now, allowedOrigins } = opts;
  const tokenizerUrl = `${opts.publicUrl.replace(/\/$/, '')}/tokenizer/tokenize`;

  /** Server to server: the API server opens a session for one card or eCheck entry. */
  app.post(
    '/sessions',
    { schema: { body: SessionRequestSchema, response: { 200: SessionResponseSchema, ...errorResponses } } },
    async (req) => {
      const session = state.open(req.body.payment_method, req.body.merchant_guid);
      return {
        access_token: session.accessToken,
        merchant_guid: session.merchantGuid,
        tokenizer_url: tokenizerUrl,
        expires_in: ACCESS_TOKEN_TTL_MS / 1000,
      };
    },
  );

  const cors = corsGuard(allowedOrigins);

  /** The browser's CORS preflight; corsGuard has already refused foreign origins. */
  app.options(
    '/tokenize',
    { onRequest: cors, schema: { response: { 204: Type.Null(), ...refusals } } },
    async (_req, reply) => reply.code(204).send(null),
  );

  /** Browser to tokenizer: card or account data in, a token out. Card numbers are never logged. */
  app.post(
    '/tokenize',
    { onRequest: cors, schema: { body: TokenizeRequestSchema, response: { 200: TokenizeResponseSchema, ...refusals } } },
    async (req, reply) => {
      const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
      if (!match?.[1]) return reply.code(401).send(errorBody(401, 'Unauthorized', 'Missing bearer access token'));
      const claim = state.claim(match[1]);
      if (!claim.ok) return reply.code(401).send(errorBody(401, 'Unauthorized', CLAIM_MESSAGES[claim.reason]));
      const { session } = claim;
      const body = req.body;
      const wantsCard = session.paymentMethod === 'CC';
      if (isCard(body) !== wantsCard) {
        const message = wantsCard ? 'This access token takes card data' : 'This access token takes eCheck data';
        return reply.code(400).send(errorBody(400, 'Bad Request', message));
      }
      const newToken = (kind: string, last4: string) => state.newToken(kind, last4);
      const evaluation = isCard(body) ? evaluateCard(body, now(), newToken) : evaluateCheck(body, newToken);
      // Invalid data does not use the token up, so the customer can correct a typo.
      if (!evaluation.ok) return reply.code(400).send(errorBody(400, 'Bad Request', evaluation.message));
      state.complete(session, evaluation.outcome);
      const { result, paymentcard, message } = evaluation.outcome;
      return { result, token: paymentcard?.payment_card_token ?? null, ...(message ? { message } : {}) };
    },
  );

  /** Server to server: the API server reads what the browser's data turned into. */
  app.post(
    '/result',
    { schema: { body: ResultRequestSchema, response: { 200: ResultResponseSchema, ...refusals } } },
    async (req, reply) => {
      const outcome = state.outcome(req.body.access_token);
      if (outcome === undefined) {
        return reply.code(404).send(errorBody(404, 'Not Found', 'Unknown or expired access token'));
      }
      if (outcome === null) {
        return reply.code(409).send(errorBody(409, 'Conflict', 'Nothing has been tokenized with this access token yet'));
      }
      return outcome;
    },
  );
};
