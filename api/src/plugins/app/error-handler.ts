import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES, type ApiErrorBody } from 'shared/server';
import { ApiError } from '../../errors';

/** An ApiErrorBody for a status; `error` is the HTTP reason phrase. */
export function errorBody(statusCode: number, message: string, extra: Partial<ApiErrorBody> = {}): ApiErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...extra };
}

export function sendError(reply: FastifyReply, statusCode: number, message: string, extra: Partial<ApiErrorBody> = {}) {
  return reply.code(statusCode).type('application/json').send(errorBody(statusCode, message, extra));
}

/**
 * The one error handler. 4xx answers keep their message (the page shows it); 5xx answers
 * hide what went wrong behind 'System Error' and a uniqueId that is also in the log, so
 * support can find the real error from the toast 'Unique Id: …'.
 */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | ApiError | Error, request, reply) => {
      const statusCode = statusOf(error);
      if (error instanceof ApiError && error.headers) reply.headers(error.headers);
      if (statusCode < 500) {
        request.log.info({ err: error }, 'request refused');
        const reason = error instanceof ApiError ? error.reason : undefined;
        const withMessage = error instanceof ApiError && error.withMessageField ? { Message: error.message } : {};
        return sendError(reply, statusCode, error.message, { ...(reason ? { reason } : {}), ...withMessage });
      }
      const uniqueId = randomUUID();
      // A 503 the server chose (too many password checks waiting) is load shedding, not a fault.
      const shed = error instanceof ApiError && statusCode === 503;
      request.log[shed ? 'warn' : 'error']({ err: error, uniqueId, url: request.url, method: request.method }, shed ? 'request shed' : 'request failed');
      // An ApiError 5xx carries a message meant for the user (e.g. 'Error get user payers from API.').
      const message = error instanceof ApiError ? error.message : MESSAGES.systemErrorToast;
      const reason = error instanceof ApiError ? error.reason : undefined;
      return sendError(reply, statusCode, message, { uniqueId, ...(reason ? { reason } : {}) });
    });
  },
  { name: 'error-handler' },
);

function statusOf(error: FastifyError | ApiError | Error): number {
  const code = (error as { statusCode?: unknown }).statusCode;
  if ('validation' in error && error.validation) return 400;
  return typeof code === 'number' && code >= 400 && code < 600 ? code : 500;
}
