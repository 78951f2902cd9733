import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../lib/schemas';

/**
 * CORS for the one route a browser calls. A request without an Origin header
 * is not a cross-origin browser request (curl, tests), so it passes; a
 * browser from an origin not on the list is refused outright rather than only
 * left without the header, so card data from a foreign page never gets in.
 */
export function allowOrigin(req: FastifyRequest, reply: FastifyReply, allowed: readonly string[]): boolean {
  const origin = req.headers.origin;
  void reply.header('Vary', 'Origin');
  if (origin === undefined) return true;
  if (!allowed.includes(origin)) return false;
  void reply.header('Access-Control-Allow-Origin', origin);
  return true;
}

export function preflightHeaders(reply: FastifyReply): void {
  void reply
    .header('Access-Control-Allow-Methods', 'POST, OPTIONS')
    .header('Access-Control-Allow-Headers', 'Authorization, Content-Type')
    .header('Access-Control-Max-Age', '600');
}

/**
 * An onRequest hook: runs before body validation, so even a 400 for malformed
 * card data carries the CORS header and the page can read the message.
 */
export function corsGuard(allowed: readonly string[]) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (!allowOrigin(req, reply, allowed)) {
      return reply.code(403).send(errorBody(403, 'Forbidden', 'Origin not allowed'));
    }
    if (req.method === 'OPTIONS') preflightHeaders(reply);
    return undefined;
  };
}
