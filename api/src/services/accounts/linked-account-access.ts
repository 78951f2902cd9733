import type { FastifyInstance } from 'fastify';
import { mayManageUser, USER_REFUSALS } from 'shared/server';
import { API_TEXTS, ApiError, forbidden, missingPermission } from '../../errors';
import type { UserRow } from '../../repositories/users-repository';
import { roleHolder } from '../users/user-access';

export interface LinkedAccountAccess {
  target: UserRow;
  /** A customer linking an account to their own profile proves it with an invoice. */
  proofRequired: boolean;
}

/**
 * Who may read or change whose linked accounts (docs/product/users-and-admin.md#linked-accounts):
 * - read: one's own; another user's with CanViewUsers;
 * - change: one's own with CanManageOwnSAPAccounts (with proof) or CanManageUsers (without);
 *   another user's with CanManageUsers, only a user one may manage (the users page's rule,
 *   docs/product/users-and-admin.md#who-manages-whom: never an administrator unless one is one).
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
  if (action === 'change' && !own && !mayManageUser(roleHolder(caller), roleHolder(target))) {
    throw forbidden(USER_REFUSALS.notManageable);
  }
  return { target, proofRequired: own && !manages };
}
