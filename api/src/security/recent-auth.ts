import type { FastifyRequest } from 'fastify';
import { SECOND_FACTOR, SECOND_FACTOR_REASONS, SECOND_FACTOR_TEXTS } from 'shared/server';
import { forbidden } from '../errors';
import { authOf } from '../plugins/app/auth';

/**
 * Re-authentication before a sensitive change (ASVS 7.5.1, docs/security/second-factor.md#step-up):
 * a user who has a second factor must have proven it in this session within the last
 * SECOND_FACTOR.reauthSeconds, else 403 reason `reauth_required`, which the page answers with its
 * re-authentication dialog and then repeats the call. Users without a factor pass.
 */
export async function assertRecentAuth(request: FastifyRequest): Promise<void> {
  const { user, sessionId } = authOf(request);
  const factors = request.server.secondFactorRepository;
  // Asked afresh, not from the session cache: a factor added a moment ago counts.
  if (!(await factors.hasFactor(user.user_id))) return;
  if (await factors.reauthenticatedWithin(sessionId, SECOND_FACTOR.reauthSeconds)) return;
  throw forbidden(SECOND_FACTOR_TEXTS.reauthRequired, SECOND_FACTOR_REASONS.reauthRequired);
}
