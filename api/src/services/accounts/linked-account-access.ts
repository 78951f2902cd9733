import type { FastifyInstance } from 'fastify';
import { API_TEXTS, ApiError, forbidden, missingPermission } from '../../errors';
import type { UserRow } from '../../repositories/users-repository';

export interface LinkedAccountAccess {
  target: UserRow;
  /** A customer linking an account to their own profile proves it with an invoice. */
  proofRequired: boolean;
}

/**
 * Who may read or change whose linked accounts (docs/product/users-and-admin.md#linked-accounts):
 * - read: one's own; another user's with CanViewUsers;
 * - change: one's own with CanManageOwnSAPAccounts (with proof) or CanManageUsers (without);
 *   another user's with CanManageUsers, an administrator's only as an administrator.
 * Each refusal is a 403 naming what is missing, decided before anything is looked up for the
 * target, so a refused caller learns nothing about other users; an unknown target is 404.
 */
export async function linkedAccountAccess(
  app: FastifyInstance,
  caller: UserRow,
  targetId: number,
  action: 'read' | 'change',
): Promise<LinkedAccountAccess> {
  if (caller.status !== 'active') throw forbidden(API_TEXTS.waitingConfirmation, 'waiting_confirmation');
  const own = caller.user_id === targetId;
  const manages = caller.permissions.includes('CanManageUsers');
  if (action === 'read' && !own && !caller.permissions.includes('CanViewUsers')) throw forbidden(API_TEXTS.viewUsersNeeded);
  if (action === 'change') {
    if (!own && !manages) throw forbidden(API_TEXTS.manageUsersNeeded);
    if (own && !manages && !caller.permissions.includes('CanManageOwnSAPAccounts')) {
      throw forbidden(missingPermission('CanManageOwnSAPAccounts'));
    }
  }
  const target = own ? caller : await app.usersRepository.findById(targetId);
  if (!target) throw new ApiError(404, API_TEXTS.unknownUser, 'unknown_user');
  if (action === 'change' && !own && target.user_role === 'admin' && caller.user_role !== 'admin') {
    throw forbidden(API_TEXTS.adminTarget);
  }
  return { target, proofRequired: own && !manages };
}
