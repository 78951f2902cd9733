import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, USER_REFUSALS, type ImpersonationResponse } from 'shared/server';
import { userRefusal } from '../../errors';
import { authOf } from '../../plugins/app/auth';
import { routeOf } from '../../plugins/app/endpoint-route';
import { assertImpersonable } from '../../security/impersonation-policy';
import { assertRecentAuth } from '../../security/recent-auth';
import { assertPermission } from '../../services/users/user-access';

/**
 * POST /api/impersonation — staff start acting for a customer: the session remembers whom, and the
 * audit log records the start with both users (a switch from another customer records that one's
 * stop). CanImpersonate and an active customer with linked accounts, else 403; 404 unknown user.
 */
export const startImpersonationRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.startImpersonation),
    handler: async (request): Promise<ImpersonationResponse> => {
      const { user: caller, sessionId } = authOf(request);
      assertPermission(caller, 'CanImpersonate');
      // docs/security/second-factor.md#step-up: acting for a customer asks for the second factor again.
      await assertRecentAuth(request);
      const target = await app.usersRepository.findById(request.body.UserId);
      assertImpersonable(caller, target);
      if ((await app.accountsRepository.listByUser(target.user_id)).length === 0) {
        throw userRefusal(403, USER_REFUSALS.noAccounts, 'impersonation_refused');
      }
      await app.db.transaction(async (tx) => {
        const changed = await app.sessionsRepository.setImpersonating(sessionId, target.user_id, tx);
        const previous = changed?.previous ?? null;
        if (previous !== null && previous !== target.user_id) {
          await app.auditLog.recordActing(caller.user_id, previous, 'impersonation_stopped', { sessionId, by: 'switch' }, tx);
        }
        await app.auditLog.recordActing(caller.user_id, target.user_id, 'impersonation_started', { sessionId, customerLogin: target.login }, tx);
      });
      return { UserId: target.user_id, Name: `${target.first_name} ${target.last_name}`.trim(), Login: target.login };
    },
  });
};
