import type { FastifyInstance } from 'fastify';
import { bearer } from './test-app';

/**
 * Starts impersonating `customerId` in the session of `token`, as the users list does
 * (POST /api/impersonation). Only then does `?userid=<customerId>` act for the customer
 * (docs/security/impersonation.md). Throws unless the start is accepted.
 */
export async function startImpersonating(app: FastifyInstance, token: string, customerId: number): Promise<void> {
  const response = await app.inject({ method: 'POST', url: '/api/impersonation', headers: bearer(token), payload: { UserId: customerId } });
  if (response.statusCode !== 200) throw new Error(`impersonating ${customerId} refused: ${response.statusCode} ${response.body}`);
}

/** Ends the session's impersonation (DELETE /api/impersonation). */
export async function stopImpersonating(app: FastifyInstance, token: string): Promise<void> {
  const response = await app.inject({ method: 'DELETE', url: '/api/impersonation', headers: bearer(token), payload: {} });
  if (response.statusCode !== 200) throw new Error(`stopping the impersonation failed: ${response.statusCode} ${response.body}`);
}
