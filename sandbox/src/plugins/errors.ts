import fp from 'fastify-plugin';
import { errorBody } from '../lib/schemas';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
};

/**
 * One error shape for the whole sandbox (Fastify's fields plus an ERP status
 * E), so the API server's ERP client can treat every failure alike.
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: Error & { statusCode?: number; validation?: unknown }, req, reply) => {
      const statusCode = error.validation ? 400 : (error.statusCode ?? 500);
      if (statusCode >= 500) {
        req.log.error({ err: error }, 'request failed');
        return reply.code(500).send(errorBody(500, 'Internal Server Error', 'Internal Server Error'));
      }
      return reply.code(statusCode).send(errorBody(statusCode, REASONS[statusCode] ?? 'Error', error.message));
    });
    app.setNotFoundHandler((req, reply) => {
      const path = req.url.split('?')[0] ?? req.url;
      return reply.code(404).send(errorBody(404, 'Not Found', `Route ${req.method} ${path} not found`));
    });
  },
  { name: 'sandbox-errors' },
);
