import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * The one id of a request (docs/operations/monitoring.md#request-ids): nginx sends its
 * `$request_id` as X-Request-Id, so one call can be followed from nginx's access log into the API
 * server's log lines; the answer carries it back. An id that is missing, too long or has other
 * characters than these is replaced by a new one: it ends up in every log line of the request.
 */
export const REQUEST_ID_HEADER = 'x-request-id';
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** Fastify's genReqId: the proxy's id when it is a safe one, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}
