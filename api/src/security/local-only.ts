import type { FastifyRequest } from 'fastify';
import { forbidden } from '../errors';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * A guard for the commands an operator runs on the API server's own machine (`npm run jobs`,
 * `npm run verify-live`): embedded PGlite is that server's alone, so the command asks it. Refused
 * (403) from another machine or through a proxy, which names the client in X-Forwarded-For.
 */
export function localOnly(refusal: string) {
  return async function localOnlyGuard(request: FastifyRequest): Promise<void> {
    const direct = LOOPBACK.has(request.socket.remoteAddress ?? '') && request.headers['x-forwarded-for'] === undefined;
    if (!direct) throw forbidden(refusal);
  };
}
