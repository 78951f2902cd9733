import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IMPERSONATION_MESSAGES, type UserStatus } from 'shared/server';
import { API_TEXTS, ApiError, forbidden } from '../errors';
import type { UserRow } from '../repositories/users-repository';
import type { Acting } from '../services/access/acting-user';
import type { Authenticated } from '../services/sessions/session-service';

/** A user id in `?userid=`: 1 to 2,147,483,647 (PostgreSQL's integer), written as plain digits. */
const USER_ID = /^(?:[1-9][0-9]{0,8}|[1-2][0-9]{9})$/;

/** Why a user cannot be impersonated, in words a staff member can act on. */
export const IMPERSONATION_REFUSALS = {
  notCustomer: 'Only customer users can be impersonated.',
  locked: 'This user is locked and cannot be impersonated.',
  deactive: 'This user is deactivated and cannot be impersonated.',
  'waiting-confirmation': 'This user has not confirmed their e-mail address yet and cannot be impersonated.',
} as const satisfies Record<'notCustomer' | Exclude<UserStatus, 'active'>, string>;

/**
 * Staff impersonate customers only: a caller with CanImpersonate (and active) may act for a user
 * of role `user` whose status is active. An admin, manager or internal user, and a locked,
 * deactivated or unconfirmed customer are refused with 403 and the reason; an unknown user is 404.
 * Checked at the start and again on every request of the impersonating session.
 */
export function assertImpersonable(caller: UserRow, target: UserRow | null): asserts target is UserRow {
  if (caller.status !== 'active' || !caller.permissions.includes('CanImpersonate')) throw forbidden();
  if (!target) throw new ApiError(404, API_TEXTS.unknownUser, 'unknown_user');
  if (target.user_role !== 'user') throw forbidden(IMPERSONATION_REFUSALS.notCustomer, 'impersonation_refused');
  if (target.status !== 'active') throw forbidden(IMPERSONATION_REFUSALS[target.status], 'impersonation_refused');
}

/** The `?userid=` of a request, checked as plain digits (the query parser would read '4.5', '0x4' or '+4' as 4). */
function requestedUserId(request: FastifyRequest): number | null {
  const raw = new URLSearchParams(request.url.split('?')[1] ?? '').getAll('userid');
  if (raw.length > 1 || (raw.length === 1 && !USER_ID.test(raw[0]!))) throw new ApiError(400, API_TEXTS.badUserId, 'bad_userid');
  return raw.length === 1 ? Number(raw[0]) : null;
}

/** Why the session's impersonation may not go on (the caller lost CanImpersonate, the customer was locked...), or null. */
function refusalOf(auth: Authenticated): ApiError | null {
  try {
    assertImpersonable(auth.user, auth.impersonated);
    return null;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
}

/**
 * Ends the session's impersonation because the policy refuses it now, and records the stop
 * (once: of two requests at the same moment only the one that clears it writes the row).
 */
async function endRefusedImpersonation(app: FastifyInstance, auth: Authenticated, customerId: number, refusal: ApiError): Promise<void> {
  await app.db.transaction(async (tx) => {
    const changed = await app.sessionsRepository.setImpersonating(auth.sessionId, null, tx);
    if (changed?.previous !== customerId) return;
    await app.auditLog.recordActing(auth.user.user_id, customerId, 'impersonation_stopped', { sessionId: auth.sessionId, by: 'refused', reason: refusal.reason }, tx);
  });
}

/**
 * Whom a request acts for (docs/security/impersonation.md), decided once per request by
 * `app.authenticate`:
 * - no `?userid=`, or the caller's own id: the caller;
 * - the id of the customer the session impersonates (POST /api/impersonation): that customer, if
 *   the policy above still allows it; each such request is written to the audit log;
 * - any other id: 403, whether the session impersonates someone else or nobody.
 * A session whose impersonation the policy no longer allows has it ended at its next request.
 */
export async function resolveActing(app: FastifyInstance, request: FastifyRequest, auth: Authenticated): Promise<Acting> {
  const caller = auth.user;
  const userid = requestedUserId(request);
  const customerId = auth.impersonatingUserId;
  const refusal = customerId === null ? null : refusalOf(auth);
  if (customerId !== null && refusal) await endRefusedImpersonation(app, auth, customerId, refusal);
  if (userid === null || userid === caller.user_id) return { caller, user: caller, impersonating: false };
  if (caller.status !== 'active' || !caller.permissions.includes('CanImpersonate')) throw forbidden();
  if (customerId === null) throw forbidden(IMPERSONATION_MESSAGES.notImpersonating, 'not_impersonating');
  if (userid !== customerId) throw forbidden(IMPERSONATION_MESSAGES.otherUser, 'not_impersonating');
  if (refusal) throw refusal;
  await app.auditLog.recordActing(caller.user_id, customerId, 'impersonated_request', {
    sessionId: auth.sessionId,
    route: `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`,
  });
  return { caller, user: auth.impersonated!, impersonating: true };
}
