import type { FastifyReply, FastifyRequest } from 'fastify';

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
