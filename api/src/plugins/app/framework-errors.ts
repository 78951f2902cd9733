import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { HSTS, PERMISSIONS_POLICY } from 'shared/server';
import { errorBody } from './error-handler';

/**
 * The headers of an answer made before any route or hook runs (a malformed URL, headers too large):
 * the same protections as every other answer, with a policy that allows nothing.
 */
export const BARE_SECURITY_HEADERS: Record<string, string> = {
  'Cache-Control': 'no-store',
  'Strict-Transport-Security': HSTS,
  'Permissions-Policy': PERMISSIONS_POLICY,
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'same-origin',
};

/** Fastify's own refusals before routing (FST_ERR_BAD_URL, ...): the portal's error body and headers. */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error: Error & { statusCode?: number },
  _request: FastifyRequest,
  reply: FastifyReply,
) => {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void reply.code(status).headers(BARE_SECURITY_HEADERS).type('application/json').send(errorBody(status, 'Bad request.'));
};

/** Node's refusals of a request it could not parse (431 headers too large, 400): with the same headers. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy(error);
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify(errorBody(status, STATUS_CODES[status] ?? 'Bad request.'));
  const headers = Object.entries({ ...BARE_SECURITY_HEADERS, 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)), Connection: 'close' })
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n');
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers}\r\n\r\n${body}`);
}
