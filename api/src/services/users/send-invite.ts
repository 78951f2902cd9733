import type { FastifyInstance } from 'fastify';
import { USER_REFUSALS } from 'shared/server';
import { ApiError, userRefusal } from '../../errors';
import type { UserRow } from '../../repositories/users-repository';
import { enqueueInvite } from './invite';
import { assertMayManage, assertPermission } from './user-access';

/**
 * POST /api/users/{userId}/invite (docs/product/users-and-admin.md#invites): the first invite of a
 * user created without one, or a new one; the link mailed before stops working. Only for a user
 * who has not set a password yet, and only by CanManageUsers for a user within their standing.
 */
export async function sendInvite(app: FastifyInstance, caller: UserRow, userId: number): Promise<void> {
  assertPermission(caller, 'CanManageUsers');
  await app.db.transaction(async (tx) => {
    const target = await app.usersRepository.findById(userId, tx);
    if (!target) throw new ApiError(404, USER_REFUSALS.unknownUser, 'unknown_user');
    assertMayManage(caller, target);
    if (target.password_hash !== null) throw userRefusal(409, USER_REFUSALS.alreadyRegistered, 'already_registered');
    const fields = { login: target.login, firstName: target.first_name, lastName: target.last_name, company: target.company, email: target.email };
    await enqueueInvite(app, { userId: target.user_id, ...fields }, tx);
    await app.auditLog.record(caller.user_id, 'invite_sent', { userId: target.user_id, login: target.login }, tx);
  });
  app.mailWorker.kick();
}
