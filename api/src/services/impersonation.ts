import type { FastifyInstance } from 'fastify';
import { API_TEXTS, ApiError, forbidden } from '../errors';
import type { UserRow } from '../repositories/users-repository';

/**
 * The user a call acts for: the caller, or with `?userid=` another user — only for staff
 * with CanImpersonate (decisions §3: staff reach another user's accounts only while
 * impersonating).
 */
export async function resolveTargetUser(app: FastifyInstance, caller: UserRow, userId: number | undefined): Promise<UserRow> {
  if (userId === undefined || userId === caller.user_id) return caller;
  if (caller.status !== 'active' || !caller.permissions.includes('CanImpersonate')) throw forbidden();
  const target = await app.usersRepository.findById(userId);
  if (!target) throw new ApiError(404, API_TEXTS.unknownUser, 'unknown_user');
  return target;
}
