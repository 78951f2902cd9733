import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserStatus } from 'shared/server';
import { API_TEXTS, ApiError, forbidden } from '../errors';
import type { UserRow } from '../repositories/users-repository';

/** Why a user cannot be impersonated, in words a staff member can act on. */
/** A user id in `?userid=`: 1 to 2,147,483,647 (PostgreSQL's integer), written as plain digits. */
const USER_ID = /^(?:[1-9][0-9]{0,8}|[1-2][0-9]{9})$/;

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
 * Checked on every impersonated request, so locking a user ends its impersonation at once.
 */
export function assertImpersonable(caller: UserRow, target: UserRow | null): asserts target is UserRow {
  if (caller.status !== 'active' || !caller.permissions.includes('CanImpersonate')) throw forbidden();
  if (!target) throw new ApiError(404, API_TEXTS.unknownUser, 'unknown_user');
  if (target.user_role !== 'user') throw forbidden(IMPERSONATION_REFUSALS.notCustomer, 'impersonation_refused');
  if (target.status !== 'active') throw forbidden(IMPERSONATION_REFUSALS[target.status], 'impersonation_refused');
}

/**
 * Part of `app.authenticate`: a route that takes `?userid=` (its schema makes it an integer) and
 * gets another user's id is refused here, before its handler does anything (a payment's ledger row
 * included), unless the policy above allows it.
 */
export async function checkImpersonation(app: FastifyInstance, request: FastifyRequest, caller: UserRow): Promise<void> {
  // The query parser would read '4.5', '0x4' or '+4' as user 4: only plain digits name a user.
  const raw = new URLSearchParams(request.url.split('?')[1] ?? '').getAll('userid');
  if (raw.length > 1 || (raw.length === 1 && !USER_ID.test(raw[0]!))) throw new ApiError(400, API_TEXTS.badUserId, 'bad_userid');
  const userid = (request.query as { userid?: unknown } | undefined)?.userid;
  if (typeof userid !== 'number' || userid === caller.user_id) return;
  assertImpersonable(caller, await app.usersRepository.findById(userid));
}
