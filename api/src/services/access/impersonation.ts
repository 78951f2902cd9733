import type { FastifyInstance } from 'fastify';
import { forbidden } from '../../errors';
import { assertImpersonable } from '../../security/impersonation-policy';
import type { UserRow } from '../../repositories/users-repository';

/**
 * The user a call acts for: the caller, or with `?userid=` another user — only for staff with
 * CanImpersonate, and only an active customer (security/impersonation-policy.ts).
 */
export async function resolveTargetUser(app: FastifyInstance, caller: UserRow, userId: number | undefined): Promise<UserRow> {
  if (userId === undefined || userId === caller.user_id) return caller;
  if (caller.status !== 'active' || !caller.permissions.includes('CanImpersonate')) throw forbidden();
  const target = await app.usersRepository.findById(userId);
  assertImpersonable(caller, target);
  return target;
}
