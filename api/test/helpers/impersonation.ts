import type { FastifyInstance } from 'fastify';
import { bearer, currentTotpCode } from './test-app';

/**
 * Starts impersonating `customerId` in the session of `token`, as the users list does
 * (POST /api/impersonation). Only then does `?userid=<customerId>` act for the customer
 * (docs/security/impersonation.md). Throws unless the start is accepted.
 */
export async function startImpersonating(app: FastifyInstance, token: string, customerId: number): Promise<void> {
  const start = () => app.inject({ method: 'POST', url: '/api/impersonation', headers: bearer(token), payload: { UserId: customerId } });
  let response = await start();
  // A start asks for the second factor again once the login's proof is 5 minutes old
  // (docs/security/second-factor.md#step-up): a long suite gives it, as the page's dialog would.
  if (response.statusCode === 403 && response.json<{ reason?: string }>().reason === 'reauth_required') {
    const caller = await app.sessionService.authenticate(`Bearer ${token}`);
    const code = await currentTotpCode(app, caller.user.login);
    const proved = await app.inject({ method: 'POST', url: '/api/mfa/reauth', headers: bearer(token), payload: { code } });
    if (proved.statusCode !== 200) throw new Error(`re-authentication failed: ${proved.statusCode} ${proved.body}`);
    response = await start();
  }
  if (response.statusCode !== 200) throw new Error(`impersonating ${customerId} refused: ${response.statusCode} ${response.body}`);
}

/** Ends the session's impersonation (DELETE /api/impersonation). */
export async function stopImpersonating(app: FastifyInstance, token: string): Promise<void> {
  const response = await app.inject({ method: 'DELETE', url: '/api/impersonation', headers: bearer(token), payload: {} });
  if (response.statusCode !== 200) throw new Error(`stopping the impersonation failed: ${response.statusCode} ${response.body}`);
}
